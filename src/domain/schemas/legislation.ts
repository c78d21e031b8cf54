import { z } from 'zod';
import { LOCALES } from '../constants';
import type { ListSpec } from '../list-spec';

/** A rule that governs the AGA processes (ICA 11-3, ICA 11-408 …), described in one language. */
export const legislationInputSchema = z.object({
  code: z.string().trim().min(2).max(60),
  title: z.string().trim().min(2).max(300),
  summary: z.string().trim().max(4000).default(''),
  issuing_body: z.string().trim().max(200).default(''),
  year: z.number().int().min(1900).max(2100).nullable().default(null),
  reference: z.string().trim().max(500).default(''),
  locale: z.enum(LOCALES),
});
export const legislationSchema = legislationInputSchema.extend({ id: z.number().int() });
export type Legislation = z.infer<typeof legislationSchema>;

export const legislationListSpec: ListSpec = {
  filterable: { id: 'integer', code: 'text', locale: 'text', issuing_body: 'text', year: 'integer' },
  sortable: ['id', 'code', 'title', 'year'],
  searchable: ['code', 'title', 'summary', 'issuing_body'],
  defaultSort: [{ field: 'code', order: 'asc' }],
};
