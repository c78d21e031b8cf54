import { legislationInputSchema, legislationListSpec, legislationSchema } from '../../domain/schemas/legislation';
import { defineResource } from './definition';

export const legislation = defineResource({
  name: 'legislation',
  table: 'legislation',
  subject: 'Legislation',
  idKind: 'integer',
  record: legislationSchema,
  input: legislationInputSchema,
  list: legislationListSpec,
  description: 'Rules that govern the AGA processes (ICA 11-3, ICA 11-4, ICA 11-408, Portaria 957/GC3), summarised per language.',
});
