import type { SubjectName } from '../../domain/access';
import type { NotificationKind } from '../../domain/schemas/notification';
import { firstFutureDay } from '../../domain/schemas/record-rules';
import type { Where } from '../access/where-allowed';
import type { DynamicDb, DynamicEb } from '../db/dynamic';

type Row = Record<string, unknown>;

/** Where a kind of notification comes from: a table, the subject that guards it and how a row becomes an item. */
export interface NotificationSource {
  kind: NotificationKind;
  subject: SubjectName;
  table: 'complaints' | 'preanalyses' | 'outbox';
  /** The column that says when the event happened (ISO text; a plain date for complaints). */
  time: string;
  columns: readonly string[];
  /** The lower bound of `time` for "new", in the column's own format. */
  since(cutoff: Date): string;
  /** The bound `time` must stay below: a row dated after now by mistake is no notification ("in 26,697 days"). */
  until(now: Date): string;
  params(row: Row): Record<string, string | number>;
  link(row: Row): string;
}

/** Times the server wrote itself: now, with a minute of clock skew between database and application allowed. */
const serverTimeBound = (now: Date) => new Date(now.getTime() + 60_000).toISOString();

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  {
    kind: 'complaint',
    subject: 'Complaint',
    table: 'complaints',
    time: 'created_at',
    columns: ['number', 'summary'],
    since: (cutoff) => cutoff.toISOString().slice(0, 10),
    until: (now) => firstFutureDay(now),
    params: (row) => ({ number: Number(row.number), summary: text(row.summary) }),
    link: () => '/denuncias',
  },
  {
    kind: 'preanalysis',
    subject: 'PreAnalysis',
    table: 'preanalyses',
    time: 'created_at',
    columns: ['protocol', 'outcome'],
    since: (cutoff) => cutoff.toISOString(),
    until: serverTimeBound,
    params: (row) => ({ protocol: text(row.protocol).trim(), outcome: text(row.outcome) }),
    link: (row) => `/preanalise?protocolo=${encodeURIComponent(text(row.protocol).trim())}`,
  },
  {
    kind: 'mail_failed',
    subject: 'Log',
    table: 'outbox',
    time: 'failed_at',
    columns: ['to_address', 'subject'],
    since: (cutoff) => cutoff.toISOString(),
    until: serverTimeBound,
    params: (row) => ({ to: text(row.to_address), subject: text(row.subject) }),
    link: () => '/outbox',
  },
];

/**
 * The rows of `source` a user may read that are new since `cutoff` and not dated after `now`: `visible` from
 * whereAllowed on table `s`.
 */
export function newRows(db: DynamicDb, source: NotificationSource, visible: Where, cutoff: Date, now: Date) {
  return db
    .selectFrom(`${source.table} as s`)
    .where((eb: DynamicEb) => eb.and([eb(`s.${source.time}`, '>=', source.since(cutoff)), eb(`s.${source.time}`, '<', source.until(now)), visible(eb)]));
}

/** A correlated "this user read this row one by one" test, for a select or a where on `s`. */
export function readOne(eb: DynamicEb, userId: string, kind: NotificationKind) {
  return eb.exists(
    eb
      .selectFrom('notification_reads as r')
      .select('r.source_id')
      .where('r.user_id', '=', userId)
      .where('r.kind', '=', kind)
      .whereRef('r.source_id', '=', 's.id'),
  );
}
