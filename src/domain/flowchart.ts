/**
 * The AGA processes drawn by /fluxograma (spec §2): each process is a small directed graph of steps. Pure data: the
 * names and descriptions live in the flowchart locale namespace under processes.<process>.steps.<step>, the edge
 * labels under edges.<label>. Positions come from layoutProcess (a layered layout, top to bottom).
 */
export const STEP_KINDS = ['start', 'step', 'decision', 'end'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const EDGE_LABELS = ['yes', 'no', 'favourable', 'unfavourable', 'requirement', 'accepted', 'notAccepted'] as const;
type EdgeLabel = (typeof EDGE_LABELS)[number];

interface FlowStep {
  id: string;
  kind: StepKind;
  /** A public portal page about this step. */
  link?: string;
  /** Horizontal place in column widths (0 = centre); by default the steps of a row are centred side by side. */
  lane?: number;
}

interface FlowEdge {
  from: string;
  to: string;
  label?: EdgeLabel;
  /** Goes back to an earlier step (a correction loop): ignored when computing the layers. */
  back?: boolean;
}

export interface FlowProcess {
  id: string;
  /** The public page that explains the whole process. */
  link: string;
  steps: readonly FlowStep[];
  edges: readonly FlowEdge[];
}

const e = (from: string, to: string, label?: EdgeLabel, back?: boolean): FlowEdge => ({ from, to, ...(label ? { label } : {}), ...(back ? { back } : {}) });

export const FLOW_PROCESSES: readonly FlowProcess[] = [
  {
    id: 'preAnalysis',
    link: '/preanalise',
    steps: [
      { id: 'start', kind: 'start' },
      { id: 'objectData', kind: 'step', link: '/preanalise' },
      { id: 'crossCheck', kind: 'step' },
      { id: 'insideSurfaces', kind: 'decision' },
      { id: 'waiver', kind: 'step' },
      { id: 'municipality', kind: 'end' },
      { id: 'caseNotice', kind: 'step' },
      { id: 'toOpea', kind: 'end', link: '/opea' },
    ],
    edges: [
      e('start', 'objectData'),
      e('objectData', 'crossCheck'),
      e('crossCheck', 'insideSurfaces'),
      e('insideSurfaces', 'waiver', 'no'),
      e('waiver', 'municipality'),
      e('insideSurfaces', 'caseNotice', 'yes'),
      e('caseNotice', 'toOpea'),
    ],
  },
  {
    id: 'opea',
    link: '/opea',
    steps: [
      { id: 'start', kind: 'start', link: '/preanalise' },
      { id: 'openCase', kind: 'step', link: '/sysaga' },
      { id: 'documentsComplete', kind: 'decision' },
      { id: 'requirement', kind: 'step' },
      { id: 'regionalAnalysis', kind: 'step' },
      { id: 'adverseEffect', kind: 'decision' },
      { id: 'publicInterest', kind: 'decision', lane: 0.5 },
      { id: 'favourable', kind: 'step' },
      { id: 'unfavourable', kind: 'step' },
      { id: 'end', kind: 'end', link: '/sysaga' },
    ],
    edges: [
      e('start', 'openCase'),
      e('openCase', 'documentsComplete'),
      e('documentsComplete', 'requirement', 'no'),
      e('requirement', 'openCase', 'requirement', true),
      e('documentsComplete', 'regionalAnalysis', 'yes'),
      e('regionalAnalysis', 'adverseEffect'),
      e('adverseEffect', 'favourable', 'no'),
      e('adverseEffect', 'publicInterest', 'yes'),
      e('publicInterest', 'favourable', 'accepted'),
      e('publicInterest', 'unfavourable', 'notAccepted'),
      e('favourable', 'end'),
      e('unfavourable', 'end'),
    ],
  },
  {
    id: 'aerodromeRegistration',
    link: '/aerodromo/inscricao',
    steps: [
      { id: 'start', kind: 'start' },
      { id: 'publicCivil', kind: 'decision' },
      { id: 'operationDecision', kind: 'step', link: '/aerodromo/exploracao' },
      { id: 'gatherData', kind: 'step', link: '/aerodromo/inscricao' },
      { id: 'openCase', kind: 'step', link: '/sysaga' },
      { id: 'analysis', kind: 'step' },
      { id: 'requirementsMet', kind: 'decision' },
      { id: 'meetRequirements', kind: 'step' },
      { id: 'registered', kind: 'end' },
    ],
    edges: [
      e('start', 'publicCivil'),
      e('publicCivil', 'operationDecision', 'yes'),
      e('publicCivil', 'gatherData', 'no'),
      e('operationDecision', 'gatherData'),
      e('gatherData', 'openCase'),
      e('openCase', 'analysis'),
      e('analysis', 'requirementsMet'),
      e('requirementsMet', 'meetRequirements', 'no'),
      e('meetRequirements', 'analysis', 'requirement', true),
      e('requirementsMet', 'registered', 'yes'),
    ],
  },
  {
    id: 'aerodromeChange',
    link: '/aerodromo/alteracao',
    steps: [
      { id: 'start', kind: 'start' },
      { id: 'describeChanges', kind: 'step', link: '/aerodromo/alteracao' },
      { id: 'publicCivil', kind: 'decision' },
      { id: 'operationDecision', kind: 'step', link: '/aerodromo/exploracao' },
      { id: 'openCase', kind: 'step', link: '/sysaga' },
      { id: 'analysis', kind: 'step' },
      { id: 'approved', kind: 'decision' },
      { id: 'updated', kind: 'end' },
      { id: 'rejected', kind: 'end' },
    ],
    edges: [
      e('start', 'describeChanges'),
      e('describeChanges', 'publicCivil'),
      e('publicCivil', 'operationDecision', 'yes'),
      e('publicCivil', 'openCase', 'no'),
      e('operationDecision', 'openCase'),
      e('openCase', 'analysis'),
      e('analysis', 'approved'),
      e('approved', 'updated', 'favourable'),
      e('approved', 'rejected', 'unfavourable'),
    ],
  },
  {
    id: 'aerodromeOperation',
    link: '/aerodromo/exploracao',
    steps: [
      { id: 'start', kind: 'start' },
      { id: 'preAnalysis', kind: 'step', link: '/preanalise' },
      { id: 'openCase', kind: 'step', link: '/sysaga' },
      { id: 'airspaceStudy', kind: 'step' },
      { id: 'viable', kind: 'decision' },
      { id: 'favourable', kind: 'step' },
      { id: 'nextProcess', kind: 'end', link: '/aerodromo/inscricao' },
      { id: 'unfavourable', kind: 'end' },
    ],
    edges: [
      e('start', 'preAnalysis'),
      e('preAnalysis', 'openCase'),
      e('openCase', 'airspaceStudy'),
      e('airspaceStudy', 'viable'),
      e('viable', 'favourable', 'favourable'),
      e('favourable', 'nextProcess'),
      e('viable', 'unfavourable', 'unfavourable'),
    ],
  },
  {
    id: 'masterPlan',
    link: '/aerodromo/plano-diretor',
    steps: [
      { id: 'start', kind: 'start' },
      { id: 'prepare', kind: 'step', link: '/aerodromo/plano-diretor' },
      { id: 'openCase', kind: 'step', link: '/sysaga' },
      { id: 'agaAnalysis', kind: 'step' },
      { id: 'adjustments', kind: 'decision' },
      { id: 'revise', kind: 'step' },
      { id: 'approved', kind: 'end' },
    ],
    edges: [
      e('start', 'prepare'),
      e('prepare', 'openCase'),
      e('openCase', 'agaAnalysis'),
      e('agaAnalysis', 'adjustments'),
      e('adjustments', 'revise', 'yes'),
      e('revise', 'agaAnalysis', 'requirement', true),
      e('adjustments', 'approved', 'no'),
    ],
  },
];

export interface Position {
  x: number;
  y: number;
}

const LAYOUT = { columnWidth: 260, rowHeight: 130 } as const;

/** Each step's layer: the longest forward path from a start step (back edges ignored). */
export function layersOf(process: FlowProcess): Map<string, number> {
  const layers = new Map<string, number>(process.steps.map((step) => [step.id, 0]));
  const forward = process.edges.filter((edge) => !edge.back);
  // Longest path in a DAG by relaxation: at most |steps| rounds.
  for (let round = 0; round < process.steps.length; round += 1) {
    let changed = false;
    for (const edge of forward) {
      const next = (layers.get(edge.from) ?? 0) + 1;
      if (next > (layers.get(edge.to) ?? 0)) {
        layers.set(edge.to, next);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return layers;
}

/** Positions for a top-to-bottom layered drawing: layers as rows, the steps of a row side by side, centred. */
export function layoutProcess(process: FlowProcess): Map<string, Position> {
  const layers = layersOf(process);
  const rows = new Map<number, string[]>();
  for (const step of process.steps) {
    const layer = layers.get(step.id) ?? 0;
    rows.set(layer, [...(rows.get(layer) ?? []), step.id]);
  }
  const positions = new Map<string, Position>();
  for (const [layer, ids] of rows) {
    ids.forEach((id, index) => {
      const lane = process.steps.find((step) => step.id === id)?.lane ?? index - (ids.length - 1) / 2;
      positions.set(id, { x: lane * LAYOUT.columnWidth, y: layer * LAYOUT.rowHeight });
    });
  }
  return positions;
}
