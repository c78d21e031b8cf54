import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditChanges } from '../../domain/schemas/audit-entry';
import type { Database } from '../db/schema';

type Row = Record<string, unknown>;

/**
 * Never written to the trail: secrets, the bookkeeping stamps the entry itself records (who and when), and the
 * search column derived from the other fields (db/search-text.ts).
 */
const LEFT_OUT = /password|secret|token|hash|^updated_at$|^updated_by$|^search_text$/i;

/** What one staff write did: the record it touched and its values before and after (null: created / deleted). */
export interface AuditChange {
  resource: string;
  recordId: string | number;
  action: AuditAction;
  before: Row | null;
  after: Row | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that changed, before → after; a create lists its after values, a delete its before values. */
function changedFields(before: Row | null, after: Row | null): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (LEFT_OUT.test(field) || field === 'id') continue;
    const was = before ? (before[field] ?? null) : null;
    const now = after ? (after[field] ?? null) : null;
    if (before && after && same(was, now)) continue;
    if (!before && now === null) continue;
    if (!after && was === null) continue;
    changes[field] = { before: was, after: now };
  }
  return changes;
}

/**
 * Writes one audit entry for a staff write. Call it with the transaction of the change (`trx`): a write that fails
 * or is refused then leaves no entry, and an entry that cannot be written undoes the change. An update that changed
 * no field leaves none (returns false).
 */
export async function recordAudit(trx: Kysely<Database>, request: FastifyRequest, change: AuditChange): Promise<boolean> {
  const changes = changedFields(change.before, change.after);
  if (change.action === 'update' && Object.keys(changes).length === 0) return false;
  const user = request.user;
  await trx
    .insertInto('audit_entries')
    .values({
      created_at: new Date().toISOString(),
      user_id: user?.id ?? '',
      user_name: (user?.name || user?.username || '').slice(0, 200),
      resource: change.resource,
      record_id: String(change.recordId).slice(0, 300),
      action: change.action,
      changes: JSON.stringify(changes),
      request_id: String(request.id).slice(0, 100),
      ip: (request.ip ?? '').slice(0, 64),
    })
    .execute();
  return true;
}
