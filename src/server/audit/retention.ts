import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { dialectOf } from '../db/portable';

const HOUR_MS = 3_600_000;

/**
 * Deletes the audit entries older than `days` (AUDIT_RETENTION_DAYS); returns how many went. On PostgreSQL the
 * append-only trigger lets a DELETE through only in a transaction that set `aga.audit_purge` (docs/decisions.md).
 */
export async function purgeAuditEntries(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`set local aga.audit_purge = 'on'`.execute(trx);
    const result = await trx.deleteFrom('audit_entries').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Purges at start and every hour when a retention is configured (0, the default, keeps every entry forever). */
export function startAuditPurge(app: FastifyInstance): void {
  const days = app.config.auditRetentionDays;
  if (days === 0) return;
  const pass = () =>
    purgeAuditEntries(app.db, days)
      .then((count) => {
        if (count > 0) app.log.info({ count, days }, 'audit entries past retention purged');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'audit purge failed'));
  const timer = setInterval(pass, HOUR_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void pass();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
