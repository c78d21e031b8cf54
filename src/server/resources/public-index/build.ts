import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { sql, type SqlBool } from 'kysely';
import type { DynamicDb } from '../../db/dynamic';
import { dialectOf } from '../../db/portable';
import { columnFromOrder, columnFromValues, type Column, type Value } from './columns';
import type { Snapshot } from './search';
import { WordIndexBuilder } from './words';

/** Rows read per query: each read (a few ms) lets the server answer between two. */
const CHUNK = 5_000;
/** The rows the index holds: what a visitor may read (domain/access.ts, PUBLISHED). */
export const PUBLISHED = { column: 'status', value: 'published' } as const;

export interface IndexedColumns {
  /** Columns the public list sorts by; each has an index (status, column, id) to read them in order. */
  sorts: readonly string[];
  /** Columns filtered by equality or range only. */
  filters: readonly string[];
  /** Columns whose values are flags (true/false on PostgreSQL, 1/0 on SQLite): held as 1/0. */
  flags: readonly string[];
}

/** The table's change counter (kept by triggers, migration 2026-12-06T0400). */
export async function versionOf(db: DynamicDb, table: string): Promise<number> {
  const row = await db.selectFrom('list_versions').select('version').where('table_name', '=', table).executeTakeFirst();
  return Number(row?.version ?? 0);
}

const published = () => sql<SqlBool>`${sql.ref(PUBLISHED.column)} = ${PUBLISHED.value}`;

/** Reads the published rows of `table` into a snapshot, in chunks; null when the table changed while it read. */
export async function buildSnapshot(db: DynamicDb, table: string, columns: IndexedColumns): Promise<Snapshot | null> {
  const version = await versionOf(db, table);
  const flag = (column: string, value: unknown): Value => (columns.flags.includes(column) ? (value === true || value === 1 ? 1 : 0) : (value as Value));
  // In id order: ids, search texts and the filter-only columns.
  const ids: number[] = [];
  const words = new WordIndexBuilder();
  const raw = new Map<string, Value[]>(columns.filters.map((c) => [c, []]));
  for (let after = -Infinity; ;) {
    let page = db
      .selectFrom(table)
      .select(['id', 'search_text', ...columns.filters])
      .where(published())
      .orderBy('id')
      .limit(CHUNK);
    if (after !== -Infinity) page = page.where('id', '>', after);
    const rows = await page.execute();
    for (const row of rows) {
      ids.push(Number(row.id));
      words.add(String(row.search_text ?? ''));
      for (const [column, values] of raw) values.push(flag(column, row[column]));
    }
    if (rows.length < CHUNK) break;
    after = ids.at(-1)!;
    await yieldToEvents();
  }
  const rowOf = rowNumbers(ids);
  const built = new Map<string, Column>();
  for (const [column, values] of raw) built.set(column, columnFromValues(values));
  for (const column of columns.sorts) {
    const ordered = await readInOrder(db, table, column, rowOf);
    if (ordered.rows.length !== ids.length) return null;
    built.set(column, columnFromOrder(ordered.rows, ordered.values));
    await yieldToEvents();
  }
  // A write while reading (the counter moved) may have split the rows between two states: not a snapshot.
  if ((await versionOf(db, table)) !== version) return null;
  return { version, ids: Float64Array.from(ids), columns: built, words: words.finish() };
}

/** id → row number (rows are numbered in id order). */
function rowNumbers(ids: number[]): (id: number) => number {
  const max = ids.at(-1) ?? 0;
  if (max <= 4 * ids.length + 1024) {
    const direct = new Int32Array(max + 1).fill(-1);
    ids.forEach((id, row) => (direct[id] = row));
    return (id) => (id >= 0 && id <= max ? direct[id]! : -1);
  }
  const sorted = Float64Array.from(ids);
  return (id) => {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (sorted[mid] === id) return mid;
      if (sorted[mid]! < id) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  };
}

/**
 * The published rows in the database's `order by column, id`, read by keyset in chunks: the database's collation
 * and its null placement (SQLite first, PostgreSQL last) hold in memory as they do in SQL.
 */
async function readInOrder(db: DynamicDb, table: string, column: string, rowOf: (id: number) => number) {
  const rows: number[] = [];
  const values: Value[] = [];
  const take = (batch: Record<string, unknown>[]) => {
    for (const row of batch) {
      rows.push(rowOf(Number(row.id)));
      values.push((row[column] ?? null) as Value);
    }
  };
  const nulls = async () => {
    for (let after = -Infinity; ;) {
      let page = db.selectFrom(table).select(['id', column]).where(published()).where(column, 'is', null).orderBy('id').limit(CHUNK);
      if (after !== -Infinity) page = page.where('id', '>', after);
      const batch = await page.execute();
      take(batch);
      if (batch.length < CHUNK) return;
      after = Number(batch.at(-1)!.id);
      await yieldToEvents();
    }
  };
  const present = async () => {
    for (let last: Record<string, unknown> | undefined; ;) {
      let page = db.selectFrom(table).select(['id', column]).where(published()).where(column, 'is not', null).orderBy(column).orderBy('id').limit(CHUNK);
      if (last) page = page.where(sql<boolean>`(${sql.ref(column)}, ${sql.ref('id')}) > (${last[column]}, ${last.id})`);
      const batch = await page.execute();
      take(batch);
      if (batch.length < CHUNK) return;
      last = batch.at(-1);
      await yieldToEvents();
    }
  };
  if (dialectOf(db) === 'sqlite') {
    await nulls();
    await present();
  } else {
    await present();
    await nulls();
  }
  if (rows.some((row) => row < 0)) return { rows: new Uint32Array(0), values: [] };
  return { rows: Uint32Array.from(rows), values };
}
