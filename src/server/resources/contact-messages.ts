import { contactMessageListSpec, contactMessageSchema } from '../../domain/schemas/contact-message';
import { defineResource } from './definition';

/**
 * Read-only here (staff: Administrador through the Documentation subject, Desenvolvedor); visitors
 * send messages through POST /api/contact-messages in content/routes.ts, which is rate limited.
 */
export const contactMessages = defineResource({
  name: 'contact-messages',
  table: 'contact_messages',
  subject: 'Documentation',
  idKind: 'integer',
  record: contactMessageSchema,
  list: contactMessageListSpec,
  description: 'Messages sent from the contact form of /atendimento.',
});
