import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Background, Controls, MiniMap, ReactFlow, type AriaLabelConfig, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowProcess } from '../../../domain/flowchart';
import { toEdges, toNodes, type StepNode } from './flow-elements';
import { StepNodeView } from './StepNodeView';

const NODE_TYPES = { step: StepNodeView };

interface FlowchartDiagramProps {
  process: FlowProcess;
  selected: string | null;
  onSelect: (stepId: string | null) => void;
}

/** One process drawn with React Flow: zoom and pan, controls, minimap; a step is selected by click, Enter or Space. */
export function FlowchartDiagram({ process, selected, onSelect }: FlowchartDiagramProps) {
  const { t } = useTranslation('flowchart');
  const theme = useTheme();
  const { palette } = theme;
  // On phones the minimap would cover a third of the diagram.
  const roomy = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const nodes = useMemo(() => toNodes(process, t).map((node) => ({ ...node, selected: node.id === selected })), [process, t, selected]);
  const edges = useMemo(
    () => toEdges(process, t, { line: palette.text.secondary, text: palette.text.primary, background: palette.background.paper }),
    [process, t, palette],
  );
  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'node.a11yDescription.default': t('a11y.nodeHint'),
      'node.a11yDescription.keyboardDisabled': t('a11y.nodeHint'),
      'edge.a11yDescription.default': t('a11y.edgeHint'),
      'controls.ariaLabel': t('a11y.controls'),
      'controls.zoomIn.ariaLabel': t('a11y.zoomIn'),
      'controls.zoomOut.ariaLabel': t('a11y.zoomOut'),
      'controls.fitView.ariaLabel': t('a11y.fitView'),
      'controls.interactive.ariaLabel': t('a11y.interactive'),
      'minimap.ariaLabel': t('a11y.minimap'),
      'handle.ariaLabel': t('a11y.handle'),
    }),
    [t],
  );
  // The nodes are controlled: a click, Enter or Space arrives as a 'select' change.
  const onNodesChange = useCallback(
    (changes: NodeChange<StepNode>[]) => {
      const chosen = changes.find((change) => change.type === 'select' && change.selected);
      if (chosen && chosen.type === 'select') onSelect(chosen.id);
    },
    [onSelect],
  );
  const minimapColour = useCallback(
    (node: StepNode) => (node.data.kind === 'decision' ? palette.warning.main : node.data.kind === 'step' ? palette.primary.main : palette.secondary.main),
    [palette],
  );

  return (
    <Box
      role="region"
      aria-label={t('diagramLabel', { process: t(`processes.${process.id}.title`) })}
      data-testid="flowchart-diagram"
      sx={{
        // A row on desktops (the diagram takes the free width), a column on phones (fixed height, full width).
        flex: { md: 1 },
        minWidth: 0,
        width: '100%',
        height: { xs: 480, md: 620 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .react-flow__node:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2, borderRadius: 1 },
        '& .react-flow__controls-button:focus-visible': { outline: `2px solid ${palette.primary.main}` },
      }}
    >
      <ReactFlow<StepNode>
        key={process.id}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={palette.mode}
        fitView
        fitViewOptions={{ padding: 0.15 }}
        minZoom={0.2}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        onNodesChange={onNodesChange}
        onPaneClick={() => onSelect(null)}
        ariaLabelConfig={ariaLabelConfig}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
        {roomy && <MiniMap<StepNode> pannable zoomable nodeColor={minimapColour} bgColor={palette.background.paper} />}
      </ReactFlow>
    </Box>
  );
}
