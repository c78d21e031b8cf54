import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { DASHBOARD_MONTHS, RECENT_LIMIT, dashboardSchema, type Dashboard, type RecentItem } from '../../domain/schemas/dashboard';
import { firstFutureDay } from '../../domain/schemas/record-rules';
import { portalToday } from '../../domain/today';
import { rowRule, whereOfRule, type Where } from '../access/where-allowed';
import type { Db } from '../db/index';
import { assertCan } from '../plugins/access';
import { problemSchema } from '../errors/problem';

const tags = ['dashboard'];

/** The first seven characters of an ISO date: its month, on SQLite and PostgreSQL alike. */
const monthOf = sql<string>`substr(created_at, 1, 7)`;

function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Every month of the window that ends at the latest month holding data, oldest first. Months after `current`
 * (rows dated in the future by mistake, reported at start by db/integrity-report.ts) are left out.
 */
export function monthWindow(all: readonly string[], size = DASHBOARD_MONTHS, current = portalToday().slice(0, 7)): string[] {
  const months = all.filter((m) => m <= current);
  const latest = months.reduce<string | null>((max, m) => (max === null || m > max ? m : max), null);
  if (latest === null) return [];
  const earliest = months.reduce((min, m) => (m < min ? m : min), latest);
  const window: string[] = [];
  for (let i = size - 1; i >= 0; i--) {
    const month = addMonths(latest, -i);
    if (month >= earliest) window.push(month);
  }
  return window;
}

const counted = <T extends { count: unknown }>(rows: T[]) => rows.map((row) => ({ ...row, count: Number(row.count) }));

async function complaintFigures(db: Db, where: Where): Promise<NonNullable<Dashboard['complaints']>> {
  const [byRegional, byMonth] = await Promise.all([
    db
      .selectFrom('complaints')
      .select(['regional', (eb) => eb.fn.countAll<number>().as('count')])
      .where(where)
      .groupBy('regional')
      .orderBy('regional')
      .execute(),
    db
      .selectFrom('complaints')
      .select([monthOf.as('month'), (eb) => eb.fn.countAll<number>().as('count')])
      .where(where)
      .groupBy(monthOf)
      .execute(),
  ]);
  const perMonth = new Map(byMonth.map((row) => [row.month, Number(row.count)]));
  const by_regional = counted(byRegional);
  return {
    total: by_regional.reduce((sum, row) => sum + row.count, 0),
    by_regional,
    by_month: monthWindow([...perMonth.keys()]).map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
  };
}

async function preanalysisFigures(db: Db, where: Where, scope: 'all' | 'own'): Promise<NonNullable<Dashboard['preanalyses']>> {
  const rows = await db
    .selectFrom('preanalyses')
    .select([monthOf.as('month'), 'outcome', (eb) => eb.fn.countAll<number>().as('count')])
    .where(where)
    .groupBy([monthOf, 'outcome'])
    .execute();
  const outcomes = new Map<string, number>();
  const months = new Map<string, { not_required: number; case_required: number }>();
  for (const row of rows) {
    const n = Number(row.count);
    outcomes.set(row.outcome, (outcomes.get(row.outcome) ?? 0) + n);
    const bucket = months.get(row.month) ?? { not_required: 0, case_required: 0 };
    if (row.outcome === 'case_required') bucket.case_required += n;
    else bucket.not_required += n;
    months.set(row.month, bucket);
  }
  const by_outcome = [...outcomes].map(([outcome, count]) => ({ outcome, count })).sort((a, b) => a.outcome.localeCompare(b.outcome));
  return {
    scope,
    total: by_outcome.reduce((sum, row) => sum + row.count, 0),
    by_outcome,
    by_month: monthWindow([...months.keys()]).map((month) => ({ month, ...(months.get(month) ?? { not_required: 0, case_required: 0 }) })),
  };
}

async function planFigures(db: Db, where: Where): Promise<Dashboard['plans']> {
  const [byType, byState] = await Promise.all([
    db
      .selectFrom('plans')
      .select(['type', (eb) => eb.fn.countAll<number>().as('count')])
      .where(where)
      .groupBy('type')
      .orderBy('type')
      .execute(),
    db
      .selectFrom('plans')
      .select(['state_code', (eb) => eb.fn.countAll<number>().as('count')])
      .where(where)
      .groupBy('state_code')
      .orderBy('state_code')
      .execute(),
  ]);
  const by_type = counted(byType);
  return { total: by_type.reduce((sum, row) => sum + row.count, 0), by_type, by_state: counted(byState) };
}

