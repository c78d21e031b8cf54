import { aerodromeListSpec, aerodromeSchema } from '../../domain/schemas/aerodrome';
import type { ResourceDefinition } from './definition';

export const aerodromes: ResourceDefinition = {
  name: 'aerodromes',
  table: 'aerodromes',
  subject: 'Aerodrome',
  idKind: 'integer',
  record: aerodromeSchema,
  list: aerodromeListSpec,
  flags: ['scheduled_service'],
  description: 'Brazilian aerodromes and heliports (OurAirports data, ODbL).',
};
