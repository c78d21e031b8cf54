import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldIssueText } from '../../domain/field-issues';
import { localeFrom, problemText, type ProblemLocale } from './messages';

export interface ProblemDetail {
  path: string;
  /** A message key of errors/messages.ts (translated on the way out) or a ready sentence. */
  message: string;
  params?: Record<string, string | number>;
  /** A zod issue, worded in the caller's language by zod's own locales. */
  issue?: Record<string, unknown>;
}

const ZOD_LOCALES = { pt: z.locales.pt(), en: z.locales.en(), es: z.locales.es() };

/** An error that becomes an RFC 9457 problem: `key` names a message of errors/messages.ts. */
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

/** The RFC 9457 body every error answers with: the one response schema of 4xx and 5xx in every route's OpenAPI entry. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number(),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('RFC 9457 problem');
