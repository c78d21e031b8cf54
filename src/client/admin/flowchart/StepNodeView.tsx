import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { BACK_IN, BACK_OUT, NODE_WIDTH, type StepNode } from './flow-elements';

/** A step of the diagram: start and end as pills, decisions with a dashed warning border, steps as cards. */
function StepNodeViewInner({ data, selected }: NodeProps<StepNode>) {
  const theme = useTheme();
  const { palette } = theme;
  const accent = data.kind === 'decision' ? palette.warning.main : data.kind === 'step' ? palette.primary.main : palette.secondary.main;
  return (
    <Box
      sx={{
        width: NODE_WIDTH,
        px: 1.5,
        py: 1,
        borderRadius: data.kind === 'step' ? 1 : data.kind === 'decision' ? 0.5 : 6,
        border: `2px ${data.kind === 'decision' ? 'dashed' : 'solid'} ${accent}`,
        bgcolor: selected ? alpha(accent, palette.mode === 'dark' ? 0.3 : 0.14) : 'background.paper',
        color: 'text.primary',
        boxShadow: selected ? `0 0 0 3px ${alpha(accent, 0.5)}` : 1,
        textAlign: 'center',
        cursor: 'pointer',
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ background: accent, border: 'none' }} />
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {data.kindLabel}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500, lineHeight: 1.3 }}>
        {data.name}
      </Typography>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={{ background: accent, border: 'none' }} />
      <Handle id={BACK_OUT} type="source" position={Position.Left} isConnectable={false} style={{ opacity: 0 }} />
      <Handle id={BACK_IN} type="target" position={Position.Left} isConnectable={false} style={{ opacity: 0 }} />
    </Box>
  );
}

export const StepNodeView = memo(StepNodeViewInner);
