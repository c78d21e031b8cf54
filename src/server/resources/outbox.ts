import { outboxListSpec, outboxMessageSchema } from '../../domain/schemas/outbox';
import { defineResource } from './definition';

/** GET /api/outbox: every e-mail the portal meant to send, with its delivery state (developers only: subject Log). */
export const outbox = defineResource({
  name: 'outbox',
  table: 'outbox',
  subject: 'Log',
  idKind: 'integer',
  record: outboxMessageSchema,
  list: outboxListSpec,
  // Rows change behind the API (deliveries, retries by the mail worker of any instance): never cache a list.
  uncached: true,
  // The outbox screen's columns; its status is derived, so the file carries the dates it comes from (sent, failed).
  exportColumns: ['created_at', 'to_address', 'subject', 'sent_at', 'failed_at', 'attempts', 'error'],
  description: 'Mail outbox: sent, pending and failed messages with their attempts and next retry.',
});
