import type { FastifyPluginAsync } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { AppConfig } from '../config';
import type { Db } from '../db/index';
import { clientsFor, type IdpContext } from './context';
import { acceptFormBodies } from './http';
import { loadSigningKey } from './keys';
import { loadRealm } from './realm';
import { accountRoutes } from './routes/account';
import { authorizeRoutes } from './routes/authorize';
import { discoveryRoutes } from './routes/discovery';
import { iframeRoutes } from './routes/iframes';
import { logoutRoutes } from './routes/logout';
import { registrationRoutes } from './routes/registration';
import { tokenRoutes } from './routes/token';
import { userinfoRoutes } from './routes/userinfo';
import { createThrottle } from '../security/throttle';
import { AuthorizationCodes } from './sessions';
import { importRealmUsers } from './users';

let demoUsersPrinted = false;

/**
 * The public keys the stand-in signs its tokens with, for the server's token check: with `idpPlugin`, the one thing
 * the rest of the server takes from this folder (app.ts starts both; nothing else imports src/server/idp).
 */
export async function idpVerificationKeys(dataDir: string): Promise<JSONWebKeySet> {
  return { keys: [(await loadSigningKey(dataDir)).publicJwk] };
}

/**
 * The embedded Keycloak stand-in (DESIGN §4): a Keycloak 26 realm's OIDC endpoints under `/realms/<realm>/`, for local
 * use when KEYCLOAK_URL is unset. Its client, redirect URIs, roles and demo users come from realm/aga-realm.json.
 * SSO sessions and refresh-token chains are in the database; authorization codes (60 s, single use) are in memory.
 */
export const idpPlugin: FastifyPluginAsync<{ config: AppConfig; db: Db }> = async (app, { config, db }) => {
  if (config.production) throw new Error('the embedded identity provider is for local use; set KEYCLOAK_URL');
  const realm = loadRealm();
  if (realm.name !== config.keycloak.realm) {
    throw new Error(`realm/aga-realm.json defines realm "${realm.name}" but KEYCLOAK_REALM is "${config.keycloak.realm}"`);
  }
  const portal = realm.clients.find((c) => c.clientId === config.keycloak.clientId);
  if (!portal) throw new Error(`realm/aga-realm.json has no enabled client "${config.keycloak.clientId}" (KEYCLOAK_CLIENT_ID)`);

  const realmPath = `/realms/${realm.name}`;
  const issuer = `${config.publicUrl}${realmPath}`;
  const clients = clientsFor(realm, config.publicUrl, issuer, portal.clientId);
  const ctx: IdpContext = {
    config,
    db,
    realm,
    portal: clients.get(portal.clientId)!,
    clients,
    key: await loadSigningKey(config.dataDir),
    issuer,
    realmPath,
    codes: new AuthorizationCodes(realm.codeSeconds),
    secureCookies: config.publicUrl.startsWith('https:'),
    log: app.log,
    throttle: createThrottle(app.redis ?? null, (err) => app.log.warn({ err }, 'throttle: Redis failed, counting in memory')),
  };

  const demoUsers = await importRealmUsers(db, realm, portal.clientId);
  if (!demoUsersPrinted && demoUsers.length) {
    demoUsersPrinted = true;
    const list = demoUsers.map((u) => `${u.username} / ${u.password}`).join(', ');
    app.log.info(`Embedded identity provider at ${issuer} (local use only). Demo users (username / password): ${list}`);
  }

  acceptFormBodies(app);
  discoveryRoutes(app, ctx);
  authorizeRoutes(app, ctx);
  tokenRoutes(app, ctx);
  userinfoRoutes(app, ctx);
  logoutRoutes(app, ctx);
  iframeRoutes(app, ctx);
  registrationRoutes(app, ctx);
  accountRoutes(app, ctx);
};
