import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { TFunction } from 'i18next';
import { layoutProcess, type FlowProcess, type StepKind } from '../../../domain/flowchart';

interface StepNodeData extends Record<string, unknown> {
  kind: StepKind;
  name: string;
  kindLabel: string;
}

export type StepNode = Node<StepNodeData, 'step'>;

export const NODE_WIDTH = 220;

export const BACK_OUT = 'back-out';
export const BACK_IN = 'back-in';

/** The translation key of a step's name or description. */
export const stepKey = (process: string, step: string, field: 'name' | 'description') => `flowchart:processes.${process}.steps.${step}.${field}`;

/** The diagram's nodes: one per step, at its layered position, named in the current language. */
export function toNodes(process: FlowProcess, t: TFunction): StepNode[] {
  const positions = layoutProcess(process);
  return process.steps.map((step) => {
    const name = t(stepKey(process.id, step.id, 'name'));
    const kindLabel = t(`flowchart:kinds.${step.kind}`);
    return {
      id: step.id,
      type: 'step',
      position: positions.get(step.id) ?? { x: 0, y: 0 },
      data: { kind: step.kind, name, kindLabel },
      ariaLabel: t('flowchart:nodeLabel', { kind: kindLabel, name }),
      // Sizes before measuring (the minimap draws nodes by them): the width is fixed, the height about two lines.
      initialWidth: NODE_WIDTH,
      initialHeight: 64,
      draggable: false,
      connectable: false,
      deletable: false,
    };
  });
}

/** The diagram's edges, with their translated labels; loops back to an earlier step are dashed and animated. */
export function toEdges(process: FlowProcess, t: TFunction, colours: { line: string; text: string; background: string }): Edge[] {
  const name = (step: string) => t(stepKey(process.id, step, 'name'));
  return process.edges.map((edge) => {
    const label = edge.label ? t(`flowchart:edges.${edge.label}`) : undefined;
    return {
      id: `${edge.from}->${edge.to}`,
      source: edge.from,
      target: edge.to,
      // A loop back leaves and enters on the left, beside the steps rather than through them.
      ...(edge.back ? { sourceHandle: BACK_OUT, targetHandle: BACK_IN } : {}),
      type: 'smoothstep',
      label,
      animated: Boolean(edge.back),
      deletable: false,
      selectable: false,
      focusable: false,
      ariaLabel: label
        ? t('flowchart:a11y.edgeLabelled', { from: name(edge.from), to: name(edge.to), label })
        : t('flowchart:a11y.edge', { from: name(edge.from), to: name(edge.to) }),
      markerEnd: { type: MarkerType.ArrowClosed, color: colours.line },
      style: { stroke: colours.line, strokeWidth: 1.5, ...(edge.back ? { strokeDasharray: '6 4' } : {}) },
      labelStyle: { fill: colours.text, fontWeight: 500, fontSize: 12 },
      labelBgStyle: { fill: colours.background },
      labelBgPadding: [6, 3] as [number, number],
      labelBgBorderRadius: 4,
    };
  });
}
