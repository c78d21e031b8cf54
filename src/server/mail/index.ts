import type { Selectable } from 'kysely';
import type { AppConfig } from '../config';
import type { Db } from '../db/index';
import type { OutboxTable } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface StoredAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

const storeAttachments = (list: MailAttachment[] | undefined): string | null =>
  list && list.length > 0
    ? JSON.stringify(list.map((a): StoredAttachment => ({ filename: a.filename, content_type: a.contentType, content_base64: a.content.toString('base64') })))
    : null;

/** The attachments of an outbox row, as nodemailer takes them. */
export function outboxAttachments(row: Pick<OutboxMessage, 'attachments'>): MailAttachment[] {
  if (!row.attachments) return [];
  return (JSON.parse(row.attachments) as StoredAttachment[]).map((a) => ({
    filename: a.filename,
    contentType: a.content_type,
    content: Buffer.from(a.content_base64, 'base64'),
  }));
}

export type OutboxMessage = Selectable<OutboxTable>;
export type MailConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;

export interface SendResult {
  id: number;
  /** True only when SMTP accepted the message; false when there is no SMTP_URL or delivery failed (see the outbox row). */
  delivered: boolean;
}

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; after the 5th failure the message stays failed for good. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** While one attempt runs, the row is leased for this long so the worker does not pick it up twice. */
const LEASE_MS = 60_000;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * Writes the message to the outbox and, when SMTP_URL is set, tries to deliver it at once.
 * A failure is recorded on the row (error, attempts, next_attempt_at) and retried by the mail worker,
 * never thrown: the outbox is the source of truth for what was meant to be sent.
 */
export async function sendMail(db: Db, config: MailConfig, message: MailMessage): Promise<SendResult> {
  const now = new Date();
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: storeAttachments(message.attachments),
      created_at: now.toISOString(),
      attempts: 0,
      // Leased for the immediate attempt below; if the process dies first, the worker sends it after the lease.
      next_attempt_at: later(now, LEASE_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!config.smtpUrl) return { id: row.id, delivered: false };
  return { id: row.id, delivered: await attempt(db, config, row) };
}

/** One SMTP attempt for an outbox row; records success, or the error and when to try again. */
async function attempt(db: Db, config: MailConfig, row: OutboxMessage, now = new Date()): Promise<boolean> {
  // Loaded on the first send: without SMTP_URL (mail kept in the outbox) it is never needed.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  const attempts = row.attempts + 1;
  try {
    await transport.sendMail({
      from: config.mailFrom,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments: outboxAttachments(row),
    });
    await db.updateTable('outbox').set({ sent_at: new Date().toISOString(), attempts, next_attempt_at: null, error: null }).where('id', '=', row.id).execute();
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = RETRY_DELAYS_MS[attempts - 1];
    await db
      .updateTable('outbox')
      .set({
        failed_at: new Date().toISOString(),
        error: reason.slice(0, 2000),
        attempts,
        next_attempt_at: delay === undefined ? null : later(now, delay),
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  } finally {
    transport.close();
  }
}

/**
 * Delivers every message whose next attempt is due at `now` (the worker calls this; tests call it
 * with a later `now` instead of waiting). Each row is claimed by moving its next_attempt_at first,
 * so two workers (or two instances on one PostgreSQL) never send the same message twice.
 */
export async function deliverDueMail(db: Db, config: MailConfig, now = new Date(), limit = 50): Promise<{ sent: number; failed: number }> {
  const outcome = { sent: 0, failed: 0 };
  if (!config.smtpUrl) return outcome;
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', 'is not', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const row of due) {
    const claimed = await db
      .updateTable('outbox')
      .set({ next_attempt_at: later(now, LEASE_MS) })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (await attempt(db, config, row, now)) outcome.sent += 1;
    else outcome.failed += 1;
  }
  return outcome;
}
