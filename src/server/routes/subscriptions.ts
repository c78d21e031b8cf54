import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionOutcomeSchema, subscriptionRequestSchema, subscriptionTokenSchema, type SubscriptionOutcome, type SubscriptionRequest } from '../../domain/schemas/subscription';
import type { Db } from '../db/index';
import { sendMail } from '../mail/index';
import { confirmationMail } from '../mail/subscription-messages';
import { hashSubscriptionToken, newSubscriptionToken } from '../mail/subscription-tokens';
import { HttpProblem } from '../plugins/problem-json';

/** Requests per IP and window on POST /api/subscriptions (each one sends an e-mail). */
export const SUBSCRIBE_RATE = { max: 5, timeWindow: '10 minutes' } as const;

const tags = ['subscriptions'];
const accepted = z.object({ status: z.literal('pending') });
const tokenQuery = z.object({ token: subscriptionTokenSchema });
const problem = z.object({ type: z.string(), title: z.string(), status: z.number(), detail: z.string() }).loose();

/**
 * Subscription by city (double opt-in): POST answers 202 the same way whatever the address's
 * state, so nobody can learn who is subscribed; the e-mail's links confirm or cancel.
 */
export async function subscriptionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post('/subscriptions', {
    schema: {
      tags, summary: 'Subscribe an e-mail address to new plans of up to 10 municipalities (sends a confirmation e-mail)',
      body: subscriptionRequestSchema, response: { 202: accepted, 400: problem, 429: problem },
    },
    config: { rateLimit: SUBSCRIBE_RATE },
  }, async (request, reply) => {
    const places = await placesOf(app.db, request.body.municipality_ids);
    const token = await storePending(app.db, request.body, places);
    await sendMail(app.db, app.config, confirmationMail(request.body.email, request.body.locale, places, app.config.publicUrl, token));
    return reply.code(202).send({ status: 'pending' as const });
  });

  const confirm = async (token: string): Promise<SubscriptionOutcome> => {
    const rows = await pendingOrActive(app.db, token);
    await app.db.updateTable('subscriptions').set({ confirmed_at: new Date().toISOString() })
      .where('token_hash', '=', hashSubscriptionToken(token)).where('unsubscribed_at', 'is', null).where('confirmed_at', 'is', null)
      .execute();
    return { status: 'confirmed', municipalities: rows.map(({ municipality, state_code }) => ({ municipality, state_code })) };
  };
  const unsubscribe = async (token: string): Promise<SubscriptionOutcome> => {
    const hash = hashSubscriptionToken(token);
    const rows = await app.db.selectFrom('subscriptions').select(['municipality', 'state_code']).where('token_hash', '=', hash).orderBy('municipality').execute();
    if (rows.length === 0) throw new HttpProblem(404, 'subscription_link_invalid');
    await app.db.updateTable('subscriptions').set({ unsubscribed_at: new Date().toISOString() })
      .where('token_hash', '=', hash).where('unsubscribed_at', 'is', null).execute();
    return { status: 'unsubscribed', municipalities: rows };
  };

  const linkSchema = (summary: string) => ({ tags, summary, querystring: tokenQuery, response: { 200: subscriptionOutcomeSchema, 400: problem, 404: problem } });
  app.get('/subscriptions/confirm', { schema: linkSchema('Confirm a subscription (token from the e-mail)') }, (request) => confirm(request.query.token));
  app.post('/subscriptions/confirm', { schema: linkSchema('Confirm a subscription (token from the e-mail)') }, (request) => confirm(request.query.token));
  app.get('/subscriptions/unsubscribe', { schema: linkSchema('Cancel a subscription (token from any e-mail)') }, (request) => unsubscribe(request.query.token));
  app.post('/subscriptions/unsubscribe', { schema: linkSchema('Cancel a subscription (token from any e-mail)') }, (request) => unsubscribe(request.query.token));
}

interface Place { id: number; municipality: string; state_code: string }

async function placesOf(db: Db, ids: readonly number[]): Promise<Place[]> {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom('municipalities').select(['id', 'name', 'state_code']).where('id', 'in', unique).orderBy('name').execute();
  const unknown = unique.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw new HttpProblem(400, 'unknown_municipalities', { ids: unknown.join(', ') }, [{ path: 'body.municipality_ids', message: 'unknown_municipalities', params: { ids: unknown.join(', ') } }]);
  }
  return rows.map((row) => ({ id: row.id, municipality: row.name, state_code: row.state_code }));
}

/**
 * Records the request under a new token: new places are inserted, unconfirmed or cancelled ones
 * start over under the new token; active subscriptions are left untouched (a stranger cannot
 * reset or cancel them, since the e-mail only reaches the owner of the address).
 */
async function storePending(db: Db, request: SubscriptionRequest, places: readonly Place[]): Promise<string> {
  const { token, hash } = newSubscriptionToken();
  const now = new Date().toISOString();
  for (const place of places) {
    const existing = await db.selectFrom('subscriptions').select(['id', 'confirmed_at', 'unsubscribed_at'])
      .where('email', '=', request.email).where('municipality_id', '=', place.id).executeTakeFirst();
    if (existing && existing.confirmed_at && !existing.unsubscribed_at) continue;
    const values = { token_hash: hash, locale: request.locale, confirmed_at: null, unsubscribed_at: null, municipality: place.municipality, state_code: place.state_code };
    if (existing) {
      await db.updateTable('subscriptions').set(values).where('id', '=', existing.id).execute();
    } else {
      await db.insertInto('subscriptions').values({ ...values, email: request.email, municipality_id: place.id, created_at: now })
        .onConflict((oc) => oc.columns(['email', 'municipality_id']).doNothing())
        .execute();
    }
  }
  return token;
}

async function pendingOrActive(db: Db, token: string) {
  const rows = await db.selectFrom('subscriptions').select(['municipality', 'state_code'])
    .where('token_hash', '=', hashSubscriptionToken(token)).where('unsubscribed_at', 'is', null)
    .orderBy('municipality').execute();
  if (rows.length === 0) throw new HttpProblem(404, 'subscription_link_invalid');
  return rows;
}
