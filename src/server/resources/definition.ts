import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SubjectName } from '../../domain/access';
import type { ListSpec } from '../../domain/list-spec';
import type { AuditAction } from '../../domain/schemas/audit-entry';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Everything the generic simple-rest module needs to serve a resource. */
export interface ResourceDefinition {
  name: string;
  table: keyof Database & string;
  subject: SubjectName;
  idKind: 'integer' | 'text';
  record: z.ZodObject;
  /** Body of POST and PUT; PATCH accepts any subset of it. Absent → the resource is read-only. */
  input?: z.ZodObject;
  list: ListSpec;
  /** True when rows also arrive outside this API (the error log): list answers are then never cached. */
  uncached?: boolean;
  /** Columns stored as 0/1 that the API shows as booleans. */
  flags?: readonly string[];
  description: string;
  /** Called after a successful POST with the created row (e.g. plans notify the municipality's subscribers). */
  afterCreate?: (app: FastifyInstance, created: Record<string, unknown>, request: FastifyRequest) => Promise<unknown>;
  /**
   * Called inside the creating transaction with the row about to be inserted; returns the row to insert
   * (e.g. complaints take their control number from a counter). May throw an HttpProblem to refuse.
   */
  beforeCreate?: (db: Kysely<Database>, row: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /**
   * Fixed column values: the resource sees only rows that have them and writes them on create (two resources over one
   * table). Not an access rule: who may read which rows is the ability file's (domain/access.ts), e.g. published plans.
   */
  scope?: Readonly<Record<string, string>>;
  /**
   * Checks that need the database (a referenced row exists, a value is not another row's), run on the
   * row about to be written inside the writing transaction: after beforeCreate on POST, on the stored row
   * merged with the changes on PUT/PATCH (`existing` is then the stored row). Throws an HttpProblem
   * naming the field (400 for a bad reference, 409 for a taken value) to refuse.
   */
  validate?: (db: Kysely<Database>, row: Record<string, unknown>, existing?: Record<string, unknown>) => Promise<void>;
  /** Called before a PUT or PATCH with the stored row and the changes; may throw an HttpProblem to refuse. */
  beforeUpdate?: (existing: Record<string, unknown>, changes: Record<string, unknown>) => void;
  /** Columns the server sets on every create and update from the request (e.g. updated_at, updated_by). */
  stamp?: (request: FastifyRequest) => Record<string, unknown>;
  /** The audit action of a PUT or PATCH from the stored and the written row (users: block/unblock); absent → update. */
  auditAction?: (before: Record<string, unknown>, after: Record<string, unknown>) => AuditAction;
  /** Columns of GET /api/<name>/export.{csv,xlsx,pdf}, in order; absent → no export routes (documents/export-route.ts). */
  exportColumns?: readonly string[];
}
