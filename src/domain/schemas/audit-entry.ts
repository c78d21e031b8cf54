import { z } from 'zod';
import type { ListSpec } from '../list-spec';

/** What a staff write did to a record (issue 12.3). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'publish', 'withdraw', 'block', 'unblock', 'theme', 'translation'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its value before and after the write (null for create's before and delete's after). */
const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
type AuditChange = z.infer<typeof auditChangeSchema>;
/** `changes` as stored: JSON text of field → { before, after }. */
export type AuditChanges = Record<string, AuditChange>;

/** One entry of the audit trail: append-only, written in the transaction of the change it describes. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  resource: z.string(),
  record_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** JSON text of AuditChanges (only the fields that changed; secrets left out). */
  changes: z.string(),
  request_id: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The changes of an entry, or none when the text is not what the server writes. */
export function parseAuditChanges(text: string): AuditChanges {
  try {
    const parsed = z.record(z.string(), auditChangeSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export const auditEntryListSpec: ListSpec = {
  filterable: { id: 'integer', user_id: 'text', user_name: 'text', resource: 'text', record_id: 'text', action: 'text', created_at: 'text' },
  sortable: ['id', 'created_at', 'user_name', 'resource', 'action'],
  searchable: ['user_name', 'record_id', 'changes'],
  defaultSort: [{ field: 'id', order: 'desc' }],
};
