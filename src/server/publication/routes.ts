import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withdrawalSchema } from '../../domain/schemas/publication';
import { notifyPlanSubscribers } from '../subscriptions/plan-notices';
import { recordAudit } from '../audit/record';
import { assertCan } from '../plugins/access';
import { HttpProblem, problemSchema } from '../errors/problem';
import { clearListCache } from '../resources/list-cache';
import { plans } from '../resources/plans';
import { toRecord } from '../resources/rows';
import { tacs } from '../resources/tacs';

type Row = Record<string, unknown>;
const idParams = z.object({ id: z.string().regex(/^\d{1,15}$/, 'not_an_integer') });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/**
 * Publication workflow of plans and TACs (staff who may update them): draft or withdrawn → published
 * with POST /api/<name>/:id/publish, published → withdrawn with POST /api/<name>/:id/withdraw {reason}.
 * Publishing a plan e-mails the confirmed subscribers of its municipality; any other move answers 409.
 */
export async function publicationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  for (const definition of [plans, tacs]) {
    const { name, table, subject } = definition;
    const tags = [name];
    const guard = async (request: FastifyRequest) => assertCan(request, 'update', subject);

    const load = async (request: FastifyRequest, id: number): Promise<Row> => {
      const row = (await db
        .selectFrom(table as 'plans')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) as Row | undefined;
      if (!row) throw new HttpProblem(404, 'not_found', { resource: name, id });
      assertCan(request, 'update', subject, row);
      return row;
    };

    /**
     * Moves the row only if it is still in one of `from` (two concurrent clicks: the second gets 409), with its audit
     * entry in the same transaction.
     */
    const move = async (request: FastifyRequest, existing: Row, from: readonly string[], changes: Row, refusal: string): Promise<Row> => {
      const action = changes.status === 'published' ? 'publish' : 'withdraw';
      const updated = await db.transaction().execute(async (trx) => {
        const moved = (await trx
          .updateTable(table as 'plans')
          .set(changes)
          .where('id', '=', Number(existing.id))
          .where('status', 'in', from)
          .returningAll()
          .executeTakeFirst()) as Row | undefined;
        if (!moved) throw new HttpProblem(409, refusal);
        await recordAudit(trx, request, { resource: name, recordId: Number(existing.id), action, before: existing, after: moved });
        return moved;
      });
      clearListCache(db, name);
      return updated;
    };

    app.post(
      `/${name}/:id/publish`,
      {
        schema: {
          tags,
          summary: `Publish one of ${name} (draft or withdrawn → published)`,
          description: name === 'plans' ? "Also e-mails the confirmed subscribers of the plan's municipality." : undefined,
          params: idParams,
          response: { 200: definition.record, ...problems },
          security: [{ bearer: [] }],
        },
        onRequest: guard,
      },
      async (request) => {
        const id = Number(request.params.id);
        const existing = await load(request, id);
        if (existing.status === 'published') throw new HttpProblem(409, 'publication_already_published');
        const published = await move(
          request,
          existing,
          ['draft', 'withdrawn'],
          {
            status: 'published',
            published_at: new Date().toISOString(),
            withdrawn_at: null,
            withdrawal_reason: null,
          },
          'publication_already_published',
        );
        if (definition === plans) await notifyPlanSubscribers({ db, config: app.config, log: request.log }, published as never);
        return toRecord(definition, published);
      },
    );

    app.post(
      `/${name}/:id/withdraw`,
      {
        schema: {
          tags,
          summary: `Withdraw one of ${name} from publication (published → withdrawn, with a reason)`,
          params: idParams,
          body: withdrawalSchema,
          response: { 200: definition.record, ...problems },
          security: [{ bearer: [] }],
        },
        onRequest: guard,
      },
      async (request) => {
        const id = Number(request.params.id);
        const existing = await load(request, id);
        if (existing.status !== 'published') throw new HttpProblem(409, 'publication_not_published');
        const withdrawn = await move(
          request,
          existing,
          ['published'],
          {
            status: 'withdrawn',
            withdrawn_at: new Date().toISOString(),
            withdrawal_reason: request.body.reason,
          },
          'publication_not_published',
        );
        return toRecord(definition, withdrawn);
      },
    );
  }
}
