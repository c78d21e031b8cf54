import nodemailer from 'nodemailer';
import type { Selectable } from 'kysely';
import type { AppConfig } from '../config';
import type { Db } from '../db/index';
import type { OutboxTable } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxMessage = Selectable<OutboxTable>;

export interface SendResult {
  id: number;
  /** True only when SMTP accepted the message; false when there is no SMTP_URL or delivery failed (see the outbox row). */
  delivered: boolean;
}

/**
 * Writes the message to the outbox and, when SMTP_URL is set, delivers it and records the outcome on the row.
 * Delivery failures are recorded, not thrown: the outbox is the source of truth for what was meant to be sent.
 */
export async function sendMail(
  db: Db,
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  message: MailMessage,
): Promise<SendResult> {
  const row = await db.insertInto('outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!config.smtpUrl) return { id: row.id, delivered: false };

  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
    await db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    return { id: row.id, delivered: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.updateTable('outbox')
      .set({ failed_at: new Date().toISOString(), error: reason.slice(0, 2000) })
      .where('id', '=', row.id)
      .execute();
    return { id: row.id, delivered: false };
  } finally {
    transport.close();
  }
}

/** The most recent outbox message to an address (tests read activation links from it). */
export async function latestMailTo(db: Db, address: string): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
