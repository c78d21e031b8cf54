import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpProblem, sendProblem } from '../errors/problem';

/** A write that broke a unique index (SQLite or PostgreSQL): the caller's data conflicts with a stored row. */
function isUniqueViolation(error: { code?: unknown }): boolean {
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505';
}

/** A field the schema does not know (a strict object's extra key) is named by the issue, not by its path. */
function unknownField(params: unknown): string[] {
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && typeof keys[0] === 'string' ? [keys[0]] : [];
}

function fromFastifyError(error: FastifyError): HttpProblem {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === 'body' ? 'invalid_body' : 'invalid_query';
    return new HttpProblem(
      400,
      where,
      {},
      error.validation.map((issue) => ({
        path: [error.validationContext, ...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : []), ...unknownField(issue.params)].join('.'),
        message: issue.message ?? 'invalid_value',
        issue: { code: issue.keyword, ...issue.params, input: (issue.params as Record<string, unknown>)?.input },
      })),
    );
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return new HttpProblem(400, 'malformed_json');
  }
  if (isUniqueViolation(error)) return new HttpProblem(409, 'conflict');
  const status = error.statusCode ?? 500;
  if (status === 429) return new HttpProblem(429, 'rate_limited', { after: String(error.message.match(/retry in (.+)$/)?.[1] ?? '1 minute') });
  if (status >= 400 && status < 500) return new HttpProblem(status, status === 404 ? 'route_not_found' : 'invalid_value');
  return new HttpProblem(500, 'internal');
}

/** Every error leaves as application/problem+json in the caller's language; 5xx are logged, never shown. */
export const problemJsonPlugin = fp(
  async (app) => {
    // An empty body sent with a JSON content type (a DELETE from some clients) is no body, not an error.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new HttpProblem(400, 'malformed_json'), undefined);
      }
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = error instanceof HttpProblem ? error : fromFastifyError(error);
      if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
      if (problem.key === 'route_not_found') problem.params.method = request.method;
      if (problem.key === 'route_not_found') problem.params.url = request.url.split('?')[0] ?? '';
      return sendProblem(request, reply, problem);
    });
  },
  { name: 'problem-json' },
);
