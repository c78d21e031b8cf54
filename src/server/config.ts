import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  keycloak: { url: string | undefined; realm: string; clientId: string; audience: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  tileUrl: string;
  siteSearchUrl: string;
  logLevel: string;
  production: boolean;
  clientDir: string;
  /** Entries per resource in the list cache; 0 turns it off. */
  listCacheEntries: number;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, message: string) {
    super(`${variable}: ${message}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function url(env: NodeJS.ProcessEnv, name: string, fallback?: string): string | undefined {
  const value = env[name]?.trim() || fallback;
  if (value === undefined) return undefined;
  try {
    const parsed = new URL(value);
    if (!/^https?:$|^postgres(ql)?:$|^smtps?:$/.test(parsed.protocol)) throw new Error('protocol');
  } catch {
    throw new ConfigError(name, `"${value}" is not a valid URL`);
  }
  return value.replace(/\/$/, '');
}

/** Reads the environment of DESIGN §3 into a typed config; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const portText = env.PORT?.trim() || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new ConfigError('PORT', `"${portText}" is not a port number (0–65535)`);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  }
  const production = env.NODE_ENV === 'production';
  const cacheText = env.LIST_CACHE_ENTRIES?.trim() || '500';
  if (!/^\d{1,6}$/.test(cacheText)) throw new ConfigError('LIST_CACHE_ENTRIES', `"${cacheText}" is not a whole number`);
  const keycloakUrl = url(env, 'KEYCLOAK_URL');
  const publicUrl = url(env, 'PUBLIC_URL', `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`)!;
  const clientId = env.KEYCLOAK_CLIENT_ID?.trim() || 'aga-portal';
  return {
    port,
    host,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    keycloak: {
      url: keycloakUrl,
      realm: env.KEYCLOAK_REALM?.trim() || 'aga',
      clientId,
      audience: env.KEYCLOAK_AUDIENCE?.trim() || clientId,
    },
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: env.MAIL_FROM?.trim() || 'Portal AGA <no-reply@aga.local>',
    tileUrl: env.TILE_URL?.trim() || '',
    siteSearchUrl: url(env, 'SITE_SEARCH_URL', 'https://www.decea.mil.br/busca')!,
    logLevel,
    production,
    clientDir: path.resolve(env.CLIENT_DIR?.trim() || 'dist/client'),
    listCacheEntries: Number(cacheText),
  };
}
