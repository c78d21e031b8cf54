import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCan } from '../plugins/access';
import { HttpProblem, problemSchema } from '../errors/problem';

/** Rows per request (the browser sends files in chunks of BATCH_CHUNK_ROWS, batch-csv.ts; a file may hold BATCH_MAX_FILE_ROWS). */
export const BATCH_MAX_ROWS = 5000;
/**
 * Requests per user and hour come from PREANALYSIS_BATCH_RATE_MAX (config.ts; default 120 chunks of 500 rows =
 * 60 000 rows, twelve full files, an hour). A chunk is one request whatever its size, so the limit bounds the work
 * per user.
 */
const BATCH_RATE_WINDOW = '1 hour';

const tags = ['preanalyses'];
const cell = z
  .union([z.string().max(64), z.number()])
  .nullable()
  .optional();
const body = z.object({
  /** Line of the first row in the uploaded file (header = line 1), so errors name the user's line numbers. */
  first_row: z.number().int().min(1).max(1_000_000).default(2),
  rows: z
    .array(z.object({ id: cell, latitude: cell, longitude: cell, base_altitude_m: cell, object_height_m: cell, object_type: cell }))
    .min(1)
    .max(BATCH_MAX_ROWS),
});
const rowResult = z.object({
  row: z.number(),
  id: z.string(),
  outcome: z.enum(['not_required', 'case_required']).nullable(),
  object_top_m: z.number().nullable(),
  pre_screen_only: z.boolean(),
  criteria: z.array(z.string()),
  max_excess_m: z.number().nullable(),
  errors: z.array(z.object({ field: z.string(), code: z.string() })),
});
const answer = z.object({
  results: z.array(rowResult),
  summary: z.object({ rows: z.number(), not_required: z.number(), case_required: z.number(), invalid: z.number() }),
  rule_set_version: z.string(),
  data_version: z.string(),
});

/**
 * POST /api/preanalyses/batch: evaluates many objects at once for screening. Nothing is stored (no protocol, no
 * declaration): a declaration is issued per object through POST /api/preanalyses. The rows are evaluated and the
 * answer (up to ~16 MB of JSON for 5,000 rows) serialised in a worker thread (app.heavy), off the event loop.
 */
export async function preanalysisBatchRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/preanalyses/batch',
    {
      schema: {
        tags,
        summary: `Evaluate up to ${BATCH_MAX_ROWS} objects (CSV rows as JSON); per-row results and row-numbered errors; nothing stored`,
        body,
        response: { 200: answer, 400: problemSchema, 401: problemSchema, 403: problemSchema, 413: problemSchema, 429: problemSchema, 503: problemSchema },
      },
      preValidation: async (request) => {
        assertCan(request, 'create', 'PreAnalysis', { user_id: request.user?.id ?? '' });
        const row = await app.db.selectFrom('users').select('preanalysis_blocked_until').where('id', '=', request.user!.id).executeTakeFirst();
        const until = row?.preanalysis_blocked_until?.slice(0, 10);
        if (until && until >= new Date().toISOString().slice(0, 10)) throw new HttpProblem(403, 'preanalysis_blocked', { date: until });
      },
      // The answer arrives as ready JSON bytes from the worker: not re-validated against the schema (which documents it).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      config: {
        rateLimit: {
          max: app.config.preanalysisBatchRateMax,
          timeWindow: BATCH_RATE_WINDOW,
          keyGenerator: (request: FastifyRequest) => `batch:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { rows, first_row } = request.body;
      const json = await app.heavy.admit().batch(rows, first_row);
      // Bytes are sent as they are (Fastify serialises only objects); the cast tells the typed reply so.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
