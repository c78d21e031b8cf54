import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { browserLogSchema, LOG_CATEGORIES, LOG_LEVELS } from '../../domain/schemas/log';
import { assertCan } from '../plugins/access';
import { recordLog } from './recorder';
import { problemSchema } from '../errors/problem';

/** Browser reports accepted per IP and window (the reporter itself sends at most 10 a minute per page). */
export const BROWSER_LOG_RATE = { max: 30, timeWindow: '1 minute' } as const;
/** A report is a message, a stack and a little context: anything larger is refused with 413. */
const BROWSER_LOG_BODY_LIMIT = 32 * 1024;
/** What is kept of a report's stack and of its free-form context (JSON); longer ones are cut, not refused. */
export const BROWSER_STACK_MAX = 4000;
export const BROWSER_CONTEXT_MAX = 2000;
/**
 * Reports stored per minute by this instance from all addresses together: past it a report is answered (202,
 * recorded: false) but not stored, so many addresses cannot fill the table faster than this either.
 */
export const BROWSER_LOG_BUDGET_PER_MINUTE = 300;

const tags = ['logs'];
const datesQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM'),
  /** Minutes the browser's clock is ahead of UTC (-180 in Brasília), so days are the viewer's days. */
  tz_offset: z.coerce.number().int().min(-840).max(840).default(0),
  category: z.enum(LOG_CATEGORIES).optional(),
  level: z.enum(LOG_LEVELS).optional(),
});

const SECRET_PARAM = /token|code|state|key|password|secret/i;

/** The page a report came from, without its fragment and without query parameters that may carry a secret. */
function pageOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw.split(/[?#]/)[0] ?? '';
  }
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAM.test(name)) url.searchParams.set(name, '…');
  return url.toString();
}

/** The free-form context of a report, or its start when its JSON is longer than the budget. */
function boundedContext(context: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!context) return {};
  const text = JSON.stringify(context);
  return text.length > BROWSER_CONTEXT_MAX ? { context_truncated: text.slice(0, BROWSER_CONTEXT_MAX) } : context;
}

/** A fixed-window counter of the reports stored by this instance. */
function storeBudget(max: number, windowMs = 60_000) {
  let windowStart = 0;
  let used = 0;
  return (now = Date.now()) => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= max;
  };
}

/** POST /api/logs/browser (anyone: the error reporter of every page) and GET /api/logs/dates (developers). */
export async function logRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const withinBudget = storeBudget(BROWSER_LOG_BUDGET_PER_MINUTE);

  app.post(
    '/logs/browser',
    {
      schema: {
        tags,
        summary: 'Report an error that happened in a browser (rate limited per IP; no sign-in needed)',
        body: browserLogSchema,
        response: { 202: z.object({ recorded: z.boolean() }), 400: problemSchema, 413: problemSchema, 429: problemSchema },
      },
      bodyLimit: BROWSER_LOG_BODY_LIMIT,
      config: { rateLimit: { ...BROWSER_LOG_RATE } },
    },
    async (request, reply) => {
      const { message, level, category, url, stack, context } = request.body;
      if (!withinBudget()) return reply.code(202).send({ recorded: false });
      // Repeats of one message from one page are counted on the first entry (recordLog), not stored again.
      const recorded = await recordLog(app.db, {
        level,
        category,
        message,
        source: url ? pageOf(url) : '',
        userId: request.user?.id ?? null,
        context: {
          ...boundedContext(context),
          ...(stack ? { stack: stack.slice(0, BROWSER_STACK_MAX) } : {}),
          user_agent: request.headers['user-agent']?.slice(0, 300),
        },
      });
      return reply.code(202).send({ recorded });
    },
  );

  app.get(
    '/logs/dates',
    {
      schema: {
        tags,
        summary: 'The days of a month that have log entries (for the calendar of /logs)',
        querystring: datesQuery,
        response: { 200: z.object({ dates: z.array(z.string()) }), 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      assertCan(request, 'read', 'Log');
      const { month, tz_offset: offset, category, level } = request.query;
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const shift = offset * 60_000;
      const from = new Date(Date.UTC(year, monthNumber - 1, 1) - shift).toISOString();
      const to = new Date(Date.UTC(year, monthNumber, 1) - shift).toISOString();
      let query = app.db
        .selectFrom('logs')
        .select(sql<string>`substr(created_at, 1, 16)`.as('minute'))
        .distinct()
        .where('created_at', '>=', from)
        .where('created_at', '<', to);
      if (category) query = query.where('category', '=', category);
      if (level) query = query.where('level', '=', level);
      const days = new Set((await query.execute()).map(({ minute }) => new Date(new Date(`${minute}:00.000Z`).getTime() + shift).toISOString().slice(0, 10)));
      return { dates: [...days].sort() };
    },
  );
}
