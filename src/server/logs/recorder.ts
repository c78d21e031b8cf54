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
const LOG_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 3_600_000;
const lastPrune = new WeakMap<Db, number>();

/**
 * A second entry with the same level, category, message and source within this window is not stored: the first
 * one's context counts it (`repeats`, `last_seen_at`), so a loop that fails a thousand times is one row.
 */
const LOG_REPEAT_WINDOW_MS = 10 * 60_000;
/** LOGS_MAX_ROWS when the logs plugin has not set one (a Db used outside the app). */
const DEFAULT_LOGS_MAX_ROWS = 100_000;
const bounds = new WeakMap<Db, { maxRows: number; inserts: number }>();

/** The row bound of the logs table of this database (LOGS_MAX_ROWS); set by the logs plugin. */
export function configureLogBound(db: Db, maxRows: number) {
  bounds.set(db, { maxRows, inserts: 0 });
}

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
    const row = {
      created_at: now.toISOString(),
      level: entry.level,
      category: cut(entry.category, 30),
      message: cut(entry.message.trim() || '(no message)', LOG_MESSAGE_MAX),
      context: contextText(entry.context),
      source: cut(entry.source ?? '', 300),
      user_id: entry.userId ? cut(entry.userId, 64) : null,
    };
    if (await foldRepeat(db, row, now)) return true;
    await db.insertInto('logs').values(row).execute();
    await keepBound(db);
    await pruneOld(db, now);
    return true;
  } catch {
    return false;
  }
}

/** Counts the entry on the same one recorded within the window, if there is one; true when it did. */
async function foldRepeat(db: Db, row: { level: LogLevel; category: string; message: string; source: string }, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOG_REPEAT_WINDOW_MS).toISOString();
  const previous = await db
    .selectFrom('logs')
    .select(['id', 'context'])
    .where('category', '=', row.category)
    .where('created_at', '>=', since)
    .where('created_at', '<=', now.toISOString())
    .where('level', '=', row.level)
    .where('source', '=', row.source)
    .where('message', '=', row.message)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous) return false;
  let context: Record<string, unknown> = {};
  try {
    const parsed: unknown = previous.context ? JSON.parse(previous.context) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) context = parsed as Record<string, unknown>;
  } catch {
    // A context that is not JSON is replaced by the count alone.
  }
  const repeats = (typeof context.repeats === 'number' ? context.repeats : 0) + 1;
  await db
    .updateTable('logs')
    .set({ context: JSON.stringify({ ...context, repeats, last_seen_at: now.toISOString() }) })
    .where('id', '=', previous.id)
    .execute();
  return true;
}

/**
 * Keeps the table near its bound cheaply: every tenth of the bound of inserts (at most every 1000), the entries
 * older than the newest LOGS_MAX_ROWS are deleted, so the table never holds more than about 1.1 × the bound.
 */
async function keepBound(db: Db) {
  let bound = bounds.get(db);
  if (!bound) bounds.set(db, (bound = { maxRows: DEFAULT_LOGS_MAX_ROWS, inserts: 0 }));
  bound.inserts += 1;
  if (bound.inserts < Math.max(1, Math.min(1000, Math.floor(bound.maxRows / 10)))) return;
  bound.inserts = 0;
  await pruneToNewest(db, bound.maxRows);
}

/** Deletes every entry but the newest `maxRows` (by id); returns how many went. */
export async function pruneToNewest(db: Db, maxRows: number): Promise<number> {
  const edge = await db.selectFrom('logs').select('id').orderBy('id', 'desc').limit(1).offset(maxRows).executeTakeFirst();
  if (!edge) return 0;
  const result = await db.deleteFrom('logs').where('id', '<=', edge.id).executeTakeFirst();
  return Number(result.numDeletedRows);
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
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}
