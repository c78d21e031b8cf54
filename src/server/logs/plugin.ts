import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../errors/problem';
import { configureLogBound, describeError, pruneToNewest, recordLog } from './recorder';

function statusOf(error: FastifyError): number {
  if (error instanceof HttpProblem) return error.status;
  if (error instanceof SyntaxError) return 400;
  return typeof error.statusCode === 'number' ? error.statusCode : 500;
}

/** The route as registered (/api/plans/:id), so one failing route groups under one source whatever the id. */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0] ?? ''}`;

/**
 * Records every request that fails with a 5xx in the logs table (category "server"), with the stack and
 * the request's route; 4xx answers are the caller's mistake and are not recorded.
 */
export const logsPlugin = fp(
  async (app) => {
    // The table is bounded (LOGS_MAX_ROWS): trimmed once at start (the bound may have been lowered) and then as it grows.
    configureLogBound(app.db, app.config.logsMaxRows);
    app.addHook('onReady', async () => {
      const removed = await pruneToNewest(app.db, app.config.logsMaxRows).catch(() => 0);
      if (removed > 0) app.log.info({ removed, max: app.config.logsMaxRows }, 'logs table trimmed to LOGS_MAX_ROWS');
    });
    app.addHook('onError', async (request, _reply, error) => {
      const status = statusOf(error);
      if (status < 500) return;
      const { message, stack } = describeError(error);
      await recordLog(app.db, {
        level: 'error',
        category: 'server',
        message,
        source: routeOf(request),
        userId: request.user?.id ?? null,
        context: { status, method: request.method, path: request.url.split('?')[0], request_id: request.id, code: error.code, stack },
      });
    });
  },
  { name: 'logs', dependencies: ['problem-json'] },
);
