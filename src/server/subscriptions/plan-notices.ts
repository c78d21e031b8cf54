import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/index';
import { sendMail } from '../mail/index';
import { planPublishedMail, type PublishedPlan } from './messages';
import { newSubscriptionToken } from './tokens';

export interface PlanNoticeContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * E-mails every confirmed, still active subscriber of the plan's municipality. Each notice carries a
 * fresh unsubscribe token (only hashes are stored, so a link cannot be rebuilt later): the newest
 * e-mail's link is the one that works. Failures are logged and never undo the plan's creation.
 */
export async function notifyPlanSubscribers(ctx: PlanNoticeContext, plan: PublishedPlan & { municipality_id: number }): Promise<number> {
  try {
    const subscribers = await ctx.db
      .selectFrom('subscriptions')
      .select(['id', 'email', 'locale'])
      .where('municipality_id', '=', plan.municipality_id)
      .where('confirmed_at', 'is not', null)
      .where('unsubscribed_at', 'is', null)
      .execute();
    for (const subscriber of subscribers) {
      const { token, hash } = newSubscriptionToken();
      await ctx.db.updateTable('subscriptions').set({ token_hash: hash }).where('id', '=', subscriber.id).execute();
      await sendMail(ctx.db, ctx.config, planPublishedMail(subscriber.email, subscriber.locale, plan, ctx.config.publicUrl, token));
    }
    return subscribers.length;
  } catch (error) {
    ctx.log.error({ err: error }, 'plan notices failed');
    return 0;
  }
}
