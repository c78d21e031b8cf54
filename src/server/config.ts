import os from 'node:os';
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
  /** Bytes of list answers cached in all (one budget for every resource); 0 turns the cache off. */
  listCacheMaxBytes: number;
  /**
   * LIST_COUNT_BOUND: a list counts its matching rows up to this many; past it the answer says "more than this"
   * (X-Total-Count-Exact: false) instead of counting every row. 0 always counts exactly.
   */
  listCountBound: number;
  /** LIST_INDEX_MAX_ROWS: public plan and TAC searches are answered from memory up to this many published rows; 0 turns it off. */
  listIndexMaxRows: number;
  /** How often each instance's mail worker looks for due outbox messages. */
  mailWorkerIntervalMs: number;
  /** Shared store of several instances (rate limits, throttles, list-cache invalidation); undefined → in memory. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false (default, no proxy header trusted), a hop count, or proxy addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Worker threads for PDF, XLSX and batch pre-analysis; 0 renders them on the event loop (comparison only). */
  heavyWorkThreads: number;
  /** Heavy jobs that may wait for a thread; past threads + queue a heavy request answers 503 with Retry-After. */
  heavyWorkQueue: number;
  /** Exports (CSV, XLSX, PDF) per client (user id when signed in, else address) and minute. */
  exportRateMax: number;
  /** Batch pre-analysis requests (chunks of up to 5,000 rows) per user and hour. */
  preanalysisBatchRateMax: number;
  /** Mean event-loop delay (ms) over which every request answers 503 with Retry-After; 0 turns shedding off. */
  maxEventLoopDelayMs: number;

  /** AUDIT_RETENTION_DAYS: audit entries older than this many days are purged hourly; 0 (default) keeps them forever. */
  auditRetentionDays: number;

  /** LOGS_MAX_ROWS: the logs table keeps at most about this many newest entries (older ones are deleted). */
  logsMaxRows: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function url(env: NodeJS.ProcessEnv, name: string, fallback?: string): string | undefined {
  const value = env[name]?.trim() || fallback;
  if (value === undefined) return undefined;
  try {
    const parsed = new URL(value);
    if (!/^https?:$|^postgres(ql)?:$|^smtps?:$|^rediss?:$/.test(parsed.protocol)) throw new Error('protocol');
  } catch {
    throw new ConfigError(name, `"${value}" is not a valid URL`);
  }
  return value.replace(/\/$/, '');
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy header (the peer address is the client); a number trusts that
 * many hops of X-Forwarded-For; otherwise a comma-separated list of proxy addresses, CIDRs or Fastify's
 * names (loopback, linklocal, uniquelocal). "true" is refused: it would let any client choose its address.
 */
function trustProxyOf(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = (entry: string) => /^(loopback|linklocal|uniquelocal)$/.test(entry) || /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry);
  if (entries.length === 0 || !entries.every(valid)) {
    throw new ConfigError('TRUST_PROXY', `"${text}" is not a hop count or a list of proxy addresses (e.g. 1, or 10.0.0.0/8,loopback); "true" is not allowed`);
  }
  return entries;
}

/** A whole number from the environment (unset or empty → fallback), at most `max`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name]?.trim() || String(fallback);
  if (!/^\d{1,9}$/.test(text) || Number(text) > max) throw new ConfigError(name, `"${text}" is not a whole number from 0 to ${max}`);
  return Number(text);
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
  const cacheBytesText = env.LIST_CACHE_MAX_BYTES?.trim() || String(32 * 1024 * 1024);
  if (!/^\d{1,12}$/.test(cacheBytesText)) throw new ConfigError('LIST_CACHE_MAX_BYTES', `"${cacheBytesText}" is not a whole number of bytes`);
  const mailIntervalText = env.MAIL_WORKER_INTERVAL_MS?.trim() || '30000';
  if (!/^\d{1,9}$/.test(mailIntervalText) || Number(mailIntervalText) < 100) {
    throw new ConfigError('MAIL_WORKER_INTERVAL_MS', `"${mailIntervalText}" is not a number of milliseconds (at least 100)`);
  }

  const logsMaxText = env.LOGS_MAX_ROWS?.trim() || '100000';
  if (!/^\d{1,9}$/.test(logsMaxText) || Number(logsMaxText) < 100)
    throw new ConfigError('LOGS_MAX_ROWS', `"${logsMaxText}" is not a whole number of at least 100`);
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
    listCacheMaxBytes: Number(cacheBytesText),
    listCountBound: wholeNumber(env, 'LIST_COUNT_BOUND', 10_000, 100_000_000),
    listIndexMaxRows: wholeNumber(env, 'LIST_INDEX_MAX_ROWS', 2_000_000, 100_000_000),
    mailWorkerIntervalMs: Number(mailIntervalText),
    redisUrl: url(env, 'REDIS_URL'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    // One core stays with the event loop; an idle server holds no worker thread (they start on demand).
    heavyWorkThreads: wholeNumber(env, 'HEAVY_WORK_THREADS', Math.max(1, os.availableParallelism() - 1), 64),
    heavyWorkQueue: wholeNumber(env, 'HEAVY_WORK_QUEUE', 16, 10_000),
    exportRateMax: wholeNumber(env, 'EXPORT_RATE_MAX', 30, 1_000_000),
    preanalysisBatchRateMax: wholeNumber(env, 'PREANALYSIS_BATCH_RATE_MAX', 120, 100_000_000),
    maxEventLoopDelayMs: wholeNumber(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 600_000),
    auditRetentionDays: wholeNumber(env, 'AUDIT_RETENTION_DAYS', 0, 36_500),

    logsMaxRows: Number(logsMaxText),
  };
}