interface Readable {
  complaints: Where | null;
  preanalyses: Where | null;
  plans: Where;
  tacs: Where;
}

/**
 * The newest items, none dated after today: a row dated 2099 by mistake would head the list for ever. Dates are of
 * the portal's calendar; pre-analysis times are the server's own (a minute of clock skew allowed).
 */
async function recentActivity(db: Db, readable: Readable): Promise<RecentItem[]> {
  const futureDay = firstFutureDay();
  const latestTime = new Date(Date.now() + 60_000).toISOString();
  const [complaints, preanalyses, plans] = await Promise.all([
    readable.complaints
      ? db
          .selectFrom('complaints')
          .select(['id', 'summary', 'nup', 'created_at'])
          .where(readable.complaints)
          .where('created_at', '<', futureDay)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(RECENT_LIMIT)
          .execute()
      : [],
    readable.preanalyses
      ? db
          .selectFrom('preanalyses')
          .select(['id', 'protocol', 'outcome', 'created_at'])
          .where(readable.preanalyses)
          .where('created_at', '<=', latestTime)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(RECENT_LIMIT)
          .execute()
      : [],
    db
      .selectFrom('plans')
      .select(['id', 'type', 'aerodrome_name', 'icao', 'date'])
      .where(readable.plans)
      .where('date', '<', futureDay)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
  ]);
  const items: RecentItem[] = [
    ...complaints.map((c) => ({ kind: 'complaint' as const, id: Number(c.id), title: c.summary, reference: c.nup, date: c.created_at })),
    ...preanalyses.map((p) => ({ kind: 'preanalysis' as const, id: Number(p.id), title: p.outcome, reference: p.protocol.trim(), date: p.created_at })),
    ...plans.map((p) => ({
      kind: 'plan' as const,
      id: Number(p.id),
      title: `${p.type} ${p.aerodrome_name}`,
      reference: p.icao ?? p.aerodrome_name,
      date: p.date,
    })),
  ];
  // Dates compare as text (ISO); a plan's day-only date sorts as the start of its day.
  return items.sort((a, b) => b.date.localeCompare(a.date)).slice(0, RECENT_LIMIT);
}

/**
 * What each section may show for this user, from the ability file's row conditions: null when the user may read no
 * row of that subject. Plans and TACs count only published ones unless the user manages them.
 */
function readableBy(request: FastifyRequest): Readable & { preanalysisScope: 'all' | 'own' } {
  const complaints = rowRule(request, 'read', 'Complaint');
  const preanalyses = rowRule(request, 'read', 'PreAnalysis');
  return {
    complaints: complaints === false ? null : whereOfRule(complaints),
    preanalyses: preanalyses === false ? null : whereOfRule(preanalyses),
    plans: whereOfRule(rowRule(request, 'read', 'Plan')),
    tacs: whereOfRule(rowRule(request, 'read', 'Tac')),
    preanalysisScope: preanalyses === true ? 'all' : 'own',
  };
}

/** GET /api/dashboard: the internal dashboard's figures, each section only when the user may read its records. */
export async function dashboardRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary:
          'Figures of the internal dashboard: complaints per regional and month, pre-analyses by outcome and month, plans by type and state, recent activity',
        description: 'Any signed-in user. Complaints only for users who may read them; pre-analyses all for staff, only their own for Externo.',
        response: { 200: dashboardSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply): Promise<Dashboard> => {
      assertCan(request, 'read', 'Dashboard');
      const readable = readableBy(request);
      const [complaints, preanalyses, plans, tacs, recent] = await Promise.all([
        readable.complaints ? complaintFigures(app.db, readable.complaints) : undefined,
        readable.preanalyses ? preanalysisFigures(app.db, readable.preanalyses, readable.preanalysisScope) : undefined,
        planFigures(app.db, readable.plans),
        app.db
          .selectFrom('tacs')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(readable.tacs)
          .executeTakeFirstOrThrow(),
        recentActivity(app.db, readable),
      ]);
      reply.header('cache-control', 'private, no-store');
      return {
        ...(complaints ? { complaints } : {}),
        ...(preanalyses ? { preanalyses } : {}),
        plans,
        tacs: { total: Number(tacs.total) },
        recent,
      };
    },
  );
}
