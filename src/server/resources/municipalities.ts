import { municipalityListSpec, municipalitySchema } from '../../domain/schemas/municipality';
import { defineResource } from './definition';

export const municipalities = defineResource({
  name: 'municipalities',
  table: 'municipalities',
  subject: 'Municipality',
  idKind: 'integer',
  record: municipalitySchema,
  list: municipalityListSpec,
  description: 'Brazilian municipalities (id = IBGE code).',
});
