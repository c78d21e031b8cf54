import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Action, AppAbility, SubjectName } from '../../domain/access';
import type { DynamicEb } from '../db/dynamic';

/**
 * The one translation of the ability file's rules into SQL: every list, record, count, export, the dashboard and
 * the notifications read rows through it, so a condition written in src/domain/access.ts (Externo's own
 * pre-analyses, the public's published plans) holds wherever rows are read. Anything it cannot translate fails
 * closed: an allowing rule it cannot read grants no row, a forbidding one it cannot read forbids every row.
 */

/** Booleans are left out: SQLite stores flags as 0/1 and its driver binds no boolean, so they fail closed. */
type Scalar = string | number | null;
/** A row rule: `true` every row, `false` none, otherwise a tree of column tests. */
export type RowRule =
  | boolean
  | { and: RowRule[] }
  | { or: RowRule[] }
  | { not: RowRule }
  | { column: string; op: '=' | '<>'; value: Scalar }
  | { column: string; op: 'in' | 'not in'; values: Scalar[] };

type Eb = DynamicEb;
export type Where = (eb: Eb) => Expression<SqlBool>;

/** Plain column names only: a dotted path (nested document) or anything odd has no column to compare. */
const COLUMN = /^[a-z_][a-z0-9_]*$/i;
const isScalar = (value: unknown): value is Scalar => value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** Rows passing every part (constant parts folded away). */
export function and(parts: RowRule[]): RowRule {
  if (parts.includes(false)) return false;
  const kept = parts.filter((part) => part !== true);
  return kept.length === 0 ? true : kept.length === 1 ? kept[0]! : { and: kept };
}

/** Rows passing any part (constant parts folded away). */
function or(parts: RowRule[]): RowRule {
  if (parts.includes(true)) return true;
  const kept = parts.filter((part) => part !== false);
  return kept.length === 0 ? false : kept.length === 1 ? kept[0]! : { or: kept };
}

function not(rule: RowRule): RowRule {
  return typeof rule === 'boolean' ? !rule : { not: rule };
}

/** One field's test: a value (equality) or one of $eq, $ne, $in, $nin. null when it is anything else. */
function fieldTest(column: string, test: unknown): RowRule | null {
  if (!COLUMN.test(column)) return null;
  if (isScalar(test)) return { column, op: '=', value: test };
  if (typeof test !== 'object' || Array.isArray(test)) return null;
  const parts: RowRule[] = [];
  for (const [operator, operand] of Object.entries(test)) {
    if ((operator === '$eq' || operator === '$ne') && isScalar(operand)) {
      parts.push({ column, op: operator === '$eq' ? '=' : '<>', value: operand });
    } else if ((operator === '$in' || operator === '$nin') && Array.isArray(operand) && operand.every(isScalar)) {
      const inside = operator === '$in';
      parts.push(operand.length === 0 ? !inside : { column, op: inside ? 'in' : 'not in', values: operand });
    } else {
      return null;
    }
  }
  return parts.length === 0 ? null : and(parts);
}

/** A rule's conditions (every field must pass), or null when some part has no SQL form here. */
function conditionRule(conditions: Record<string, unknown>): RowRule | null {
  const parts: RowRule[] = [];
  for (const [field, test] of Object.entries(conditions)) {
    const part = fieldTest(field, test);
    if (part === null) return null;
    parts.push(part);
  }
  return and(parts);
}

interface CaslRule {
  inverted: boolean;
  conditions?: unknown;
  fields?: unknown;
}

/**
 * The rows `rules` (as ability.rulesFor gives them, highest priority first) allow. CASL lets the first rule that
 * matches a row decide, so folding from the lowest priority up gives the exact answer: an allowing rule adds its
 * rows (`cond OR rest`), a forbidding one removes them (`NOT cond AND rest`).
 */
function rowRuleOf(rules: readonly CaslRule[]): RowRule {
  let rule: RowRule = false;
  for (const current of [...rules].reverse()) {
    const hasConditions = current.conditions !== undefined && current.conditions !== null;
    const translated = !hasConditions
      ? true
      : typeof current.conditions === 'object' && !Array.isArray(current.conditions)
        ? conditionRule(current.conditions as Record<string, unknown>)
        : null;
    if (current.inverted) {
      // A forbidding rule limited to some fields does not hide rows; one that cannot be read hides them all.
      if (current.fields) continue;
      rule = translated === null ? false : and([not(translated), rule]);
    } else {
      // A grant limited to some fields would hand out whole rows: it grants none here.
      if (current.fields || translated === null) continue;
      rule = or([translated, rule]);
    }
  }
  return rule;
}

const abilityOf = (source: FastifyRequest | AppAbility): AppAbility => ('ability' in source ? source.ability : source) as AppAbility;

/** The rows `source` (a request or an ability) may `action` on `subject`, as a row rule. */
export function rowRule(source: FastifyRequest | AppAbility, action: Action, subject: SubjectName): RowRule {
  try {
    return rowRuleOf(abilityOf(source).rulesFor(action, subject) as readonly CaslRule[]);
  } catch {
    return false;
  }
}

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

/** The rule as a Kysely WHERE builder; `table` qualifies the columns (an aliased or joined table). */
export function whereOfRule(rule: RowRule, table?: string): Where {
  const ref = (eb: Eb, column: string) => eb.ref(table ? `${table}.${column}` : column);
  const build = (eb: Eb, node: RowRule): Expression<SqlBool> => {
    if (node === true) return TRUE;
    if (node === false) return FALSE;
    if ('and' in node) return eb.and(node.and.map((part) => build(eb, part)));
    if ('or' in node) return eb.or(node.or.map((part) => build(eb, part)));
    if ('not' in node) return eb.not(build(eb, node.not));
    if ('values' in node) return eb(ref(eb, node.column), node.op, node.values);
    if (node.value === null) return eb(ref(eb, node.column), node.op === '=' ? 'is' : 'is not', null);
    return eb(ref(eb, node.column), node.op, node.value);
  };
  return (eb) => build(eb, rule);
}

/** The WHERE of the rows `source` may `action` on `subject` (several actions: rows allowed for every one). */
export function whereAllowed(
  source: FastifyRequest | AppAbility,
  action: Action | readonly Action[],
  subject: SubjectName,
  options: { table?: string } = {},
): Where {
  const actions: readonly Action[] = typeof action === 'string' ? [action] : action;
  return whereOfRule(and(actions.map((each) => rowRule(source, each, subject))), options.table);
}
