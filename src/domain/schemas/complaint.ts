import { z } from 'zod';
import { REGIONALS } from '../constants';
import type { ListSpec } from '../list-spec';
import { isValidNup, NUP_PATTERN } from '../nup';
import { portalToday } from '../today';
import { federativeUnit, icaoCode, isoDate, rowId } from './common';

export const PROCESS_TYPES = ['Denúncia', 'Fiscalização', 'Consulta', 'Representação'] as const;

const nupField = z
  .string()
  .trim()
  .regex(NUP_PATTERN, { message: 'nup_format' })
  // Check digits only of a NUP written in the format: a malformed one is named once, by its format.
  .refine((nup) => !NUP_PATTERN.test(nup) || isValidNup(nup), { message: 'nup_check_digits' });

/**
 * What a client sends; `number` is assigned by the server and `created_at` defaults to today. The server
 * also checks what needs the database (resources/complaints.ts): the municipality lies in the state, the
 * aerodrome and ICAO exist, the NUP is not another complaint's.
 */
export const complaintInputSchema = z.object({
  regional: z.enum(REGIONALS),
  summary: z.string().trim().min(3).max(200),
  nup: nupField,
  content: z.string().trim().min(1).max(8000),
  process_type: z.enum(PROCESS_TYPES),
  state_code: federativeUnit,
  municipality_id: rowId.nullable().default(null),
  municipality: z.string().trim().max(120).default(''),
  aerodrome_id: rowId.nullable().default(null),
  /** Aerodrome name or CIAD code as written by the complainant. */
  aerodrome_name: z.string().trim().max(200).default(''),
  icao: icaoCode.nullable().default(null),
  /** A complaint is received on or before today, never later (portal time zone). */
  created_at: isoDate.refine((date) => date <= portalToday(), { message: 'date_in_future' }).optional(),
  sample: z.boolean().default(false),
});
export const complaintSchema = complaintInputSchema.extend({
  id: z.number().int(),
  number: z.number().int(),
  created_at: z.string(),
  municipality_id: z.number().int().nullable(),
  aerodrome_id: z.number().int().nullable(),
  icao: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListSpec: ListSpec = {
  filterable: {
    id: 'integer',
    number: 'integer',
    regional: 'text',
    nup: 'text',
    process_type: 'text',
    state_code: 'text',
    municipality_id: 'integer',
    municipality: 'text',
    aerodrome_id: 'integer',
    aerodrome_name: 'text',
    icao: 'text',
    created_at: 'date',
    sample: 'boolean',
  },
  sortable: ['id', 'number', 'regional', 'summary', 'nup', 'created_at', 'process_type', 'state_code', 'municipality'],
  searchable: ['summary', 'nup', 'content', 'aerodrome_name', 'icao', 'municipality'],
  defaultSort: [{ field: 'number', order: 'desc' }],
};
