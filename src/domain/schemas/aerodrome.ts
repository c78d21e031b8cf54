import { z } from 'zod';
import type { ListSpec } from '../list-spec';

export const aerodromeSchema = z.object({
  id: z.number().int(),
  icao: z.string().nullable(),
  name: z.string(),
  kind: z.string(),
  municipality: z.string().nullable(),
  state_code: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  elevation_m: z.number().nullable(),
  scheduled_service: z.boolean(),
});
export type Aerodrome = z.infer<typeof aerodromeSchema>;

export const aerodromeListSpec: ListSpec = {
  filterable: {
    id: 'integer',
    icao: 'text',
    name: 'text',
    kind: 'text',
    municipality: 'text',
    state_code: 'text',
    latitude: 'number',
    longitude: 'number',
    elevation_m: 'number',
    scheduled_service: 'boolean',
  },
  sortable: ['id', 'icao', 'name', 'kind', 'municipality', 'state_code', 'elevation_m'],
  searchable: ['name', 'icao', 'municipality'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  rankSearch: true,
};
