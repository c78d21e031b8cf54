import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedQueryInputSchema, savedQueryListQuerySchema, savedQuerySchema, savedQueryStateSchema, type SavedQuery } from '../../domain/schemas/saved-query';
import type { SavedQueriesTable } from '../db/schema';
import { assertCan } from '../plugins/access';
import { HttpProblem, problemSchema } from '../errors/problem';

const tags = ['saved-queries'];
const noStore = { 'cache-control': 'no-store' };

function toRecord(row: Omit<SavedQueriesTable, 'id'> & { id: number }): SavedQuery {
  const parsed = savedQueryStateSchema.safeParse(JSON.parse(row.query));
  return {
    id: Number(row.id),
    resource: row.resource,
    name: row.name,
    created_at: row.created_at,
    query: parsed.success ? parsed.data : { filters: [], sorters: [] },
  };
}

/**
 * GET/POST/DELETE /api/saved-queries: a signed-in user's named filters and sort for a staff list. Every query
 * reads and writes only the caller's own rows (user_id = the token's subject): nobody sees another's.
 */
export async function savedQueryRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const owner = (request: FastifyRequest) => {
    assertCan(request, 'read', 'Dashboard');
    return request.user!.id;
  };

  app.get(
    '/saved-queries',
    {
      schema: {
        tags,
        summary: "The current user's saved queries of one list, by name",
        querystring: savedQueryListQuerySchema,
        response: { 200: z.array(savedQuerySchema), 400: problemSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const userId = owner(request);
      const rows = await db
        .selectFrom('saved_queries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('resource', '=', request.query.resource)
        .orderBy('name')
        .execute();
      reply.headers(noStore);
      return rows.map(toRecord);
    },
  );

  app.post(
    '/saved-queries',
    {
      schema: {
        tags,
        summary: 'Saves the current filters and sort under a name (the same name again replaces it)',
        body: savedQueryInputSchema,
        response: { 201: savedQuerySchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const userId = owner(request);
      const { resource, name, query } = request.body;
      const values = { query: JSON.stringify(query), created_at: new Date().toISOString() };
      await db
        .insertInto('saved_queries')
        .values({ user_id: userId, resource, name, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'resource', 'name']).doUpdateSet(values))
        .execute();
      const row = await db
        .selectFrom('saved_queries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('resource', '=', resource)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toRecord(row));
    },
  );

  app.delete(
    '/saved-queries/:id',
    {
      schema: {
        tags,
        summary: "Deletes one of the current user's saved queries",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 204: z.null(), 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const userId = owner(request);
      const result = await db.deleteFrom('saved_queries').where('id', '=', request.params.id).where('user_id', '=', userId).executeTakeFirst();
      // Another user's query is as absent as one that never existed.
      if (Number(result.numDeletedRows) === 0) throw new HttpProblem(404, 'not_found', { resource: 'saved-queries', id: request.params.id });
      return reply.code(204).send(null);
    },
  );
}
