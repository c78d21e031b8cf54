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
  ...publicationHooks,
  // The columns of the search screen (spec §2), in its order.
  exportColumns: ['aerodrome_name', 'signature_date', 'dou_reference', 'icao', 'type', 'date', 'validity', 'sample'],
  description: 'Conduct adjustment agreements (TAC) of aerodromes closed or facing closure.',
});
