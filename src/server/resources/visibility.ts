import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { allows } from '../../domain/access';
import type { ResourceDefinition } from './definition';

type Eb = ExpressionBuilder<any, any>;
export type ColumnValues = readonly (readonly [string, string])[];

/**
 * The fixed column values a caller's reads are limited to: the resource's scope, plus its `publicRows`
 * when the caller may not update the subject (a visitor or an Externo sees only published plans).
 */
export function visibleScope(request: FastifyRequest, definition: ResourceDefinition): ColumnValues {
  const fixed = Object.entries(definition.scope ?? {});
  if (!definition.publicRows || allows(request.ability, 'update', definition.subject)) return fixed;
  return [...fixed, ...Object.entries(definition.publicRows)];
}

/** A WHERE builder narrowed to rows having every one of `values`. */
export function narrowed(where: (eb: Eb) => Expression<SqlBool>, values: ColumnValues) {
  if (values.length === 0) return where;
  return (eb: Eb): Expression<SqlBool> => eb.and([where(eb), ...values.map(([k, v]) => eb(eb.ref(k), '=', v))]);
}
