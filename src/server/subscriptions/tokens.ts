import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token (256 random bits, base64url); only its hash is stored. */
export function newSubscriptionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSubscriptionToken(token) };
}

export function hashSubscriptionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
