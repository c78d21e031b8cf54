import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { ListSpec } from '../../../domain/list-spec';
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { DynamicDb } from '../../db/dynamic';
import { sqliteHandleOf } from '../../db/index';
import type { RowRule } from '../../access/where-allowed';
import type { ListQuery } from '../list-query';
import { wordsOf } from '../list-sql';
import { narrow, type Column, type Value } from './columns';
import { buildSnapshot, PUBLISHED, versionOf, type IndexedColumns } from './build';
import { search, testOf, type Search, type Snapshot, type Test } from './search';

type Row = Record<string, unknown>;
/** After a failed build, the next try waits this long. */
const RETRY_AFTER_FAILURE_MS = 30_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = '__list_version';
const RECORD = '__record';

/** A page of records and the bounded count of its search, answered from memory. */
export interface IndexAnswer {
  /** The page's records, each as JSON text (up to the page size). */
  records: string[];
  /** The rows found from the page's start, up to the page size + 1 (one more proves more rows follow). */
  found: number;
  /** Matching rows counted up to the bound + 1 (as resources/list-count.ts counts them). */
  count: number;
}

/**
 * The public list of a table in memory (docs/performance.md, "Varied searches"): a visitor's search — filters by
 * equality or date range, words of `q`, one sort column, a page — is answered from a snapshot of the published rows
 * (search.ts), and only the page's rows are read from the database, with the table's change counter in the same
 * query. A write anywhere (this instance, another one, a script) moves the counter (triggers, migration
 * 2026-12-06T0400): the answer is dropped, the search goes to SQL, and a new snapshot is read in the background.
 * Anything the snapshot cannot answer exactly (staff searches, other operators, several sort columns) goes to SQL.
 */
export class PublicListIndex {
  private snapshot: Snapshot | null = null;
  private readonly sqlite: SqliteConnection | undefined;
  private readonly statements = new Map<number, Statement>();
  /** Each prepared statement's parameters, its ids as -1, -2, … */
  private readonly slots = new Map<number, readonly unknown[]>();
  private building = false;
  private failedAt = -Infinity;

  constructor(
    private readonly db: DynamicDb,
    private readonly table: string,
    private readonly spec: ListSpec,
    private readonly columns: IndexedColumns,
    private readonly maxRows: number,
    private readonly log: FastifyBaseLogger,
    /** The columns a record shows (the search text stays in the database). */
    private readonly recordColumns: readonly string[],
    /** A row as the API's JSON record (resources/rows.ts): flags become booleans. */
    private readonly recordJson: (row: Row) => string,
  ) {
    this.sqlite = sqliteHandleOf(db);
  }

  /** The answer from memory, or null when SQL must answer (not a visitor's search, no snapshot yet, or a stale one). */
  async answer(query: ListQuery, rule: RowRule, countBound: number): Promise<IndexAnswer | null> {
    const size = query.end - query.start;
    if (!isPublishedOnly(rule)) return null;
    const snapshot = this.snapshot;
    if (!snapshot) {
      this.refresh();
      return null;
    }
    const plan = this.plan(snapshot, query, countBound);
    if (!plan) return null;
    const found = search(snapshot, plan);
    // The row after the page only tells that more follow: its record is not read.
    const ids = found.rows.slice(0, size).map((row) => snapshot.ids[row]!);
    const { records, version } = await this.read(ids);
    if (version !== snapshot.version || records.length !== ids.length) {
      if (this.snapshot === snapshot) this.snapshot = null;
      this.refresh();
      return null;
    }
    return { records, found: found.rows.length, count: found.count };
  }

  /** The page's records by id, in the page's order, with the change counter read by the same statement. */
  private async read(ids: number[]): Promise<{ records: string[]; version: number }> {
    if (ids.length === 0) return { records: [], version: await versionOf(this.db, this.table) };
    const found: Row[] = this.sqlite
      ? this.readSqlite(ids)
      : (await this.pageQuery(ids).execute()).map(({ [VERSION]: version, ...row }: Row) => ({
          id: row.id,
          [VERSION]: version,
          [RECORD]: this.recordJson(row),
        }));
    const byId = new Map(found.map((row) => [Number(row.id), row[RECORD] as string]));
    const records = ids.flatMap((id) => byId.get(id) ?? []);
    return { records, version: Number(found[0]?.[VERSION] ?? -1) };
  }

  /**
   * The page's rows and the counter. On SQLite each record's JSON is made by the database (json_object, flags as
   * true/false as rows.ts makes them): the rows' values are not turned into JavaScript objects and back into text,
   * which was half the time of reading them.
   */
  private pageQuery(ids: number[]) {
    const counter = sql<number>`(select version from list_versions where table_name = ${this.table})`;
    const selected = this.sqlite ? ['id', this.recordObject().as(RECORD)] : this.recordColumns;
    return this.db
      .selectFrom(this.table)
      .select([...selected, counter.as(VERSION)])
      .where('id', 'in', ids)
      .where(PUBLISHED.column, '=', PUBLISHED.value);
  }

