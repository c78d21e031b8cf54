import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  subscriptionOutcomeSchema,
  subscriptionRequestSchema,
  subscriptionTokenSchema,
  type SubscriptionOutcome,
  type SubscriptionRequest,
} from '../../domain/schemas/subscription';
import type { Db } from '../db/index';
import { sendMail } from '../mail/index';
import { confirmTokenIn, confirmationMail } from './messages';
import { hashSubscriptionToken, newSubscriptionToken } from './tokens';
import { HttpProblem, problemSchema } from '../errors/problem';
import { createThrottle } from '../security/throttle';

/** Requests per IP and window on POST /api/subscriptions (each one may send an e-mail). */
const SUBSCRIBE_RATE = { max: 5, timeWindow: '10 minutes' } as const;
/** At most one confirmation e-mail per address in this time, whoever asks (a mailbox cannot be flooded). */
const CONFIRMATION_INTERVAL_MS = 15 * 60_000;

const tags = ['subscriptions'];
const accepted = z.object({ status: z.literal('pending') });
const tokenQuery = z.object({ token: subscriptionTokenSchema });

/**
 * Subscription by city (double opt-in): POST answers 202 the same way whatever the address's
 * state, so nobody can learn who is subscribed; the e-mail's links confirm or cancel.
 */
export async function subscriptionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const throttle = createThrottle(app.redis ?? null, (err) => app.log.warn({ err }, 'throttle: Redis failed, counting in memory'));

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe an e-mail address to new plans of up to 10 municipalities (sends a confirmation e-mail)',
        body: subscriptionRequestSchema,
        response: { 202: accepted, 400: problemSchema, 429: problemSchema },
      },
      config: { rateLimit: SUBSCRIBE_RATE },
    },
    async (request, reply) => {
      const places = await placesOf(app.db, request.body.municipality_ids);
      // A repeated request within the interval changes nothing and sends nothing, but answers the same.
      if (await throttle.claim(`subscriptions:mail:${request.body.email}`, CONFIRMATION_INTERVAL_MS)) {
        const token = await storePending(app.db, request.body, places, app.config.publicUrl);
        // The link may also cover places of an earlier request: the e-mail lists everything it confirms.
        const covered = await app.db
          .selectFrom('subscriptions')
          .select(['municipality', 'state_code'])
          .where('token_hash', '=', hashSubscriptionToken(token))
          .where('confirmed_at', 'is', null)
          .where('unsubscribed_at', 'is', null)
          .orderBy('municipality')
          .execute();
        const listed = covered.length > 0 ? covered : places;
        await sendMail(app.db, app.config, confirmationMail(request.body.email, request.body.locale, listed, app.config.publicUrl, token));
      }
      return reply.code(202).send({ status: 'pending' as const });
    },
  );

  const confirm = async (token: string): Promise<SubscriptionOutcome> => {
    const rows = await pendingOrActive(app.db, token);
    await app.db
      .updateTable('subscriptions')
      .set({ confirmed_at: new Date().toISOString() })
      .where('token_hash', '=', hashSubscriptionToken(token))
      .where('unsubscribed_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .execute();
    return { status: 'confirmed', municipalities: rows.map(({ municipality, state_code }) => ({ municipality, state_code })) };
  };
  const unsubscribe = async (token: string): Promise<SubscriptionOutcome> => {
    const hash = hashSubscriptionToken(token);
    const rows = await app.db
      .selectFrom('subscriptions')
      .select(['municipality', 'state_code'])
      .where('token_hash', '=', hash)
      .orderBy('municipality')
      .execute();
    if (rows.length === 0) throw new HttpProblem(404, 'subscription_link_invalid');
    await app.db
      .updateTable('subscriptions')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('token_hash', '=', hash)
      .where('unsubscribed_at', 'is', null)
      .execute();
    return { status: 'unsubscribed', municipalities: rows };
  };

  const linkSchema = (summary: string) => ({
    tags,
    summary,
    querystring: tokenQuery,
    response: { 200: subscriptionOutcomeSchema, 400: problemSchema, 404: problemSchema },
  });
  app.get('/subscriptions/confirm', { schema: linkSchema('Confirm a subscription (token from the e-mail)') }, (request) => confirm(request.query.token));
  app.post('/subscriptions/confirm', { schema: linkSchema('Confirm a subscription (token from the e-mail)') }, (request) => confirm(request.query.token));
  app.get('/subscriptions/unsubscribe', { schema: linkSchema('Cancel a subscription (token from any e-mail)') }, (request) => unsubscribe(request.query.token));
  app.post('/subscriptions/unsubscribe', { schema: linkSchema('Cancel a subscription (token from any e-mail)') }, (request) =>
    unsubscribe(request.query.token),
  );
}

