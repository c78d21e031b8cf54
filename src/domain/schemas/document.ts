import { z } from 'zod';
import { LOCALES } from '../constants';
import type { ListSpec } from '../list-spec';
import { isoDate } from './common';

export const DOCUMENT_CATEGORIES = ['checklist', 'template', 'form', 'guide'] as const;

/** An auxiliary document; its file is served by GET /api/documents/:id/file. */
export const documentInputSchema = z.object({
  title: z.string().trim().min(2).max(200),
  description: z.string().trim().max(2000).default(''),
  category: z.enum(DOCUMENT_CATEGORIES),
  file_name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,120}$/),
  mime_type: z.string().trim().max(100).default('application/pdf'),
  size: z.number().int().nonnegative().default(0),
  locale: z.enum(LOCALES),
  published_at: isoDate,
});
export const documentSchema = documentInputSchema.extend({ id: z.number().int() });
export type PortalDocument = z.infer<typeof documentSchema>;

export const documentListSpec: ListSpec = {
  filterable: { id: 'integer', category: 'text', locale: 'text', published_at: 'date' },
  sortable: ['id', 'title', 'category', 'published_at'],
  searchable: ['title', 'description', 'file_name'],
  defaultSort: [{ field: 'title', order: 'asc' }],
};
