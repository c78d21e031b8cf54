import { z } from 'zod';
import type { ListSpec } from '../list-spec';

export const municipalitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state_code: z.string().length(2),
});
export type Municipality = z.infer<typeof municipalitySchema>;

export const municipalityListSpec: ListSpec = {
  filterable: { id: 'integer', name: 'text', state_code: 'text' },
  sortable: ['id', 'name', 'state_code'],
  searchable: ['name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  rankSearch: true,
};
