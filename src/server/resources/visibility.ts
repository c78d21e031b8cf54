import type { FastifyRequest } from 'fastify';
import type { Action } from '../../domain/access';
import { and, rowRule, whereOfRule, type RowRule, type Where } from '../access/where-allowed';
import type { AnyResource } from './definition';

/**
 * The rows of a resource a caller may `actions` (each of them): the ability file's conditions (a visitor reads only
 * published plans) within the resource's fixed `scope` (two resources over one table). `key` names exactly those
 * rows, so callers who see the same rows share cached answers.
 */
export function visibleRows(request: FastifyRequest, definition: AnyResource, ...actions: Action[]): { where: Where; key: string; rule: RowRule } {
  const scope = Object.entries(definition.scope ?? {}).flatMap(([column, value]): RowRule[] => (value === undefined ? [] : [{ column, op: '=', value }]));
  const rule = and([...actions.map((action) => rowRule(request, action, definition.subject)), ...scope]);
  return { where: whereOfRule(rule), key: JSON.stringify(rule), rule };
}
