import { z } from 'zod';
import { BASE_ALTITUDE_RANGE, MAX_REQUEST_VERTICES, OBJECT_HEIGHT_RANGE, inBrazil } from '../preanalysis/limits';
import { OBJECT_TYPES } from '../preanalysis/types';

// The bounds live in a zod-free module, read there by the worker threads, the browser's forms and the routes.

const preanalysisVertexSchema = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .refine(inBrazil, { message: 'outside_brazil' });

/** The body of POST /api/preanalyses: decimal degrees (the client converts DMS). */
export const preanalysisRequestSchema = z.object({
  vertices: z.array(preanalysisVertexSchema).min(1).max(MAX_REQUEST_VERTICES),
  base_altitude_m: z.number().min(BASE_ALTITUDE_RANGE.min).max(BASE_ALTITUDE_RANGE.max),
  object_height_m: z.number().min(OBJECT_HEIGHT_RANGE.min).max(OBJECT_HEIGHT_RANGE.max),
  object_type: z.enum(OBJECT_TYPES),
});
export type PreanalysisRequest = z.infer<typeof preanalysisRequestSchema>;
