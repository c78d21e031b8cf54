// The compiled server (what npm start runs): built with scripts/build-server.mjs and started with plain Node, it
// must find what the source tree finds by path (migrations, the realm, the pt locale files, the seed's texts, the
// worker threads' tasks, pdfmake's fonts), so a broken bundle fails here rather than in production.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

// Inside dist/, so the walk up from the bundle to realm/ and src/client/i18n is the same as from dist/server.
const outdir = path.resolve(`dist/.server-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-built-'));
let child: ChildProcess;
let url: string;
let stderr = '';

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', outdir], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // Plain node, no loader: a module left as TypeScript or a path that only exists in src/ fails to start.
  child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', HEAVY_WORK_THREADS: '1', PUBLIC_URL: url },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the built server exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the built server did not answer: ${stderr}`);
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// It runs on SQLite whatever TEST_DATABASE_URL says; npm test's PostgreSQL pass would only build and check it again.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled server (node dist/server/main.js)', () => {
  it('has no TypeScript loader at run time and answers /api/health', async () => {
    expect(fs.readFileSync(path.join(outdir, 'main.js'), 'utf8')).not.toMatch(/from ["']tsx/);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('ran every migration and the seed: the plans list answers with the sample plans', async () => {
    const response = await fetch(`${url}/api/plans?_start=0&_end=5`);
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(0);
  });

  it('seeded the portal pages and the guide from the texts copied beside main.js (dist/server/texts)', async () => {
    expect(fs.existsSync(path.join(outdir, 'texts', 'en', 'pages.json'))).toBe(true);
    const pages = (await (await fetch(`${url}/api/pages?locale=es&slug=opea`)).json()) as { title: string; body: string }[];
    expect(pages[0]?.title).toMatch(/OPEA/);
    expect(JSON.parse(pages[0]!.body).length).toBeGreaterThan(1);
    const token = await tokenFor({ dataDir, url }, 'Administrador');
    const guide = await fetch(`${url}/api/guide?locale=en&_sort=position&_order=asc`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await guide.json()) as { slug: string }[]).map((section) => section.slug)[0]).toBe('getting-started');
  });

  it("serves the embedded identity provider's login page from the realm file", async () => {
    const query = new URLSearchParams({
      client_id: 'aga-portal',
      redirect_uri: `${url}/painel`,
      response_type: 'code',
      scope: 'openid',
      state: 's',
      nonce: 'n',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    const page = await fetch(`${url}/realms/aga/protocol/openid-connect/auth?${query}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sign in to your account');
  });

  it('renders PDF and XLSX exports in a worker thread (tasks.js beside main.js, pdfmake and exceljs loaded on demand)', async () => {
    const pdf = await fetch(`${url}/api/plans/export.pdf`, { headers: { 'accept-language': 'pt' } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const xlsx = await fetch(`${url}/api/plans/export.xlsx`);
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('knows the shipped pt texts, so a translation override of a real key is accepted', async () => {
    const token = await tokenFor({ dataDir, url }, 'Administrador');
    const put = (key: string) =>
      fetch(`${url}/api/i18n/overrides`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'pt', namespace: 'pages', key, value: 'Portal renovado' }),
      });
    expect((await put('home.title')).status).toBe(200);
    expect((await put('no.such.key')).status).toBe(400);
  });
});
