/**
 * One explanation of a pre-analysis result, shared by the signed-in result, the public lookup, the declaration PDF
 * and the e-mail: the engine fires one criterion per (facility, runway, runway end, surface, criterion), so an
 * Art. 109 position criterion and the OLS penetration of the same approach surface arrive as two records. A reader
 * needs one line per facility, runway end and surface, with every reason that fired there and the numbers of the
 * most restrictive one.
 */
import type { CriterionCode, FiredCriterion, PreanalysisResult, SurfaceCode } from './types';
import { CRITERION_CODES } from './types';

export interface PreanalysisFinding {
  /** The facility as people know it: "Name (ICAO)". */
  facility: string;
  /** Ident of the runway end (threshold) the surface belongs to; null for whole-aerodrome surfaces. */
  runway_end: string | null;
  /** Null for a criterion tied to no surface (Art. 109 poorly visible object near a runway). */
  surface: SurfaceCode | null;
  /** Every criterion that fired for this facility, runway end and surface, in the order of CRITERION_CODES. */
  reasons: CriterionCode[];
  /** The lowest altitude a height-based reason allows; null when every reason is about position or nature. */
  allowed_altitude_m: number | null;
  object_top_m: number;
  /** object top − allowed altitude (always > 0 or = 0 when touching); null with no allowed altitude. */
  excess_m: number | null;
  /** Evaluated with the conservative reference-point envelope. */
  envelope: boolean;
  /** The vertex where the excess is largest (or the first one that fired). */
  vertex_index: number;
}

const facilityLabel = (name: string, icao: string | null) => (icao ? `${name} (${icao})` : name);
const findingKey = (c: FiredCriterion) => `${c.facility_id}|${c.runway_end ?? ''}|${c.surface ?? ''}`;

/** Of two fired criteria, the one whose allowed altitude is the more restrictive (a numeric limit beats none). */
function moreRestrictive(a: FiredCriterion, b: FiredCriterion): FiredCriterion {
  if (b.excess_m === null) return a;
  if (a.excess_m === null) return b;
  return b.excess_m > a.excess_m ? b : a;
}

/** The engine's fired criteria folded into one finding per facility, runway end and surface, nearest facility first. */
export function explainResult(result: Pick<PreanalysisResult, 'criteria' | 'facilities'>): PreanalysisFinding[] {
  const facilities = new Map(result.facilities.map((f, order) => [f.id, { label: facilityLabel(f.name, f.icao), order }]));
  const groups = new Map<string, FiredCriterion[]>();
  for (const c of result.criteria) {
    const key = findingKey(c);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const findings = [...groups.values()].map((group) => {
    const first = group[0]!;
    const worst = group.reduce(moreRestrictive);
    const fired = new Set(group.map((c) => c.criterion));
    const finding: PreanalysisFinding = {
      facility: facilities.get(first.facility_id)?.label ?? first.facility_icao ?? String(first.facility_id),
      runway_end: first.runway_end,
      surface: first.surface,
      reasons: CRITERION_CODES.filter((code) => fired.has(code)),
      allowed_altitude_m: worst.allowed_altitude_m,
      object_top_m: worst.object_top_m,
      excess_m: worst.excess_m,
      envelope: group.some((c) => c.envelope),
      vertex_index: worst.vertex_index,
    };
    return { finding, order: facilities.get(first.facility_id)?.order ?? Number.MAX_SAFE_INTEGER };
  });
  return findings
    .sort((a, b) => a.order - b.order || compareText(a.finding.runway_end, b.finding.runway_end) || compareText(a.finding.surface, b.finding.surface))
    .map((entry) => entry.finding);
}

function compareText(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '');
}
