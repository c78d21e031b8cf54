import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startServer();
  // A second app on the same database, with a route that writes a row breaking a unique index for real.
  app = await buildApp(server.app.config, { seed: false, logger: false });
  app.post('/api/test-duplicate-state', async () => {
    await app.db.insertInto('states').values({ id: 999, code: 'SP', name: 'São Paulo de novo', region: 'Sudeste' }).execute();
    return { stored: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

it("answers a write that breaks a unique index with a 409 problem in the caller's language, not a 500", async () => {
  const response = await app.inject({ method: 'POST', url: '/api/test-duplicate-state', headers: { 'accept-language': 'pt-BR' } });
  expect(response.statusCode).toBe(409);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(response.json()).toMatchObject({ status: 409, title: 'Conflito', detail: 'O registro conflita com dados existentes.' });
  const states = await server.app.db.selectFrom('states').select('name').where('code', '=', 'SP').execute();
  expect(states).toEqual([{ name: 'São Paulo' }]);
});
