import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { APP_VERSION } from '../../domain/constants';
import { HttpProblem, problemSchema } from '../errors/problem';

const runtimeConfigSchema = z.object({
  version: z.string(),
  keycloak: z.object({ url: z.string(), realm: z.string(), clientId: z.string() }),
  siteSearchUrl: z.string(),
  tileUrl: z.string(),
});

/** /config.json: the browser's runtime configuration (outside /api: the app reads it before anything else). */
export async function runtimeConfigRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const runtimeConfig = {
    version: APP_VERSION,
    keycloak: { url: config.keycloak.url ?? config.publicUrl, realm: config.keycloak.realm, clientId: config.keycloak.clientId },
    siteSearchUrl: config.siteSearchUrl,
    tileUrl: config.tileUrl,
  };

  app.get(
    '/config.json',
    {
      schema: { tags: ['system'], summary: 'Runtime configuration of the browser app', response: { 200: runtimeConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return runtimeConfig;
    },
  );
}

/** /api/health (liveness: the process answers and the database answers a read) and /api/health/ready (readiness: the database accepts a write). */
export async function systemRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), version: z.string(), database: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const database = config.databaseUrl ? 'postgresql' : 'sqlite';
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, version: APP_VERSION, database };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, version: APP_VERSION, database });
      }
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database accepts writes (a heartbeat row is rewritten in a transaction)',
        response: { 200: z.object({ status: z.literal('ready'), version: z.string(), database: z.string() }), 503: problemSchema },
      },
    },
    async (request) => {
      const database = config.databaseUrl ? 'postgresql' : 'sqlite';
      const beat = { id: 1, beat_at: new Date().toISOString() };
      try {
        await app.db.transaction().execute((trx) =>
          trx
            .insertInto('health_heartbeat')
            .values(beat)
            .onConflict((oc) => oc.column('id').doUpdateSet({ beat_at: beat.beat_at }))
            .execute(),
        );
      } catch (error) {
        // A read-only or full database still answers /api/health; here the balancer learns that writes fail.
        request.log.error({ err: error }, 'readiness check: the database refuses writes');
        throw new HttpProblem(503, 'not_ready');
      }
      return { status: 'ready' as const, version: APP_VERSION, database };
    },
  );
}
