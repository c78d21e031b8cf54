import { z } from 'zod';
import { LOCALES } from '../constants';
import type { ListSpec } from '../list-spec';

/** One section of a content page: a heading, its paragraphs and an optional bulleted list. */
const pageSectionSchema = z.object({
  heading: z.string().trim().max(200).default(''),
  paragraphs: z.array(z.string().trim().min(1).max(4000)).max(20).default([]),
  list: z.array(z.string().trim().min(1).max(1000)).max(40).optional(),
});
export type PageSection = z.infer<typeof pageSectionSchema>;
export const pageBodySchema = z.array(pageSectionSchema).max(30);

/** The body is stored as JSON text: an array of sections. */
const bodyText = z
  .string()
  .max(100_000)
  .refine(
    (text) => {
      try {
        return pageBodySchema.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    },
    { message: 'invalid_value' },
  );

export const pageInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/),
  locale: z.enum(LOCALES),
  title: z.string().trim().min(2).max(200),
  summary: z.string().trim().max(1000).default(''),
  body: bodyText,
  updated_at: z.string().max(30).default(''),
});
export const pageSchema = pageInputSchema.extend({ id: z.number().int() });
export type ContentPage = z.infer<typeof pageSchema>;

/** The body of a page as sections; a body that does not parse shows as no sections. */
export function pageSections(page: Pick<ContentPage, 'body'>): PageSection[] {
  try {
    const parsed = pageBodySchema.safeParse(JSON.parse(page.body));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const pageListSpec: ListSpec = {
  filterable: { id: 'integer', slug: 'text', locale: 'text' },
  sortable: ['id', 'slug', 'locale', 'title'],
  searchable: ['title', 'summary', 'body'],
  defaultSort: [{ field: 'slug', order: 'asc' }],
};
