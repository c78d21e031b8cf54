import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from './index';
import { reportIntegrity } from './integrity-report';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

interface DatabaseOptions {
  /** Skip the sample and reference data (benchmarks bring their own rows). */
  seed?: boolean;
}

/**
 * The database as `app.db`: opened from the configuration (PostgreSQL or the SQLite file in the data directory),
 * migrated to the latest schema, seeded unless `seed: false`, checked (rows that break a data rule are reported in
 * the log and /logs, never changed) and closed when the application closes.
 */
export const databasePlugin = fp<DatabaseOptions>(
  async (app: FastifyInstance, options) => {
    const { databaseUrl, dataDir } = app.config;
    const db = openDatabase({ databaseUrl, dataDir });
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());

    await migrateToLatest(db);
    if (options.seed !== false) await seedDatabase(db, app.log);
    await reportIntegrity(db, app.log);
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
