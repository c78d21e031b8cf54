/**
 * The bounds a pre-analysis request must respect, without zod: the worker threads' batch evaluation
 * (server/workers/tasks.ts) checks rows against them and does not load the schema library for four constants.
 * domain/schemas/preanalysis-request.ts builds the request schema from them. The browser's forms read them here too:
 * /preanalise's first screen then loads no zod (~25 kB, and every schema built before the page answers).
 */

/** A pre-analysis protocol: ten hexadecimal digits in capitals. */
export const PROTOCOL_PATTERN = /^[0-9A-F]{10}$/;

/** A coarse box around Brazilian territory (mainland and oceanic islands); points outside it are refused. */
const BRAZIL_BOUNDS = { south: -33.8, north: 5.3, west: -74.0, east: -28.8 } as const;
export const MAX_REQUEST_VERTICES = 20;
export const BASE_ALTITUDE_RANGE = { min: -100, max: 3000 } as const;
export const OBJECT_HEIGHT_RANGE = { min: 0.1, max: 1000 } as const;

export const inBrazil = (v: { latitude: number; longitude: number }) =>
  v.latitude >= BRAZIL_BOUNDS.south && v.latitude <= BRAZIL_BOUNDS.north && v.longitude >= BRAZIL_BOUNDS.west && v.longitude <= BRAZIL_BOUNDS.east;
