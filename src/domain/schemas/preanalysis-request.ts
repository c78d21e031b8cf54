import { z } from 'zod';
import { OBJECT_TYPES } from '../preanalysis/types';

/** A coarse box around Brazilian territory (mainland and oceanic islands); points outside it are refused. */
const BRAZIL_BOUNDS = { south: -33.8, north: 5.3, west: -74.0, east: -28.8 } as const;
export const MAX_REQUEST_VERTICES = 20;
export const BASE_ALTITUDE_RANGE = { min: -100, max: 3000 } as const;
export const OBJECT_HEIGHT_RANGE = { min: 0.1, max: 1000 } as const;

export const inBrazil = (v: { latitude: number; longitude: number }) =>
  v.latitude >= BRAZIL_BOUNDS.south && v.latitude <= BRAZIL_BOUNDS.north && v.longitude >= BRAZIL_BOUNDS.west && v.longitude <= BRAZIL_BOUNDS.east;

const preanalysisVertexSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .refine(inBrazil, { message: 'outside_brazil' });

/** The body of POST /api/preanalyses: decimal degrees (the client converts DMS). */
export const preanalysisRequestSchema = z.object({
  vertices: z.array(preanalysisVertexSchema).min(1).max(MAX_REQUEST_VERTICES),
  base_altitude_m: z.number().min(BASE_ALTITUDE_RANGE.min).max(BASE_ALTITUDE_RANGE.max),
  object_height_m: z.number().min(OBJECT_HEIGHT_RANGE.min).max(OBJECT_HEIGHT_RANGE.max),
  object_type: z.enum(OBJECT_TYPES),
});
export type PreanalysisRequest = z.infer<typeof preanalysisRequestSchema>;
