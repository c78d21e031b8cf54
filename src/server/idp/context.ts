import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Throttle } from '../security/throttle';
import type { Db } from '../db/index';
import type { SigningKey } from './keys';
import type { RealmClient, RealmSettings } from './realm';
import { servedRedirectUris, VITE_DEV_ORIGINS } from './redirect-uris';
import type { AuthorizationCodes } from './sessions';

/** Everything the stand-in's routes share, built once at registration. */
export interface IdpContext {
  config: AppConfig;
  db: Db;
  realm: RealmSettings;
  /** The portal's client (config.keycloak.clientId), whose roles users carry. */
  portal: RealmClient;
  clients: ReadonlyMap<string, RealmClient>;
  key: SigningKey;
  issuer: string;
  /** `/realms/<realm>`, the path of every route on this server (the issuer adds PUBLIC_URL in front). */
  realmPath: string;
  codes: AuthorizationCodes;
  secureCookies: boolean;
  log: FastifyBaseLogger;
  /** Login, registration and e-mail throttles (shared through Redis when REDIS_URL is set). */
  throttle: Throttle;
}

export const ACCOUNT_CLIENT_ID = 'account-console';

/**
 * The clients the stand-in serves: those of the realm file, plus two things a real Keycloak has without the file
 * saying so — the built-in account-console client, and (embedded mode only) the portal's own PUBLIC_URL, because
 * here the portal and the identity provider share that origin, whatever port it runs on.
 */
export function clientsFor(realm: RealmSettings, publicUrl: string, issuer: string, portalId: string): Map<string, RealmClient> {
  const origin = new URL(publicUrl).origin;
  const clients = new Map<string, RealmClient>();
  // The realm file's URIs count only on this server's origin or the Vite dev server's (see servedRedirectUris).
  const served = [origin, ...VITE_DEV_ORIGINS];
  for (const client of realm.clients) {
    const own = client.clientId === portalId ? [`${publicUrl}/*`] : [];
    clients.set(client.clientId, {
      ...client,
      redirectUris: [...servedRedirectUris(client.redirectUris, served), ...own],
      postLogoutRedirectUris: [...servedRedirectUris(client.postLogoutRedirectUris, served), ...own],
      webOrigins: [...new Set([...client.webOrigins, ...(own.length ? [origin] : [])])],
    });
  }
  const accountUris = [`${issuer}/account/*`];
  clients.set(ACCOUNT_CLIENT_ID, {
    clientId: ACCOUNT_CLIENT_ID,
    redirectUris: accountUris,
    postLogoutRedirectUris: accountUris,
    webOrigins: [origin],
    pkceMethod: 'S256',
    roles: [],
  });
  return clients;
}
