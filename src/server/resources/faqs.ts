import { faqInputSchema, faqListSpec, faqSchema } from '../../domain/schemas/faq';
import type { ResourceDefinition } from './definition';

export const faqs: ResourceDefinition = {
  name: 'faqs',
  table: 'faqs',
  subject: 'Faq',
  idKind: 'integer',
  record: faqSchema,
  input: faqInputSchema,
  list: faqListSpec,
  description: 'Frequently asked questions per language, ordered by position.',
};
