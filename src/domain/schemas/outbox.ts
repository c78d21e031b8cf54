import { z } from 'zod';
import type { ListSpec } from '../list-spec';

/** A message of the mail outbox (read-only; shown to developers). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSpec: ListSpec = {
  filterable: { id: 'integer', to_address: 'text', subject: 'text', created_at: 'text', sent_at: 'text', failed_at: 'text', attempts: 'integer' },
  sortable: ['id', 'to_address', 'subject', 'created_at', 'sent_at', 'failed_at', 'attempts', 'next_attempt_at'],
  searchable: ['to_address', 'subject'],
  defaultSort: [{ field: 'id', order: 'desc' }],
};
