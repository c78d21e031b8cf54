import { documentInputSchema, documentListSpec, documentSchema } from '../../domain/schemas/document';
import { defineResource } from './definition';

/** Metadata only: the file is served by GET /api/documents/:id/file (content/routes.ts). */
export const documents = defineResource({
  name: 'documents',
  table: 'documents',
  subject: 'Document',
  idKind: 'integer',
  record: documentSchema,
  input: documentInputSchema,
  list: documentListSpec,
  description: 'Auxiliary documents (checklists, templates, forms) per language; download each from /api/documents/{id}/file.',
});
