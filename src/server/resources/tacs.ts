import { tacInputSchema, tacListSpec, tacSchema } from '../../domain/schemas/tac';
import type { ResourceDefinition } from './definition';

export const tacs: ResourceDefinition = {
  name: 'tacs',
  table: 'tacs',
  subject: 'Tac',
  idKind: 'integer',
  record: tacSchema,
  input: tacInputSchema,
  list: tacListSpec,
  flags: ['sample'],
  description: 'Conduct adjustment agreements (TAC) of aerodromes closed or facing closure.',
};
