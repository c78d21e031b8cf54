import { z } from 'zod';
import { LOCALES } from '../constants';
import { rowId } from './common';

/** At most this many municipalities per subscription request. */
export const MAX_SUBSCRIPTION_MUNICIPALITIES = 10;

/** POST /api/subscriptions: an address and the municipalities whose new plans it wants to hear about. */
export const subscriptionRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(200).pipe(z.email()),
  municipality_ids: z.array(rowId).min(1).max(MAX_SUBSCRIPTION_MUNICIPALITIES),
  locale: z.enum(LOCALES).default('pt'),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** The token of a confirmation or unsubscribe link (base64url, 43 characters). */
export const subscriptionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'subscription_link_invalid' });

/** Answer of confirm and unsubscribe: the municipalities the link applied to. */
export const subscriptionOutcomeSchema = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  municipalities: z.array(z.object({ municipality: z.string(), state_code: z.string() })),
});
export type SubscriptionOutcome = z.infer<typeof subscriptionOutcomeSchema>;
