import { subject as asSubject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import { allows, type Action, type SubjectName } from '../../domain/access';
import { HttpProblem } from '../errors/problem';

/**
 * 401 for a visitor, 403 for a user whose roles may not; used by every route before it touches data. Which rows a
 * user may read is the ability's row conditions in SQL: whereAllowed in ../access/where-allowed.ts.
 */
export function assertCan(request: FastifyRequest, action: Action, subjectName: SubjectName, record?: Record<string, unknown>) {
  const target = record ? asSubject(subjectName, { ...record }) : subjectName;
  if (allows(request.ability, action, target)) return;
  if (!request.user) throw new HttpProblem(401, 'unauthenticated');
  throw new HttpProblem(403, 'forbidden', { action, subject: subjectName });
}
