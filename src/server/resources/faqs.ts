import { faqInputSchema, faqListSpec, faqSchema } from '../../domain/schemas/faq';
import { defineResource } from './definition';

export const faqs = defineResource({
  name: 'faqs',
  table: 'faqs',
  subject: 'Faq',
  idKind: 'integer',
  record: faqSchema,
  input: faqInputSchema,
  list: faqListSpec,
  description: 'Frequently asked questions per language, ordered by position.',
});
