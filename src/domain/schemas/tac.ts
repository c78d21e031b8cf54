import { z } from 'zod';
import type { ListSpec } from '../list-spec';
import { TAC_TYPES } from '../tac-types';
import { isoDate, icaoCode, rowId, stateCode } from './common';
import { publicationRuleIssues, refineWith } from './record-rules';
import { initialStatusSchema, publicationFilterable, publicationRecordShape, publicationSortable } from './publication';

/** The fields of a TAC, without the rules that tie them together. */
const tacFields = z.object({
  aerodrome_id: rowId.nullable().default(null),
  aerodrome_name: z.string().trim().min(2).max(200),
  icao: icaoCode.nullable().default(null),
  signature_date: isoDate,
  dou_reference: z.string().trim().min(1).max(200),
  type: z.enum(TAC_TYPES),
  date: isoDate,
  validity: isoDate,
  state_code: stateCode,
  municipality_id: rowId,
  municipality: z.string().trim().min(1).max(120),
  sample: z.boolean().default(false),
  status: initialStatusSchema,
});
/**
 * What a client sends: the fields and the data rules (record-rules.ts), shared by the form and the server. The
 * server also checks, on the stored row merged with a PATCH, that the municipality lies in the state.
 */
export const tacInputSchema = tacFields.superRefine(refineWith(publicationRuleIssues));
/** A stored row; rows stored before the rules still read (the start-up report names them). */
export const tacSchema = tacFields.extend({ id: z.number().int(), ...publicationRecordShape });
export type Tac = z.infer<typeof tacSchema>;

export const tacListSpec: ListSpec = {
  filterable: {
    id: 'integer',
    aerodrome_id: 'integer',
    aerodrome_name: 'text',
    icao: 'text',
    signature_date: 'date',
    dou_reference: 'text',
    type: 'text',
    date: 'date',
    validity: 'date',
    state_code: 'text',
    municipality_id: 'integer',
    municipality: 'text',
    sample: 'boolean',
    ...publicationFilterable,
  },
  sortable: ['id', 'aerodrome_name', 'icao', 'signature_date', 'type', 'date', 'validity', 'state_code', 'municipality', ...publicationSortable],
  searchable: ['aerodrome_name', 'icao', 'municipality', 'dou_reference'],
  defaultSort: [{ field: 'aerodrome_name', order: 'asc' }],
};
