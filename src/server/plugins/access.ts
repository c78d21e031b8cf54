import { subject as asSubject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import { allows, type Action, type SubjectName } from '../../domain/access';
import { HttpProblem } from './problem-json';

/** 401 for a visitor, 403 for a user whose roles may not; used by every route before it touches data. */
export function assertCan(request: FastifyRequest, action: Action, subjectName: SubjectName, record?: Record<string, unknown>) {
  const target = record ? asSubject(subjectName, { ...record }) : subjectName;
  if (allows(request.ability, action, target)) return;
  if (!request.user) throw new HttpProblem(401, 'unauthenticated');
  throw new HttpProblem(403, 'forbidden', { action, subject: subjectName });
}

export type RowCondition = Record<string, string | number>;

/**
 * The rows a user may see: `null` means every row; otherwise only rows matching one of the returned
 * equality conditions (e.g. Externo's own pre-analyses). Conditions other than field equality fail closed.
 */
export function rowConditions(request: FastifyRequest, action: Action, subjectName: SubjectName): RowCondition[] | null {
  const rules = request.ability.rulesFor(action, subjectName);
  if (rules.some((rule) => !rule.inverted && !rule.conditions)) return null;
  return rules
    .filter((rule) => !rule.inverted && rule.conditions)
    .map((rule) => rule.conditions as Record<string, unknown>)
    .filter((c): c is RowCondition => Object.values(c).every((v) => typeof v === 'string' || typeof v === 'number'));
}
