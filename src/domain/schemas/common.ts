import { z } from 'zod';

/** A calendar date written YYYY-MM-DD that exists (2025-02-30 is refused). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}, { message: 'invalid_date' });

export const icaoCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4}$/);
export const stateCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/);
