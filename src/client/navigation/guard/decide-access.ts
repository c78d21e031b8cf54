import type { UserInfo } from '../../providers/user-cache';

export type AccessDecision = 'login' | 'proceed' | 'forbidden';

export interface AccessInputs {
  /** Whether the identity provider reports a session (keycloak-js check-sso). */
  authenticated: boolean;
  /** The token subject of that session. */
  subject: string | undefined;
  /** The user record in memory, if any. */
  memoryUser: UserInfo | null;
  /** Whether a user record may open the requested route. */
  permitted(user: UserInfo): boolean;
  /** Decrypts the cached record: null when absent or undecryptable. */
  readCache(subject: string): Promise<UserInfo | null>;
  clearCache(subject: string): void;
  /** Fetches user info (with the token fallback) and makes it current. */
  fetchUser(): Promise<UserInfo | null>;
  /** Makes a record current (the cached one in step 4). */
  adopt(user: UserInfo): void;
}

/**
 * Spec §4's route access for a route that requires authentication (step 1, public routes, never reaches here):
 * 2. no session → login; 3. the user in memory has a permitted role → proceed; 4. otherwise the cached record
 * decides (permitted → proceed, not → 401); 5. no cache or undecryptable → clear it, fetch user info, continue.
 * After step 5 the fresh record is checked too, so a role that cannot open the route lands on 401 as well.
 */
export async function decideAccess(inputs: AccessInputs): Promise<AccessDecision> {
  const { authenticated, subject, memoryUser } = inputs;
  if (!authenticated || !subject) return 'login';
  if (memoryUser && memoryUser.id === subject && inputs.permitted(memoryUser)) return 'proceed';

  const cached = await inputs.readCache(subject);
  if (cached) {
    inputs.adopt(cached);
    return inputs.permitted(cached) ? 'proceed' : 'forbidden';
  }

  inputs.clearCache(subject);
  const fresh = await inputs.fetchUser();
  if (!fresh) return 'login';
  return inputs.permitted(fresh) ? 'proceed' : 'forbidden';
}
