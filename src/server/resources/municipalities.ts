import { municipalityListSpec, municipalitySchema } from '../../domain/schemas/municipality';
import type { ResourceDefinition } from './definition';

export const municipalities: ResourceDefinition = {
  name: 'municipalities',
  table: 'municipalities',
  subject: 'Municipality',
  idKind: 'integer',
  record: municipalitySchema,
  list: municipalityListSpec,
  description: 'Brazilian municipalities (id = IBGE code).',
};
