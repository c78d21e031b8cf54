import { z } from 'zod';

/** A calendar date written YYYY-MM-DD that exists (2025-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'invalid_date' },
  );

export const icaoCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}$/);
export const stateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/** The 27 federative units (26 states and the Federal District), the codes of /api/states. */
export const UF_CODES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export const isFederativeUnit = (code: unknown) => (UF_CODES as readonly unknown[]).includes(code);

/** A state code that is one of the 27 federative units. */
export const federativeUnit = stateCode.refine(isFederativeUnit, { message: 'unknown_state' });

/**
 * The most characters a text field of a schema accepts (through a pipe such as `.max(200).pipe(z.email())`), so a
 * form limits its input exactly as the server does, read from the one schema both use.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType) ?? maxLengthOf(schema.out as z.ZodType);
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  return undefined;
}

/**
 * The id of a stored row that a body refers to: a positive integer PostgreSQL's `integer` column can hold, so a
 * larger number is refused on its field rather than failing the query (a fuzzed write found the 500).
 */
export const rowId = z.number().int().positive().max(2_147_483_647);
