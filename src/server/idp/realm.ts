import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findAbove } from '../find-above';

/** The parts of a Keycloak realm export the stand-in honours; everything else in the file is for the real Keycloak. */
const realmExportSchema = z.object({
  realm: z.string(),
  displayName: z.string().optional(),
  enabled: z.boolean(),
  registrationAllowed: z.boolean().default(false),
  verifyEmail: z.boolean().default(false),
  loginWithEmailAllowed: z.boolean().default(true),
  bruteForceProtected: z.boolean().default(false),
  failureFactor: z.number().int().positive().default(30),
  maxFailureWaitSeconds: z.number().int().positive().default(900),
  passwordPolicy: z.string().default(''),
  accessTokenLifespan: z.number().int().positive().default(300),
  accessCodeLifespan: z.number().int().positive().default(60),
  ssoSessionIdleTimeout: z.number().int().positive().default(1800),
  ssoSessionMaxLifespan: z.number().int().positive().default(36000),
  actionTokenGeneratedByUserLifespan: z.number().int().positive().default(300),
  clients: z.array(
    z.object({
      clientId: z.string(),
      enabled: z.boolean().default(true),
      publicClient: z.boolean().default(false),
      standardFlowEnabled: z.boolean().default(true),
      redirectUris: z.array(z.string()).default([]),
      webOrigins: z.array(z.string()).default([]),
      attributes: z.record(z.string(), z.string()).default({}),
    }),
  ),
  roles: z
    .object({
      client: z.record(z.string(), z.array(z.object({ name: z.string() }))).default({}),
    })
    .default({ client: {} }),
  users: z
    .array(
      z.object({
        id: z.string().optional(),
        username: z.string(),
        enabled: z.boolean().default(true),
        emailVerified: z.boolean().default(false),
        email: z.string(),
        firstName: z.string().default(''),
        lastName: z.string().default(''),
        attributes: z.record(z.string(), z.array(z.string())).default({}),
        credentials: z.array(z.object({ type: z.string(), value: z.string().optional() })).default([]),
        clientRoles: z.record(z.string(), z.array(z.string())).default({}),
      }),
    )
    .default([]),
});

export interface RealmClient {
  clientId: string;
  /** Redirect URI patterns as Keycloak stores them: exact URIs or prefixes ending in `*`. */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  webOrigins: string[];
  pkceMethod: string | undefined;
  roles: string[];
}

export interface RealmUser {
  id: string | undefined;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  cpf: string | undefined;
  password: string | undefined;
  emailVerified: boolean;
  enabled: boolean;
  /** Client roles by clientId, as in the export's `clientRoles`. */
  clientRoles: Record<string, string[]>;
}

export interface PasswordPolicy {
  minLength: number;
  minDigits: number;
}

export interface RealmSettings {
  name: string;
  displayName: string;
  registrationAllowed: boolean;
  verifyEmail: boolean;
  loginWithEmailAllowed: boolean;
  /** Consecutive wrong passwords before a temporary lockout; undefined when brute-force protection is off. */
  failureFactor: number | undefined;
  lockoutSeconds: number;
  passwordPolicy: PasswordPolicy;
  accessTokenSeconds: number;
  codeSeconds: number;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  actionTokenSeconds: number;
  clients: RealmClient[];
  users: RealmUser[];
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Finds realm/aga-realm.json by walking up from this module, so it works from src/ and from a build output alike. */
function realmFilePath(start = HERE): string {
  const file = findAbove(start, path.join('realm', 'aga-realm.json'));
  if (!file) throw new Error(`realm/aga-realm.json not found above ${start}`);
  return file;
}

/** Reads "length(8) and digits(1)" style policies; unknown rules are ignored (Keycloak enforces them in production). */
function parsePasswordPolicy(policy: string): PasswordPolicy {
  const rule = (name: string) => {
    const match = new RegExp(`\\b${name}\\((\\d+)\\)`).exec(policy);
    return match ? Number(match[1]) : 0;
  };
  return { minLength: rule('length'), minDigits: rule('digits') };
}

// "+" in Keycloak means "the same as the valid redirect URIs".
function expandPlus(values: string[], redirectUris: string[]): string[] {
  return values.flatMap((v) => (v === '+' ? redirectUris : [v]));
}

/** Origins that "+" in webOrigins stands for: the origin of every redirect URI that is an absolute URL. */
function originsOf(redirectUris: string[]): string[] {
  const origins = new Set<string>();
  for (const uri of redirectUris) {
    try {
      origins.add(new URL(uri.replace(/\*$/, '')).origin);
    } catch {
      // relative or malformed patterns carry no origin
    }
  }
  return [...origins];
}

export function loadRealm(file = realmFilePath()): RealmSettings {
  const raw = realmExportSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!raw.enabled) throw new Error(`realm ${raw.realm} in ${file} is disabled`);
  const clients = raw.clients
    .filter((c) => c.enabled && c.standardFlowEnabled)
    .map((c): RealmClient => {
      const postLogout = (c.attributes['post.logout.redirect.uris'] ?? '').split('##').filter(Boolean);
      return {
        clientId: c.clientId,
        redirectUris: c.redirectUris,
        postLogoutRedirectUris: expandPlus(postLogout, c.redirectUris),
        webOrigins: c.webOrigins.flatMap((o) => (o === '+' ? originsOf(c.redirectUris) : [o])),
        pkceMethod: c.attributes['pkce.code.challenge.method'],
        roles: (raw.roles.client[c.clientId] ?? []).map((r) => r.name),
      };
    });
  return {
    name: raw.realm,
    displayName: raw.displayName ?? raw.realm,
    registrationAllowed: raw.registrationAllowed,
    verifyEmail: raw.verifyEmail,
    loginWithEmailAllowed: raw.loginWithEmailAllowed,
    failureFactor: raw.bruteForceProtected ? raw.failureFactor : undefined,
    lockoutSeconds: raw.maxFailureWaitSeconds,
    passwordPolicy: parsePasswordPolicy(raw.passwordPolicy),
    accessTokenSeconds: raw.accessTokenLifespan,
    codeSeconds: raw.accessCodeLifespan,
    sessionIdleSeconds: raw.ssoSessionIdleTimeout,
    sessionMaxSeconds: raw.ssoSessionMaxLifespan,
    actionTokenSeconds: raw.actionTokenGeneratedByUserLifespan,
    clients,
    users: raw.users.map((u): RealmUser => ({
      id: u.id,
      username: u.username.toLowerCase(),
      email: u.email.toLowerCase(),
      firstName: u.firstName,
      lastName: u.lastName,
      cpf: u.attributes.cpf?.[0],
      password: u.credentials.find((c) => c.type === 'password')?.value,
      emailVerified: u.emailVerified,
      enabled: u.enabled,
      clientRoles: u.clientRoles,
    })),
  };
}
