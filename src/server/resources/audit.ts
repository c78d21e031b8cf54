import { auditEntryListSpec, auditEntrySchema } from '../../domain/schemas/audit-entry';
import { defineResource } from './definition';

/**
 * GET /api/audit: the audit trail of staff writes (Desenvolvedor, Administrador; Interno the entries of the records
 * it manages, a condition of the ability file). Read-only: no input, so no route writes, changes or deletes an entry.
 */
export const audit = defineResource({
  name: 'audit',
  table: 'audit_entries',
  subject: 'AuditEntry',
  idKind: 'integer',
  record: auditEntrySchema,
  list: auditEntryListSpec,
  // Entries arrive with every other resource's writes, not through this API: a cached page would hide them.
  uncached: true,
  // The columns of the /auditoria screen, in its order (headers: src/domain/labels, audit.fields).
  exportColumns: ['created_at', 'user_name', 'action', 'resource', 'record_id', 'changes', 'ip', 'request_id'],
  description: 'Audit trail of staff writes: who changed which record, when, how (action) and the fields before → after. Newest first.',
});
