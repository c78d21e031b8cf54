import { planInputSchema, planListSpec, planSchema } from '../../domain/schemas/plan';
import type { ResourceDefinition } from './definition';

export const plans: ResourceDefinition = {
  name: 'plans',
  table: 'plans',
  subject: 'Plan',
  idKind: 'integer',
  record: planSchema,
  input: planInputSchema,
  list: planListSpec,
  flags: ['sample'],
  description: 'Aerodrome protection zone plans (PBZPA, PBZPH, PZPANA, PEZPA, PZPREAH).',
};
