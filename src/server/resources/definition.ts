import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SubjectName } from '../../domain/access';
import type { ListSpec } from '../../domain/list-spec';
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
  /** Columns stored as 0/1 that the API shows as booleans. */
  flags?: readonly string[];
  description: string;
  /** Called after a successful POST with the created row (e.g. plans notify the municipality's subscribers). */
  afterCreate?: (app: FastifyInstance, created: Record<string, unknown>, request: FastifyRequest) => Promise<unknown>;
  /** Columns of GET /api/<name>/export.{csv,xlsx,pdf}, in order; absent → no export routes (documents/export-route.ts). */
  exportColumns?: readonly string[];
}
