import { stateListSpec, stateSchema } from '../../domain/schemas/state';
import type { ResourceDefinition } from './definition';

export const states: ResourceDefinition = {
  name: 'states',
  table: 'states',
  subject: 'State',
  idKind: 'integer',
  record: stateSchema,
  list: stateListSpec,
  description: 'The 27 federative units of Brazil (id = IBGE code).',
};
