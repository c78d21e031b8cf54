import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/index';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/index';
import { reportIntegrity } from './db/integrity-report';
import { HttpProblem, sendProblem } from './errors/problem';
import { problemJsonPlugin } from './plugins/problem-json';
import { securityPlugin } from './plugins/security';
import { redisPlugin } from './plugins/redis';
import { rateLimitPlugin } from './plugins/rate-limit';
import { listCacheSyncPlugin } from './plugins/list-cache-sync';

import { underPressurePlugin } from './plugins/under-pressure';
import { heavyWorkPlugin } from './workers/pool';
import { docsPlugin } from './plugins/docs';
import { staticPlugin } from './plugins/static';
import { authPlugin } from './plugins/auth';
import { registerResources } from './resources/index';
import { systemRoutes } from './routes/system';
import { contentRoutes } from './routes/content';
import { userInfoRoutes } from './auth/user-info';
import { preanalysisRoutes } from './routes/preanalyses';
import { preanalysisBatchRoutes } from './routes/preanalysis-batch';
import { preanalysisRequestRoutes } from './routes/preanalysis-requests';
import { preanalysisSurfaceRoutes } from './routes/preanalysis-surfaces';
import { dashboardRoutes } from './routes/dashboard';
import { subscriptionRoutes } from './routes/subscriptions';
import { notificationRoutes } from './routes/notifications';
import { appSettingsRoutes } from './routes/app-settings';
import { i18nOverrideRoutes } from './routes/i18n-overrides';
import { publicationRoutes } from './routes/publication';
import { savedQueryRoutes } from './routes/saved-queries';
import { startMailWorker } from './mail/worker';
import { logsPlugin } from './logs/plugin';
import { logRoutes } from './logs/routes';
import { startAuditPurge } from './audit/retention';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
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
    // Query strings like ?state_code=SP&state_code=RJ arrive as arrays.
    routerOptions: { maxParamLength: 200 },
    // A URL with broken percent-encoding is the caller's mistake: a 400 problem like any other (finding #6).
    frameworkErrors: (error, request, reply) =>
      sendProblem(request, reply, error.code === 'FST_ERR_BAD_URL' ? new HttpProblem(400, 'malformed_path') : new HttpProblem(500, 'internal')),
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onClose', async () => db.destroy());

  await migrateToLatest(db);
  if (options.seed !== false) await seedDatabase(db, app.log);
  // Rows that break a data rule are reported (log and /logs), never changed.
  await reportIntegrity(db, app.log);

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
  if (!config.keycloak.url) {
    // Loaded only in local mode: a production server never even imports the stand-in.
    const { idpPlugin } = await import('./idp/index');
    await app.register(idpPlugin, { config, db });
  }
  await app.register(authPlugin);
  await app.register(systemRoutes);
  await app.register(userInfoRoutes);
  await app.register(registerResources, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(subscriptionRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(appSettingsRoutes, { prefix: '/api' });
  await app.register(i18nOverrideRoutes, { prefix: '/api' });
  await app.register(publicationRoutes, { prefix: '/api' });
  await app.register(savedQueryRoutes, { prefix: '/api' });
  await app.register(preanalysisRoutes, { prefix: '/api' });
  await app.register(preanalysisRequestRoutes, { prefix: '/api' });
  await app.register(preanalysisSurfaceRoutes, { prefix: '/api' });
  await app.register(preanalysisBatchRoutes, { prefix: '/api' });
  await app.register(logRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  startMailWorker(app, config.mailWorkerIntervalMs);
  startAuditPurge(app);
  await app.register(staticPlugin);
  return app;
}
