/** createEngine(facilities) → { evaluate(input) }: pure, deterministic, in-process. */
import { evaluateEnvelope, evaluateFrame, evaluateHeliport, type PointContext } from './evaluate';
import { approxDistance, inverse } from './geodesy';
import { buildModels, type FacilityModel } from './models';
import { GridIndex } from './spatial-index';
import type { ConsideredFacility, FacilityData, FiredCriterion, PreanalysisInput, PreanalysisResult, PreanalysisWarning, Vertex } from './types';
import { PreanalysisInputError, validateInput } from './validate';
import { RULE_SET_VERSION } from './versions';

/** Edge sampling step for multi-vertex objects (polygons and lines are tested along their edges). [I] */
const EDGE_STEP_M = 25;
const MAX_SAMPLES = 4000;

interface Sample {
  point: Vertex;
  vertex_index: number;
}

/** Vertices plus points every EDGE_STEP_M along the edges (closed ring for polygons, open for lines). */
function samplePoints(input: PreanalysisInput): Sample[] {
  const vs = input.vertices;
  const samples: Sample[] = vs.map((p, i) => ({ point: p, vertex_index: i }));
  if (vs.length < 2) return samples;
  const closed = vs.length >= 3 && input.object_type !== 'power_line_cable';
  const edges = closed ? vs.length : vs.length - 1;
  let total = 0;
  for (let i = 0; i < edges; i++) total += approxDistance(vs[i]!, vs[(i + 1) % vs.length]!);
  const step = Math.max(EDGE_STEP_M, total / MAX_SAMPLES);
  for (let i = 0; i < edges; i++) {
    const p = vs[i]!;
    const q = vs[(i + 1) % vs.length]!;
    const n = Math.ceil(approxDistance(p, q) / step);
    for (let k = 1; k < n; k++) {
      const t = k / n;
      samples.push({
        point: { latitude: p.latitude + (q.latitude - p.latitude) * t, longitude: p.longitude + (q.longitude - p.longitude) * t },
        vertex_index: i,
      });
    }
  }
  return samples;
}

export interface Engine {
  evaluate(input: PreanalysisInput): PreanalysisResult;
  readonly facility_count: number;
  readonly data_version: string;
}

const criterionKey = (c: FiredCriterion): string =>
  `${c.facility_id}|${c.runway_id ?? ''}|${c.runway_end ?? ''}|${c.surface ?? ''}|${c.criterion}|${c.envelope ? 1 : 0}`;

export function createEngine(data: FacilityData): Engine {
  const models = buildModels(data);
  // Only the version is kept: the models hold what evaluation needs, so the input tables can be collected.
  const dataVersion = data.data_version;
  const index = new GridIndex<FacilityModel>(0.1);
  for (const m of models) index.insert(m, m.aerodrome.latitude, m.aerodrome.longitude, m.reach_m);

  function evaluate(input: PreanalysisInput): PreanalysisResult {
    const errors = validateInput(input);
    if (errors.length > 0) throw new PreanalysisInputError(errors);
    const top = input.base_altitude_m + input.height_m;
    const fired = new Map<string, FiredCriterion>();
    const push = (c: FiredCriterion): void => {
      const k = criterionKey(c);
      const prev = fired.get(k);
      if (!prev || (c.excess_m !== null && prev.excess_m !== null && c.excess_m > prev.excess_m)) fired.set(k, c);
    };
    const considered = new Map<number, ConsideredFacility>();
    const warnings = new Set<PreanalysisWarning>();
    for (const s of samplePoints(input)) {
      const ctx: PointContext = { point: s.point, vertex_index: s.vertex_index, top_m: top, type: input.object_type, push };
      for (const m of index.query(s.point.latitude, s.point.longitude)) {
        if (approxDistance(m.aerodrome, s.point) > m.reach_m * 1.01 + 100) continue;
        const d = inverse(m.aerodrome, s.point).distance_m;
        if (d > m.reach_m) continue;
        const seen = considered.get(m.aerodrome.id);
        if (!seen) {
          considered.set(m.aerodrome.id, {
            id: m.aerodrome.id,
            icao: m.aerodrome.icao,
            name: m.aerodrome.name,
            kind: m.aerodrome.kind,
            distance_m: Math.round(d),
            plan_types: m.plan_types,
            envelope: m.heliport || m.envelopes.length > 0,
          });
          for (const w of m.warnings) warnings.add(w);
        } else if (d < seen.distance_m) seen.distance_m = Math.round(d);
        if (m.heliport) evaluateHeliport(ctx, m, d);
        for (const f of m.frames) evaluateFrame(ctx, m, f);
        for (const e of m.envelopes) evaluateEnvelope(ctx, m, e, d);
      }
    }
    const keyed = [...fired.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const criteria = keyed.map((e) => e[1]);
    const facilities = [...considered.values()].sort((a, b) => a.distance_m - b.distance_m || a.id - b.id);
    return {
      outcome: criteria.length > 0 ? 'case_required' : 'not_required',
      pre_screen_only: criteria.some((c) => c.envelope),
      criteria,
      facilities,
      warnings: [...warnings].sort(),
      object_top_m: Math.round(top * 100) / 100,
      rule_set_version: RULE_SET_VERSION,
      data_version: dataVersion,
    };
  }

  return { evaluate, facility_count: models.length, data_version: dataVersion };
}