interface Place {
  id: number;
  municipality: string;
  state_code: string;
}

async function placesOf(db: Db, ids: readonly number[]): Promise<Place[]> {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom('municipalities').select(['id', 'name', 'state_code']).where('id', 'in', unique).orderBy('name').execute();
  const unknown = unique.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw new HttpProblem(400, 'unknown_municipalities', { ids: unknown.join(', ') }, [
      { path: 'body.municipality_ids', message: 'unknown_municipalities', params: { ids: unknown.join(', ') } },
    ]);
  }
  return rows.map((row) => ({ id: row.id, municipality: row.name, state_code: row.state_code }));
}

/**
 * Records the request: new and cancelled places go under the address's pending link, which stays valid (a stranger
 * repeating the request cannot void the owner's link); active subscriptions are left untouched. Only hashes of
 * links are stored, so the pending link's token is read back from the confirmation e-mail in the outbox; when that
 * is gone, a new token covers the new places and the older link keeps its own.
 */
async function storePending(db: Db, request: SubscriptionRequest, places: readonly Place[], publicUrl: string): Promise<string> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['id', 'municipality_id', 'token_hash', 'confirmed_at', 'unsubscribed_at'])
    .where('email', '=', request.email)
    .execute();
  const pending = new Set(rows.filter((r) => !r.confirmed_at && !r.unsubscribed_at).map((r) => r.token_hash));
  const token = (pending.size > 0 ? await pendingToken(db, request.email, pending, publicUrl) : undefined) ?? newSubscriptionToken().token;
  const hash = hashSubscriptionToken(token);
  const now = new Date().toISOString();
  for (const place of places) {
    const existing = rows.find((r) => r.municipality_id === place.id);
    if (existing && !existing.unsubscribed_at && (existing.confirmed_at || existing.token_hash === hash)) continue;
    const values = {
      token_hash: hash,
      locale: request.locale,
      confirmed_at: null,
      unsubscribed_at: null,
      municipality: place.municipality,
      state_code: place.state_code,
    };
    if (existing) {
      await db.updateTable('subscriptions').set(values).where('id', '=', existing.id).execute();
    } else {
      await db
        .insertInto('subscriptions')
        .values({ ...values, email: request.email, municipality_id: place.id, created_at: now })
        .onConflict((oc) => oc.columns(['email', 'municipality_id']).doNothing())
        .execute();
    }
  }
  return token;
}

/** The token of a pending link of the address, from the latest confirmation e-mails sent to it. */
async function pendingToken(db: Db, email: string, hashes: ReadonlySet<string>, publicUrl: string): Promise<string | undefined> {
  const mails = await db.selectFrom('outbox').select('text').where('to_address', '=', email).orderBy('id', 'desc').limit(20).execute();
  for (const mail of mails) {
    const token = confirmTokenIn(mail.text, publicUrl);
    if (token && hashes.has(hashSubscriptionToken(token))) return token;
  }
  return undefined;
}

async function pendingOrActive(db: Db, token: string) {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['municipality', 'state_code'])
    .where('token_hash', '=', hashSubscriptionToken(token))
    .where('unsubscribed_at', 'is', null)
    .orderBy('municipality')
    .execute();
  if (rows.length === 0) throw new HttpProblem(404, 'subscription_link_invalid');
  return rows;
}
