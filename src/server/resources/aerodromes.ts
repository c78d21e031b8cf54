import { aerodromeListSpec, aerodromeSchema } from '../../domain/schemas/aerodrome';
import { defineResource } from './definition';

export const aerodromes = defineResource({
  name: 'aerodromes',
  table: 'aerodromes',
  subject: 'Aerodrome',
  idKind: 'integer',
  record: aerodromeSchema,
  list: aerodromeListSpec,
  flags: ['scheduled_service'],
  description: 'Brazilian aerodromes and heliports (OurAirports data, ODbL).',
});
