import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { SubjectName } from '../../domain/access';
import type { ListSpec } from '../../domain/list-spec';
import type { AuditAction } from '../../domain/schemas/audit-entry';
import type { Database } from '../db/schema';

/** The tables a resource can serve. */
export type ResourceTable = keyof Database & string;
/** A stored row of table T, as the database returns it. */
type StoredRow<T extends ResourceTable> = Selectable<Database[T]>;
/** A row about to be written to table T: the API input as columns, plus what hooks add (a PATCH names only some). */
type WriteRow<T extends ResourceTable> = Partial<StoredRow<T>>;
/** A column of table T. */
type Column<T extends ResourceTable> = keyof StoredRow<T> & string;

/** What describes a resource whatever its table. */
interface ResourceCore {
  name: string;
  subject: SubjectName;
  idKind: 'integer' | 'text';
  record: z.ZodObject;
  /** Body of POST and PUT; PATCH accepts any subset of it. Absent → the resource is read-only. */
  input?: z.ZodObject;
  list: ListSpec;
  /** True when rows also arrive outside this API (the error log): list answers are then never cached. */
  uncached?: boolean;
  /**
   * Visitors' searches answered from memory (resources/public-index): the columns sorted by (each with an index
   * `(status, column, id)`) and those only filtered. The table needs list_versions triggers (migration 2026-12-06T0400).
   */
  publicIndex?: { sorts: readonly string[]; filters: readonly string[] };
  description: string;
}

/** The parts checked against the table: R its stored row, W a row about to be written, C its columns. */
interface ResourceHooks<R, W, C extends string> {
  /** Columns stored as 0/1 that the API shows as booleans. */
  flags?: readonly C[];
  /**
   * Fixed column values: the resource sees only rows that have them and writes them on create (two resources over one
   * table). Not an access rule: who may read which rows is the ability file's (domain/access.ts), e.g. published plans.
   */
  scope?: Readonly<Partial<Record<C, string>>>;
  /** Columns of GET /api/<name>/export.{csv,xlsx,pdf}, in order; absent → no export routes (export-route.ts). */
  exportColumns?: readonly C[];
  /** Called after a successful POST with the created row (e.g. plans notify the municipality's subscribers). */
  afterCreate?: (app: FastifyInstance, created: R, request: FastifyRequest) => Promise<unknown>;
  /**
   * Called inside the creating transaction with the row about to be inserted; returns the row to insert
   * (e.g. complaints take their control number from a counter). May throw an HttpProblem to refuse.
   */
  beforeCreate?: (db: Kysely<Database>, row: W) => Promise<W>;
  /**
   * Checks that need the database (a referenced row exists, a value is not another row's), run on the
   * row about to be written inside the writing transaction: after beforeCreate on POST, on the stored row
   * merged with the changes on PUT/PATCH (`existing` is then the stored row). Throws an HttpProblem
   * naming the field (400 for a bad reference, 409 for a taken value) to refuse.
   */
  validate?: (db: Kysely<Database>, row: W, existing?: R) => Promise<void>;
  /** Called before a PUT or PATCH with the stored row and the changes; may throw an HttpProblem to refuse. */
  beforeUpdate?: (existing: R, changes: W) => void;
  /** Columns the server sets on every create and update from the request (e.g. updated_at, updated_by). */
  stamp?: (request: FastifyRequest) => W;
  /** The audit action of a PUT or PATCH from the stored and the written row (users: block/unblock); absent → update. */
  auditAction?: (before: R, after: R) => AuditAction;
}

/** One resource over table T, as written in its module: rows, columns and hooks typed by the table. */
export interface ResourceDefinition<T extends ResourceTable> extends ResourceCore, ResourceHooks<StoredRow<T>, WriteRow<T>, Column<T>> {
  table: T;
}

type Row = Record<string, unknown>;
/** A resource as the generic engine (simple-rest, exports) sees it: any table, rows as plain records. */
export interface AnyResource extends ResourceCore, ResourceHooks<Row, Row, string> {
  table: ResourceTable;
}

/** Checks a resource against its table, then hands it to the engine, which serves every table alike. */
export function defineResource<T extends ResourceTable>(definition: ResourceDefinition<T>): AnyResource {
  // The one erasure of the row types: the engine reads and writes rows it does not know the shape of.
  return definition as unknown as AnyResource;
}
