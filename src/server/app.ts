import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JSONWebKeySet } from 'jose';
import { apiRoutes } from './api-routes';
import { startAuditPurge } from './audit/retention';
import { authPlugin } from './auth/plugin';
import { userInfoRoutes } from './auth/user-info';
import type { AppConfig } from './config';
import { databasePlugin } from './db/plugin';
import { HttpProblem, sendProblem } from './errors/problem';
import { logsPlugin } from './logs/plugin';
import { startMailWorker } from './mail/worker';
import { docsPlugin } from './plugins/docs';
import { listCacheSyncPlugin } from './plugins/list-cache-sync';
import { problemJsonPlugin } from './plugins/problem-json';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { underPressurePlugin } from './plugins/under-pressure';
import { runtimeConfigRoutes } from './system/routes';
import { heavyWorkPlugin } from './workers/pool';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Skip the sample and reference data (benchmarks bring their own rows). */
  seed?: boolean;
  logger?: boolean;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/**
 * Every route validates and serialises with zod. Given as the schema controller's factories (what
 * setValidatorCompiler / setSerializerCompiler install), Fastify does not load its default ones, ajv and
 * fast-json-stringify with ~110 modules, only to replace them. Fastify types these factories after ajv's.
 */
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory;

/** Trust the first `hops` proxies in front of the server (Fastify's types lack the numeric form). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole application: used by main.ts and by every test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Only proxies named by TRUST_PROXY may set the client address (X-Forwarded-For); by default none.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // The database plugin migrates and seeds before the server listens: on a large database (an index over a million
    // rows) or a loaded machine that takes longer than avvio's default 10 s, which would abort the start midway.
    pluginTimeout: 600_000,
    // Query strings like ?state_code=SP&state_code=RJ arrive as arrays.
    routerOptions: { maxParamLength: 200 },
    // A URL with broken percent-encoding is the caller's mistake: a 400 problem like any other (finding #6).
    frameworkErrors: (error, request, reply) =>
      sendProblem(request, reply, error.code === 'FST_ERR_BAD_URL' ? new HttpProblem(400, 'malformed_path') : new HttpProblem(500, 'internal')),
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  await app.register(databasePlugin, { seed: options.seed });

  await app.register(problemJsonPlugin);
  // First of the request hooks: a shed request costs nothing more (no token check, no database).
  await app.register(underPressurePlugin);
  await app.register(heavyWorkPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(listCacheSyncPlugin);
  await app.register(logsPlugin);
  await app.register(securityPlugin);
  // API answers over 1 kB are gzipped for clients that accept it (the app's files are compressed at build time).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip'] });
  await app.register(docsPlugin);
  let localKeys: JSONWebKeySet | undefined;
  if (!config.keycloak.url) {
    // Loaded only in local mode: a production server never even imports the stand-in. The server only starts it
    // and trusts its keys; nothing else imports src/server/idp (ESLint keeps it so).
    const idp = await import('./idp/index');
    await app.register(idp.idpPlugin, { config, db: app.db });
    localKeys = await idp.idpVerificationKeys(config.dataDir);
  }
  await app.register(authPlugin, { localKeys });
  await app.register(runtimeConfigRoutes);
  await app.register(userInfoRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  startMailWorker(app, config.mailWorkerIntervalMs);
  startAuditPurge(app);
  await app.register(staticPlugin);
  return app;
}
