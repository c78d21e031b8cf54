import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadSchema,
  NOTIFICATION_DAYS,
  NOTIFICATION_LIMIT,
  notificationListSchema,
  parseNotificationId,
  unreadCountSchema,
  type Notification,
  type NotificationKind,
  type NotificationList,
} from '../../domain/schemas/notification';
import { NOTIFICATION_SOURCES, newRows, readOne, type NotificationSource } from './sources';
import { rowRule, whereOfRule, type Where } from '../access/where-allowed';
import { assertCan } from '../plugins/access';
import { dynamicDb, type DynamicDb } from '../db/dynamic';
import { problemSchema } from '../errors/problem';

const tags = ['notifications'];
const DAY_MS = 86_400_000;

interface Visible {
  source: NotificationSource;
  where: Where;
}

/** The sources this user may read, each with the rows it may see (sources it may see nothing of are left out). */
function visibleSources(request: FastifyRequest): Visible[] {
  return NOTIFICATION_SOURCES.map((source) => ({ source, rule: rowRule(request, 'read', source.subject) }))
    .filter(({ rule }) => rule !== false)
    .map(({ source, rule }) => ({ source, where: whereOfRule(rule, 's') }));
}

const cutoffOf = (now: Date) => new Date(now.getTime() - NOTIFICATION_DAYS * DAY_MS);
const isTrue = (value: unknown) => value === true || Number(value) === 1;

async function marksOf(db: DynamicDb, userId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('notification_read_marks').select(['kind', 'up_to_id']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [String(r.kind), Number(r.up_to_id)]));
}

async function unreadCount(db: DynamicDb, userId: string, visible: Visible[], now: Date): Promise<number> {
  const marks = await marksOf(db, userId);
  const counts = await Promise.all(
    visible.map(({ source, where }) =>
      newRows(db, source, where, cutoffOf(now), now)
        .where('s.id', '>', marks.get(source.kind) ?? 0)
        .where((eb) => eb.not(readOne(eb, userId, source.kind)))
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.total)),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

async function listNotifications(db: DynamicDb, userId: string, visible: Visible[], now: Date): Promise<NotificationList> {
  const marks = await marksOf(db, userId);
  const perSource = await Promise.all(
    visible.map(async ({ source, where }) => {
      const rows = await newRows(db, source, where, cutoffOf(now), now)
        .select(['s.id', `s.${source.time} as at`, ...source.columns.map((c) => `s.${c}`)])
        .select((eb) => readOne(eb, userId, source.kind).as('read_one'))
        .orderBy(`s.${source.time}`, 'desc')
        .orderBy('s.id', 'desc')
        .limit(NOTIFICATION_LIMIT)
        .execute();
      return rows.map((row): Notification => ({
        id: `${source.kind}:${Number(row.id)}`,
        kind: source.kind,
        params: source.params(row),
        created_at: String(row.at),
        link: source.link(row),
        read: isTrue(row.read_one) || Number(row.id) <= (marks.get(source.kind) ?? 0),
      }));
    }),
  );
  const items = perSource
    .flat()
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .slice(0, NOTIFICATION_LIMIT);
  return { items, unread: await unreadCount(db, userId, visible, now) };
}

/** Stores single reads, ignoring ids of rows the user may not see (or that are not new any more). */
async function markRead(db: DynamicDb, userId: string, visible: Visible[], ids: string[], now: Date) {
  const wanted = new Map<NotificationKind, number[]>();
  for (const parsed of ids.map(parseNotificationId)) {
    if (parsed) wanted.set(parsed.kind, [...(wanted.get(parsed.kind) ?? []), parsed.sourceId]);
  }
  for (const { source, where } of visible) {
    const sourceIds = wanted.get(source.kind);
    if (!sourceIds) continue;
    const found = await newRows(db, source, where, cutoffOf(now), now).where('s.id', 'in', sourceIds).select('s.id').execute();
    if (found.length === 0) continue;
    await db
      .insertInto('notification_reads')
      .values(found.map((row) => ({ user_id: userId, kind: source.kind, source_id: Number(row.id), read_at: now.toISOString() })))
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'source_id']).doNothing())
      .execute();
  }
}

/** Moves each kind's watermark to its newest visible row; the single reads below it are no longer needed. */
async function markAllRead(db: DynamicDb, userId: string, visible: Visible[], now: Date) {
  for (const { source, where } of visible) {
    const newest = await newRows(db, source, where, cutoffOf(now), now)
      .select((eb) => eb.fn.max('s.id').as('newest'))
      .executeTakeFirst();
    const upTo = Number(newest?.newest ?? 0);
    if (!upTo) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notification_read_marks')
        .values({ user_id: userId, kind: source.kind, up_to_id: upTo, read_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ up_to_id: upTo, read_at: now.toISOString() }))
        .execute();
      await trx.deleteFrom('notification_reads').where('user_id', '=', userId).where('kind', '=', source.kind).where('source_id', '<=', upTo).execute();
    });
  }
}

/** The signed-in user's notifications (top bar), derived from the rows the ability file lets them read. */
export async function notificationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = dynamicDb(app.db);
  const noStore = { 'cache-control': 'no-store' };

  const signedIn = (request: FastifyRequest) => {
    assertCan(request, 'read', 'Dashboard');
    return request.user!.id;
  };

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: `The current user's notifications of the last ${NOTIFICATION_DAYS} days (at most ${NOTIFICATION_LIMIT}, newest first) and the unread count`,
        response: { 200: notificationListSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request);
      reply.headers(noStore);
      return listNotifications(db, userId, visibleSources(request), new Date());
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Marks notifications as read (ids the user may not see are ignored)',
        body: markReadSchema,
        response: { 200: unreadCountSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request);
      const visible = visibleSources(request);
      const now = new Date();
      await markRead(db, userId, visible, request.body.ids, now);
      reply.headers(noStore);
      return { unread: await unreadCount(db, userId, visible, now) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: { tags, summary: 'Marks every current notification as read', response: { 200: unreadCountSchema, 401: problemSchema } },
    },
    async (request, reply) => {
      const userId = signedIn(request);
      const visible = visibleSources(request);
      const now = new Date();
      await markAllRead(db, userId, visible, now);
      reply.headers(noStore);
      return { unread: await unreadCount(db, userId, visible, now) };
    },
  );
}
