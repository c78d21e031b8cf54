import { tacInputSchema, tacListSpec, tacSchema } from '../../domain/schemas/tac';
import { defineResource } from './definition';
import { publicationHooks } from './publication';

export const tacs = defineResource({
  name: 'tacs',
  table: 'tacs',
  subject: 'Tac',
  idKind: 'integer',
  record: tacSchema,
  input: tacInputSchema,
  list: tacListSpec,
  flags: ['sample'],
  // The public sorts (indexes of migration 2026-12-02T1400) and filters, answered from memory for visitors.
  publicIndex: {
    sorts: ['aerodrome_name', 'icao', 'type', 'signature_date', 'date', 'validity', 'state_code', 'municipality'],
    filters: ['municipality_id', 'aerodrome_id', 'sample'],
  },
  ...publicationHooks,
  // The columns of the search screen (spec §2), in its order.
  exportColumns: ['aerodrome_name', 'signature_date', 'dou_reference', 'icao', 'type', 'date', 'validity', 'sample'],
  description: 'Conduct adjustment agreements (TAC) of aerodromes closed or facing closure.',
});
