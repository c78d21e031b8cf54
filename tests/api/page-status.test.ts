import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

const APP_HTML = '<!doctype html><title>Portal AGA</title><div id="root"></div>';
let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  // A stand-in for the built client: the pages' status must not depend on a real build.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), APP_HTML);
  server = await startServer({ seed: false, env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });

describe('status of page addresses (no soft 404)', () => {
  it.each([
    '/',
    '/inicio',
    '/planos',
    '/tac',
    '/preanalise',
    '/aerodromo/plano-diretor',
    '/atendimento',
    '/inscricao/confirmar?token=abc',
    '/PLANOS/',
    '/dashboard',
    '/denuncias',
    '/gestao/planos',
    '/permission/Interno',
    '/nested?level=1-1',
    // Records at their own addresses, over their list (domain/app-paths.ts's STAFF_RECORD_ACTIONS).
    '/denuncias/create',
    '/denuncias/show/12?pageSize=25',
    '/denuncias/edit/12',
    '/gestao/planos/edit/3',
    '/gestao/tac/create',
    '/user/edit/abc-123',
    '/logs/show/7',
  ])('answers a page of the app, %s, with 200 and the app', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(APP_HTML);
  });

  it.each([
    '/nao-existe',
    '/planos/extra/coisa',
    '/denuncias/show',
    '/gestao/planos/show/3',
    '/logs/edit/7',
    '/user/create',
    '/erro',
    '/erro/404',
    '/erro/999',
    '/erro/abc',
    `/${'a'.repeat(300)}`,
  ])('answers an unknown address, %s, with 404 and still the app (which shows its error page)', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe(APP_HTML);
  });

  it.each([
    [401, '/erro/401'],
    [403, '/erro/403'],
    [500, '/erro/500'],
  ])('answers the error page with its own status %i', async (status, url) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(APP_HTML);
  });

  it('keeps unknown API paths a JSON problem 404', async () => {
    const response = await get('/api/nao-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('answers HEAD like GET', async () => {
    expect((await fetch(`${server.url}/nao-existe`, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(`${server.url}/planos`, { method: 'HEAD' })).status).toBe(200);
  });
});
