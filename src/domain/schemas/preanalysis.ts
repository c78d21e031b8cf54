import { z } from 'zod';
import type { PreanalysisFinding } from '../preanalysis/findings';
import { CRITERION_CODES, SURFACE_CODES } from '../preanalysis/types';

/** A pre-analysis result is valid for five years. */
export const PREANALYSIS_VALIDITY_YEARS = 5;
const PREANALYSIS_OUTCOMES = ['not_required', 'case_required'] as const;
export type PreanalysisOutcome = (typeof PREANALYSIS_OUTCOMES)[number];

/** One line of the explanation (src/domain/preanalysis/findings.ts): a facility, runway end and surface with every reason that fired there. */
const preanalysisFindingSchema = z.object({
  facility: z.string(),
  runway_end: z.string().nullable(),
  surface: z.enum(SURFACE_CODES).nullable(),
  reasons: z.array(z.enum(CRITERION_CODES)),
  allowed_altitude_m: z.number().nullable(),
  object_top_m: z.number(),
  excess_m: z.number().nullable(),
  envelope: z.boolean(),
  vertex_index: z.number().int(),
}) satisfies z.ZodType<PreanalysisFinding>;

const preanalysisFacilitySchema = z.object({
  name: z.string(),
  icao: z.string().nullable(),
  distance_km: z.number(),
});

/** What the public lookup shows of a stored pre-analysis (never who asked for it). */
export const preanalysisLookupSchema = z.object({
  protocol: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  base_altitude_m: z.number(),
  object_height_m: z.number(),
  /** Every vertex of the object (the first is also in latitude/longitude); absent on old records. */
  vertices: z.array(z.object({ latitude: z.number(), longitude: z.number() })).optional(),
  outcome: z.enum(PREANALYSIS_OUTCOMES),
  findings: z.array(preanalysisFindingSchema),
  facilities: z.array(preanalysisFacilitySchema),
  rule_set_version: z.string(),
  data_version: z.string(),
  created_at: z.string(),
  valid_until: z.string(),
  expired: z.boolean(),
  sample: z.boolean(),
});
export type PreanalysisLookup = z.infer<typeof preanalysisLookupSchema>;
