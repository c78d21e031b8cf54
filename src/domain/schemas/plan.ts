import { z } from 'zod';
import { PLAN_TYPES } from '../constants';
import type { ListSpec } from '../list-spec';
import { isoDate, icaoCode, rowId, stateCode } from './common';
import { publicationRuleIssues, refineWith } from './record-rules';
import { initialStatusSchema, publicationFilterable, publicationRecordShape, publicationSortable } from './publication';

/** The fields of a plan, without the rules that tie them together. */
const planFields = z.object({
  aerodrome_id: rowId.nullable().default(null),
  aerodrome_name: z.string().trim().min(2).max(200),
  icao: icaoCode.nullable().default(null),
  type: z.enum(PLAN_TYPES),
  signature_date: isoDate,
  date: isoDate,
  ordinance: z.string().trim().min(1).max(200),
  state_code: stateCode,
  municipality_id: rowId,
  municipality: z.string().trim().min(1).max(120),
  impacted_municipalities: z.string().trim().max(4000).default(''),
  protection_zones: z.string().trim().max(4000).default(''),
  sample: z.boolean().default(false),
  status: initialStatusSchema,
});
/**
 * What a client sends: the fields and the data rules (record-rules.ts), shared by the form and the server. The
 * server also checks, on the stored row merged with a PATCH, that the municipality lies in the state.
 */
export const planInputSchema = planFields.superRefine(refineWith(publicationRuleIssues));
/** A stored row; rows stored before the rules still read (the start-up report names them). */
export const planSchema = planFields.extend({ id: z.number().int(), ...publicationRecordShape });
export type Plan = z.infer<typeof planSchema>;

export const planListSpec: ListSpec = {
  filterable: {
    id: 'integer',
    aerodrome_id: 'integer',
    aerodrome_name: 'text',
    icao: 'text',
    type: 'text',
    signature_date: 'date',
    date: 'date',
    ordinance: 'text',
    state_code: 'text',
    municipality_id: 'integer',
    municipality: 'text',
    sample: 'boolean',
    ...publicationFilterable,
  },
  sortable: ['id', 'aerodrome_name', 'icao', 'type', 'signature_date', 'date', 'ordinance', 'state_code', 'municipality', ...publicationSortable],
  searchable: ['aerodrome_name', 'icao', 'municipality', 'impacted_municipalities'],
  defaultSort: [{ field: 'aerodrome_name', order: 'asc' }],
};