  /** SQLite's JSON text of a record: its columns by name, flags as true/false. */
  private recordObject() {
    const fields = this.recordColumns.flatMap((column) => [
      sql.lit(column),
      this.columns.flags.includes(column) ? sql`json(case when ${sql.ref(column)} = 1 then 'true' else 'false' end)` : sql.ref(column),
    ]);
    return sql<string>`json_object(${sql.join(fields)})`;
  }

  /**
   * The same statement on SQLite, prepared once per page size: on the single thread every search shares, preparing
   * and compiling it each time cost about as much as reading the rows (docs/performance.md, "Varied searches").
   */
  private readSqlite(ids: number[]): Row[] {
    let statement = this.statements.get(ids.length);
    if (!statement) {
      // Compiled with ids -1, -2, … so that each search's ids go where those are (no id is negative).
      const compiled = this.pageQuery(ids.map((_, i) => -1 - i)).compile();
      statement = this.sqlite!.prepare(compiled.sql);
      this.statements.set(ids.length, statement);
      this.slots.set(ids.length, compiled.parameters);
    }
    const slots = this.slots.get(ids.length)!;
    return statement.all(...slots.map((value) => (typeof value === 'number' && value < 0 ? ids[-1 - value] : value))) as Row[];
  }

  /** The search in the snapshot's terms, or null when it holds something the snapshot cannot answer exactly. */
  private plan(snapshot: Snapshot, query: ListQuery, countBound: number): Search | null {
    if (query.sort.length !== 1 || (query.q && this.spec.rankSearch)) return null;
    const [{ field, order }] = query.sort as [ListQuery['sort'][number]];
    const sort = field === 'id' ? null : snapshot.columns.get(field);
    if (sort === undefined) return null;
    // Each column's filters narrowed to one set of codes (date_gte and date_lte: one range), so the smallest leads.
    const accepted = new Map<Column, Uint8Array>();
    for (const filter of query.filters) {
      const column = snapshot.columns.get(filter.field);
      if (!column?.values || (filter.op !== 'eq' && filter.op !== 'gte' && filter.op !== 'lte')) return null;
      const kind = this.spec.filterable[filter.field];
      // Ranges as SQL compares them: numbers, and dates stored as YYYY-MM-DD (compared as text by both databases).
      const comparable = (v: Value) => (kind === 'integer' && typeof v === 'number') || (kind === 'date' && typeof v === 'string' && ISO_DATE.test(v));
      if (filter.op !== 'eq' && !filter.values.every(comparable)) return null;
      const accepts = accepted.get(column) ?? new Uint8Array(column.values.length).fill(1);
      narrow(column, accepts, filter.op, filter.values);
      accepted.set(column, accepts);
    }
    const tests: Test[] = [...accepted].map(([column, accepts]) => testOf(column, accepts));
    const words = query.q ? wordsOf(query.q) : [];
    if (query.q && (this.spec.searchable.length === 0 || words.length === 0)) return null;
    return {
      tests,
      words,
      sort,
      descending: order === 'desc',
      start: query.start,
      take: query.end - query.start + 1,
      countUpTo: countBound > 0 ? countBound + 1 : 0,
    };
  }

  /**
   * Reads a new snapshot in the background, unless one is being read or the last try failed a moment ago. The first
   * visitor's search asks for it, not the start: an instance no visitor searches (staff only) holds no snapshot.
   */
  private refresh() {
    if (this.building || performance.now() - this.failedAt < RETRY_AFTER_FAILURE_MS || this.maxRows === 0) return;
    this.building = true;
    void this.build().finally(() => (this.building = false));
  }

  private async build() {
    try {
      const published = await this.db
        .selectFrom(this.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(PUBLISHED.column, '=', PUBLISHED.value)
        .executeTakeFirstOrThrow();
      if (Number(published.n) > this.maxRows) {
        this.failedAt = performance.now();
        this.log.info(
          { table: this.table, rows: Number(published.n), max: this.maxRows },
          'public list index: more rows than LIST_INDEX_MAX_ROWS, searches stay in SQL',
        );
        return;
      }
      const started = performance.now();
      const snapshot = await buildSnapshot(this.db, this.table, this.columns);
      // null: a write came in while reading; the next search tries again.
      if (snapshot) {
        this.snapshot = snapshot;
        this.log.debug({ table: this.table, rows: snapshot.ids.length, ms: Math.round(performance.now() - started) }, 'public list index ready');
      }
    } catch (error) {
      this.failedAt = performance.now();
      this.log.error({ err: error, table: this.table }, 'public list index: reading the rows failed, searches stay in SQL');
    }
  }
}

/** Whether a caller's rows are exactly the published ones (a visitor's, or a role reading plans as the public does). */
function isPublishedOnly(rule: RowRule): boolean {
  return typeof rule === 'object' && 'column' in rule && rule.column === PUBLISHED.column && rule.op === '=' && rule.value === PUBLISHED.value;
}
