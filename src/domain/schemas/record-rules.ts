import type { z } from 'zod';
import { isValidNup, NUP_PATTERN } from '../nup';
import { portalToday } from '../today';
import { isFederativeUnit } from './common';

/**
 * A data rule a row breaks: the field it names and a message key of the server's problem texts
 * (src/server/errors/messages.ts) and of the forms' errors. The same rules refuse a write (the input
 * schemas' superRefine, and the server on the stored row merged with a PATCH) and find the stored rows
 * that break them at start (server/db/integrity-report.ts).
 */
export interface RuleIssue {
  field: string;
  message: string;
}

type Row = Record<string, unknown>;

/** The calendar day of a date or timestamp column, or null when there is none. */
const dayOf = (value: unknown) => (typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null);

/** The first day after today in the portal's calendar: a date or timestamp at or past it is in the future. */
export function firstFutureDay(now: Date = new Date()): string {
  const [y, m, d] = portalToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A day after today (portal calendar) is refused on `field`. */
function futureDateIssues(row: Row, fields: readonly string[], today = portalToday()): RuleIssue[] {
  return fields.filter((field) => (dayOf(row[field]) ?? '') > today).map((field) => ({ field, message: 'date_in_future' }));
}

/** The state is one of the 27 federative units. */
function stateIssues(row: Row): RuleIssue[] {
  return row.state_code === undefined || isFederativeUnit(row.state_code) ? [] : [{ field: 'state_code', message: 'unknown_state' }];
}

/**
 * Plans and TACs: signed and published on or before today, published on or after the signature, and a
 * TAC valid until a day not before its signature. The state is one of the 27; that the municipality lies
 * in it needs the database (server/resources/place-rules.ts).
 */
export function publicationRuleIssues(row: Row, today = portalToday()): RuleIssue[] {
  const signed = dayOf(row.signature_date);
  const published = dayOf(row.date);
  const validity = dayOf(row.validity);
  const issues = [...stateIssues(row), ...futureDateIssues(row, ['signature_date', 'date'], today)];
  // A signature after today is the fault itself, not the publication before it.
  if (signed && published && signed <= today && signed > published) issues.push({ field: 'date', message: 'date_before_signature' });
  if (signed && validity && validity < signed) issues.push({ field: 'validity', message: 'validity_before_signature' });
  return issues;
}

/** A NUP written NNNNN.NNNNNN/AAAA-DD whose check digits match (domain/nup.ts). */
export function nupIssues(row: Row): RuleIssue[] {
  if (row.nup === undefined) return [];
  const nup = String(row.nup);
  if (!NUP_PATTERN.test(nup)) return [{ field: 'nup', message: 'nup_format' }];
  return isValidNup(nup) ? [] : [{ field: 'nup', message: 'nup_check_digits' }];
}

/**
 * Complaints: the state is one of the 27, the NUP is valid and the creation date not after today. That the
 * municipality lies in the state, the aerodrome exists and no other complaint has the NUP needs the database.
 */
export function complaintRuleIssues(row: Row, today = portalToday()): RuleIssue[] {
  return [...stateIssues(row), ...nupIssues(row), ...futureDateIssues(row, ['created_at'], today)];
}

/** A zod superRefine that reports each issue of `rules` on its field (forms and the server's body schemas). */
export function refineWith(rules: (row: Row) => RuleIssue[]) {
  return (row: Row, ctx: z.RefinementCtx) => {
    for (const issue of rules(row)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, input: row[issue.field] });
  };
}
