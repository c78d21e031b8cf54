import { pageInputSchema, pageListSpec, pageSchema } from '../../domain/schemas/page';
import { defineResource } from './definition';

/** Public reading through the Document subject (there is no Page subject yet); only Desenvolvedor writes. */
export const pages = defineResource({
  name: 'pages',
  table: 'pages',
  subject: 'Document',
  idKind: 'integer',
  record: pageSchema,
  input: pageInputSchema,
  list: pageListSpec,
  description: 'Content pages of the public portal, one per slug and language; body is JSON text of sections { heading, paragraphs[], list? }.',
});
