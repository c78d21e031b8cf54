import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldIssueText } from '../../domain/field-issues';
import { localeFrom, problemText, type ProblemLocale } from '../i18n/problems';

export interface ProblemDetail {
  path: string;
  /** A message key of i18n/problems.ts (translated on the way out) or a ready sentence. */
  message: string;
  params?: Record<string, string | number>;
  /** A zod issue, worded in the caller's language by zod's own locales. */
  issue?: Record<string, unknown>;
}

const ZOD_LOCALES = { pt: z.locales.pt(), en: z.locales.en(), es: z.locales.es() };

/** An error that becomes an RFC 9457 problem: `key` names a message of i18n/problems.ts. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly errors: ProblemDetail[] = [],
  ) {
    super(key);
  }
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: HttpProblem) {
  const locale = localeFrom(request.headers['accept-language']);
  const errors = problem.errors.map((e) => ({
    path: e.path,
    message: e.issue ? zodMessage(locale, e.issue, e.message) : translateIssue(locale, e.message, e.params),
  }));
  const detail = problemText(locale, problem.key, problem.params);
  return reply
    .code(problem.status)
    .header('content-language', locale)
    .type('application/problem+json; charset=utf-8')
    .send({
      type: `about:blank`,
      title: problemText(locale, `title.${problem.status}`),
      status: problem.status,
      detail: errors.length > 0 ? `${detail} ${errors.map((e) => `${e.path.split('.').slice(1).join('.') || e.path}: ${e.message}`).join('; ')}` : detail,
      instance: request.url.split('?')[0],
      errors,
    });
}

function zodMessage(locale: ProblemLocale, issue: Record<string, unknown>, fallback: string): string {
  // Messages we wrote ourselves in a schema (a key such as invalid_date) take precedence over zod's wording.
  if (/^[a-z_]+$/.test(fallback)) return problemText(locale, fallback);
  // Then the sentences the forms show for the same issue (src/domain/field-issues.ts): no pattern, no type names.
  const ours = fieldIssueText(locale, issue);
  if (ours) return ours;
  const worded = ZOD_LOCALES[locale].localeError(issue as never);
  return typeof worded === 'string' ? worded : (worded?.message ?? fallback);
}

function translateIssue(locale: ProblemLocale, message: string, params?: Record<string, string | number>): string {
  return /^[a-z_]+$/.test(message) ? problemText(locale, message, params) : message;
}

/** A write that broke a unique index (SQLite or PostgreSQL): the caller's data conflicts with a stored row. */
function isUniqueViolation(error: { code?: unknown }): boolean {
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505';
}

function fromFastifyError(error: FastifyError): HttpProblem {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === 'body' ? 'invalid_body' : 'invalid_query';
    return new HttpProblem(
      400,
      where,
      {},
      error.validation.map((issue) => ({
        path: [error.validationContext, ...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : [])].join('.'),
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
