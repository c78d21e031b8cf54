import { z } from 'zod';
import type { ListSpec } from '../list-spec';

export const stateSchema = z.object({
  id: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
  region: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const stateListSpec: ListSpec = {
  filterable: { id: 'integer', code: 'text', name: 'text', region: 'text' },
  sortable: ['id', 'code', 'name', 'region'],
  searchable: ['name', 'code'],
  defaultSort: [{ field: 'name', order: 'asc' }],
};
