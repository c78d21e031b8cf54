import { z } from 'zod';
import { LOCALES } from '../constants';
import type { ListSpec } from '../list-spec';

const ADMIN_PAGE_KINDS = ['documentation', 'guide'] as const;
export type AdminPageKind = (typeof ADMIN_PAGE_KINDS)[number];

export const ADMIN_PAGE_LIMITS = { title: 200, body: 50_000 } as const;

/**
 * One section of the internal documentation or guide, in one language. `body_md` is Markdown stored as
 * written; the screen renders it without raw HTML, so a tag in it shows as text and never runs.
 */
export const adminPageInputSchema = z.object({
  locale: z.enum(LOCALES),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
  title: z.string().trim().min(2).max(ADMIN_PAGE_LIMITS.title),
  body_md: z.string().max(ADMIN_PAGE_LIMITS.body),
  position: z.number().int().min(0).max(10_000).default(0),
});
export const adminPageSchema = adminPageInputSchema.extend({
  id: z.number().int(),
  kind: z.enum(ADMIN_PAGE_KINDS),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export type AdminPageInput = z.input<typeof adminPageInputSchema>;

export const adminPageListSpec: ListSpec = {
  filterable: { id: 'integer', locale: 'text', slug: 'text' },
  sortable: ['id', 'position', 'title', 'updated_at'],
  searchable: ['title', 'body_md'],
  defaultSort: [{ field: 'position', order: 'asc' }],
};
