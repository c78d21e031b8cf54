import type { ThrottleRule } from '../security/throttle';
import type { RealmSettings } from './realm';

/**
 * The stand-in's brute-force rules (docs/decisions.md, "Login throttling"). Keycloak locks an account after
 * `failureFactor` failures for `waitIncrementSeconds`; anyone who knows a username could then lock its owner out.
 * Here the client address is throttled first and hard, the account only briefly:
 * - per address: `failureFactor` failed logins, then waits of 1 s, 2 s, 4 s … up to `maxFailureWaitSeconds`;
 * - per login name (existing or not, so the answer reveals nothing): twice as many failures from any mix of
 *   addresses, then waits of 1 s, 2 s … up to 60 s, never a lockout. A successful login clears the account's count.
 * Failures are forgotten 15 minutes after the last one (and its wait). Only failed attempts count, so a busy
 * address where people log in correctly (an office, the browser tests) is never slowed down.
 */
const WINDOW_MS = 15 * 60_000;
const ACCOUNT_MAX_WAIT_MS = 60_000;

export function addressRule(realm: RealmSettings): ThrottleRule {
  return { free: realm.failureFactor ?? 5, firstWaitMs: 1000, maxWaitMs: realm.lockoutSeconds * 1000, windowMs: WINDOW_MS };
}

/** Undefined when the realm has brute-force protection off (bruteForceProtected: false). */
export function accountRule(realm: RealmSettings): ThrottleRule | undefined {
  if (realm.failureFactor === undefined) return undefined;
  return { free: realm.failureFactor * 2, firstWaitMs: 1000, maxWaitMs: Math.min(ACCOUNT_MAX_WAIT_MS, realm.lockoutSeconds * 1000), windowMs: WINDOW_MS };
}

/** Registrations that pass validation (each one sends an e-mail) per address: 5, then 1 min, 2 min … up to 1 h. */
export const REGISTRATION_RULE: ThrottleRule = { free: 5, firstWaitMs: 60_000, maxWaitMs: 3_600_000, windowMs: 3_600_000 };

/** At most one activation link, or one "someone tried to register with your address" notice, per 15 minutes. */
export const MAIL_INTERVAL_MS = 15 * 60_000;

export const keys = {
  loginAddress: (ip: string) => `idp:login:ip:${ip}`,
  loginAccount: (login: string) => `idp:login:account:${login.trim().toLowerCase()}`,
  registrationAddress: (ip: string) => `idp:register:ip:${ip}`,
  activationMail: (userId: string) => `idp:mail:activation:${userId}`,
  registrationMail: (email: string) => `idp:mail:register:${email}`,
};
