import type { Expression, SqlBool } from 'kysely';
import { UF_CODES } from '../../domain/schemas/common';
import { firstFutureDay, nupIssues } from '../../domain/schemas/record-rules';
import { recordLog } from '../logs/recorder';
import type { Db } from './index';
import { dynamicDb, type DynamicDb, type DynamicEb } from './dynamic';

/** Stored rows that break one data rule: how many, and the first few ids to look at. */
export interface IntegrityFinding {
  table: 'complaints' | 'plans' | 'tacs';
  field: string;
  /** The message key of the rule (src/server/errors/messages.ts), as the API names it when it refuses a write. */
  rule: string;
  count: number;
  example_ids: number[];
}

const EXAMPLE_IDS = 5;
/** NUP check digits are computed here (domain/nup.ts), over at most this many of the newest complaints. */
const NUP_SCAN_LIMIT = 20_000;

type Where = (eb: DynamicEb) => Expression<SqlBool>;
interface Check {
  table: IntegrityFinding['table'];
  field: string;
  rule: string;
  where: Where;
}

const TABLES = ['complaints', 'plans', 'tacs'] as const;
const PUBLISHED = ['plans', 'tacs'] as const;

/**
 * The data rules of domain/schemas/record-rules.ts and of the resources' validate hooks as SQL conditions on
 * `t`, so each is one counting query (indexes serve the future dates; the others scan once) whatever the table's
 * size. A condition that holds for nearly every row is written negated (`not (… not in …)`, `not (… >= …)`, same
 * result, NULLs included): SQLite cannot use an index for it and scans the table once, instead of walking the
 * state or date index and fetching every row through it (3–8× slower on 100,000 plans, at every start).
 */
function checks(futureDay: string): Check[] {
  const knownState: Where = (eb) => eb.not(eb('t.state_code', 'not in', UF_CODES));
  const missing =
    (table: string, match: (eb: DynamicEb) => Expression<SqlBool>): Where =>
    (eb) =>
      eb.not(eb.exists(eb.selectFrom(`${table} as r`).select('r.id').where(match)));
  const townElsewhere: Where = (eb) =>
    eb.and([
      eb('t.municipality_id', 'is not', null),
      knownState(eb),
      missing('municipalities', (m) => m.and([m('r.id', '=', m.ref('t.municipality_id')), m('r.state_code', '=', m.ref('t.state_code'))]))(eb),
    ]);
  const future = (table: Check['table'], field: string): Check => ({ table, field, rule: 'date_in_future', where: (eb) => eb(`t.${field}`, '>=', futureDay) });
  return [
    ...TABLES.flatMap((table): Check[] => [
      { table, field: 'state_code', rule: 'unknown_state', where: (eb) => eb('t.state_code', 'not in', UF_CODES) },
      { table, field: 'municipality_id', rule: 'municipality_not_in_state', where: townElsewhere },
    ]),
    future('complaints', 'created_at'),
    {
      table: 'complaints',
      field: 'aerodrome_id',
      rule: 'unknown_aerodrome',
      where: (eb) => eb.and([eb('t.aerodrome_id', 'is not', null), missing('aerodromes', (a) => a('r.id', '=', a.ref('t.aerodrome_id')))(eb)]),
    },
    {
      table: 'complaints',
      field: 'nup',
      rule: 'nup_taken',
      where: (eb) =>
        eb(
          't.nup',
          'in',
          eb
            .selectFrom('complaints as c')
            .select('c.nup')
            .groupBy('c.nup')
            .having((h) => h.fn.countAll(), '>', 1),
        ),
    },
    ...PUBLISHED.flatMap((table): Check[] => [
      future(table, 'signature_date'),
      future(table, 'date'),
      {
        table,
        field: 'date',
        rule: 'date_before_signature',
        where: (eb) => eb.and([eb.not(eb('t.signature_date', '>=', futureDay)), eb('t.signature_date', '>', eb.ref('t.date'))]),
      },
    ]),
    { table: 'tacs', field: 'validity', rule: 'validity_before_signature', where: (eb) => eb('t.validity', '<', eb.ref('t.signature_date')) },
  ];
}

/** NUPs not written NNNNN.NNNNNN/AAAA-DD or whose check digits do not match, among the newest complaints. */
async function nupFindings(db: DynamicDb): Promise<IntegrityFinding[]> {
  const rows = await db.selectFrom('complaints').select(['id', 'nup']).orderBy('id', 'desc').limit(NUP_SCAN_LIMIT).execute();
  const byRule = new Map<string, number[]>();
  for (const row of rows) {
    for (const issue of nupIssues({ nup: row.nup })) {
      const ids = byRule.get(issue.message) ?? [];
      ids.push(Number(row.id));
      byRule.set(issue.message, ids);
    }
  }
  return [...byRule].map(([rule, ids]) => ({
    table: 'complaints',
    field: 'nup',
    rule,
    count: ids.length,
    example_ids: ids.sort((a, b) => a - b).slice(0, EXAMPLE_IDS),
  }));
}

/** Every rule some stored rows break, with their count and a few ids; the rows themselves are left as they are. */
async function findIntegrityProblems(database: Db, now = new Date()): Promise<IntegrityFinding[]> {
  const db = dynamicDb(database);
  const findings: IntegrityFinding[] = [];
  for (const { table, field, rule, where } of checks(firstFutureDay(now))) {
    const rows = db.selectFrom(`${table} as t`).where(where);
    const { count } = await rows.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    if (Number(count) === 0) continue;
    const examples = await rows.select('t.id').orderBy('t.id').limit(EXAMPLE_IDS).execute();
    findings.push({ table, field, rule, count: Number(count), example_ids: examples.map((row) => Number(row.id)) });
  }
  return [...findings, ...(await nupFindings(db))];
}

/**
 * Run once at start, after migrations and seed: stored rows that break a data rule (written before the rule, or
 * straight into the database) are reported as a warning in the server log and in the logs table (/logs), never
 * deleted or changed. Never throws: a failing check must not stop the server.
 */
export async function reportIntegrity(db: Db, log: { warn(details: object, message: string): void }): Promise<IntegrityFinding[]> {
  try {
    const findings = await findIntegrityProblems(db);
    if (findings.length === 0) return findings;
    const total = findings.reduce((sum, f) => sum + f.count, 0);
    const message =
      `Data integrity: ${total} rule violation(s) in stored rows, left as they are: ` +
      findings.map((f) => `${f.table}.${f.field} ${f.rule} ×${f.count} (ids ${f.example_ids.join(', ')})`).join('; ');
    log.warn({ findings }, message);
    await recordLog(db, { level: 'warning', category: 'integrity', message, context: { findings } });
    return findings;
  } catch (error) {
    log.warn({ error: String(error) }, 'Data integrity: the start-up check failed');
    return [];
  }
}
