import { stateListSpec, stateSchema } from '../../domain/schemas/state';
import { defineResource } from './definition';

export const states = defineResource({
  name: 'states',
  table: 'states',
  subject: 'State',
  idKind: 'integer',
  record: stateSchema,
  list: stateListSpec,
  description: 'The 27 federative units of Brazil (id = IBGE code).',
});
