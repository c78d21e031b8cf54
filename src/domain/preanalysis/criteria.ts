/**
 * Request criteria of Portaria 957/GC3 Art. 109 (carried into ICA 11-408 Chapter 10) [V P957-109], applied
 * within the lateral limits of an approach surface. Conservative readings [I]:
 * - (a) the whole first section fires (the 2018 "up to 1 000 m" limit is not applied: its full text is unknown);
 * - (e) the 3 000 m distance is measured from the nearest point of the runway (or the reference point minus half
 *   a runway when only that is known) and also around heliports; wind turbines and cranes count as poorly visible.
 */
import { ART109_HORIZONTAL_SECTION_M, ART109_POORLY_VISIBLE_M, ART109_SECOND_SECTION_M } from './dimensions';
import type { CriterionCode, ObjectType } from './types';
import type { ProfileHit } from './surfaces/approach';

export interface Art109Hit {
  criterion: CriterionCode;
  /** Allowed height above the inner edge, when the criterion is height-based. */
  allowed_above_inner_edge_m: number | null;
}

const POORLY_VISIBLE: ReadonlySet<ObjectType> = new Set<ObjectType>(['tower_mast_antenna', 'power_line_cable', 'wind_turbine', 'crane_temporary']);

function isPoorlyVisible(type: ObjectType): boolean {
  return POORLY_VISIBLE.has(type);
}

/** Art. 109 (a)–(d) for a point inside an approach section; `heightAboveInnerEdge` = object top − inner-edge altitude. */
export function art109Approach(section: ProfileHit, heightAboveInnerEdge: number, type: ObjectType): Art109Hit[] {
  const hits: Art109Hit[] = [];
  if (section.section_index === 0) hits.push({ criterion: 'art109_first_section', allowed_above_inner_edge_m: null });
  else if (!section.horizontal) {
    if (heightAboveInnerEdge > ART109_SECOND_SECTION_M) hits.push({ criterion: 'art109_second_section', allowed_above_inner_edge_m: ART109_SECOND_SECTION_M });
  } else if (heightAboveInnerEdge > ART109_HORIZONTAL_SECTION_M) {
    hits.push({ criterion: 'art109_horizontal_section', allowed_above_inner_edge_m: ART109_HORIZONTAL_SECTION_M });
  }
  if (type === 'dangerous_nature') hits.push({ criterion: 'art109_dangerous_nature', allowed_above_inner_edge_m: null });
  return hits;
}

/** Art. 109 (e): poorly visible object within 3 000 m. */
export function art109PoorlyVisible(type: ObjectType, distance_m: number): boolean {
  return isPoorlyVisible(type) && distance_m <= ART109_POORLY_VISIBLE_M;
}
