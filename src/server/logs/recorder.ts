import type { Db } from '../db/index';
import { LOG_CONTEXT_MAX, LOG_MESSAGE_MAX, type LogLevel } from '../../domain/schemas/log';

export interface LogInput {
  level: LogLevel;
  category: string;
  message: string;
  context?: Record<string, unknown> | null;
  source?: string;
  userId?: string | null;
}

/** Entries older than this are deleted, at most once an hour, by the next recording. */
export const LOG_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 3_600_000;
const lastPrune = new WeakMap<Db, number>();

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** JSON of the context, cut to the column's budget (an over-long context keeps its start, marked as truncated). */
function contextText(context: Record<string, unknown> | null | undefined): string | null {
  if (!context || Object.keys(context).length === 0) return null;
  let text: string;
  try {
    text = JSON.stringify(context, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  } catch {
    text = JSON.stringify({ unserializable: true });
  }
  return text.length > LOG_CONTEXT_MAX ? JSON.stringify({ truncated: text.slice(0, LOG_CONTEXT_MAX - 40) }) : text;
}

/**
 * Writes one entry to the logs table. Never throws and never rejects: a failing log write must not
 * turn a request (or the mail worker) into a failure; it returns false instead.
 */
export async function recordLog(db: Db, entry: LogInput, now = new Date()): Promise<boolean> {
  try {
    await db.insertInto('logs').values({
      created_at: now.toISOString(),
      level: entry.level,
      category: cut(entry.category, 30),
      message: cut(entry.message.trim() || '(no message)', LOG_MESSAGE_MAX),
      context: contextText(entry.context),
      source: cut(entry.source ?? '', 300),
      user_id: entry.userId ? cut(entry.userId, 64) : null,
    }).execute();
    await pruneOld(db, now);
    return true;
  } catch {
    return false;
  }
}

async function pruneOld(db: Db, now: Date) {
  const last = lastPrune.get(db) ?? 0;
  if (now.getTime() - last < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  const before = new Date(now.getTime() - LOG_RETENTION_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('logs').where('created_at', '<', before).execute();
}

/** The message and stack of anything thrown. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack?.slice(0, 4000) };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error) };
}
