import { z } from 'zod';
import { LOCALES } from '../constants';
import type { ListSpec } from '../list-spec';

export const FAQ_CATEGORIES = ['general', 'plans', 'preanalysis', 'opea', 'aerodromes', 'sysaga'] as const;

/** A frequently asked question, in one language; `position` orders the list. */
export const faqInputSchema = z.object({
  question: z.string().trim().min(5).max(500),
  answer: z.string().trim().min(2).max(4000),
  category: z.enum(FAQ_CATEGORIES),
  position: z.number().int().min(0).max(10_000).default(0),
  locale: z.enum(LOCALES),
});
export const faqSchema = faqInputSchema.extend({ id: z.number().int() });
export type Faq = z.infer<typeof faqSchema>;

export const faqListSpec: ListSpec = {
  filterable: { id: 'integer', category: 'text', locale: 'text' },
  sortable: ['id', 'position', 'question', 'category'],
  searchable: ['question', 'answer'],
  defaultSort: [{ field: 'position', order: 'asc' }],
};
