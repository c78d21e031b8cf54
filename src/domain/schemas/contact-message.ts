import { z } from 'zod';
import type { ListSpec } from '../list-spec';

/** What a visitor sends from /atendimento; the same schema validates the browser form and the API. */
export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.string().trim().max(200).pipe(z.email()),
  subject: z.string().trim().min(3).max(200),
  message: z.string().trim().min(10).max(5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = contactMessageInputSchema.extend({
  id: z.number().int(),
  locale: z.string(),
  created_at: z.string(),
});

export const contactMessageListSpec: ListSpec = {
  filterable: { id: 'integer', email: 'text', created_at: 'date' },
  sortable: ['id', 'created_at', 'name', 'email'],
  searchable: ['name', 'email', 'subject', 'message'],
  defaultSort: [{ field: 'created_at', order: 'desc' }],
};
