import { z } from 'zod';

/** A pre-analysis protocol: 10 upper-case hexadecimal characters. */
export const PROTOCOL_PATTERN = /^[0-9A-F]{10}$/;
/** A pre-analysis result is valid for five years. */
export const PREANALYSIS_VALIDITY_YEARS = 5;
export const PREANALYSIS_OUTCOMES = ['not_required', 'case_required'] as const;
export type PreanalysisOutcome = (typeof PREANALYSIS_OUTCOMES)[number];

/** One criterion evaluated by the engine; `fired` when the object exceeds the allowed altitude. */
export const preanalysisCriterionSchema = z.object({
  surface: z.string(),
  facility: z.string(),
  allowed_altitude_m: z.number(),
  excess_m: z.number(),
  fired: z.boolean(),
});
export type PreanalysisCriterion = z.infer<typeof preanalysisCriterionSchema>;

export const preanalysisFacilitySchema = z.object({
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
  criteria: z.array(preanalysisCriterionSchema),
  facilities: z.array(preanalysisFacilitySchema),
  rule_set_version: z.string(),
  data_version: z.string(),
  created_at: z.string(),
  valid_until: z.string(),
  expired: z.boolean(),
  sample: z.boolean(),
});
export type PreanalysisLookup = z.infer<typeof preanalysisLookupSchema>;
