import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index';
import { freePort } from '../helpers/server';
import { SQLITE_TEMPLATE_ENV } from '../helpers/template-db';
import { tokenFor } from '../helpers/tokens';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-kill-'));
// The first start migrates nothing and seeds nothing when the suite's template database is there (template-db.ts).
const template = process.env[SQLITE_TEMPLATE_ENV];
if (template) fs.copyFileSync(template, path.join(dataDir, 'portal.sqlite'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function startChild(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

describe('kill -9 during writes', () => {
  it('keeps every write that was acknowledged with a 2xx, once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startChild(port);
    const token = await tokenFor({ dataDir, url: base }, 'Interno');
    const acknowledged: string[] = [];
    let stop = false;
    // 200 concurrent clients, each writing plans one after another until the server dies.
    const clients = Array.from({ length: 200 }, async (_, client) => {
      for (let n = 0; !stop; n++) {
        const ordinance = `kill-test ${client}-${n}`;
        try {
          const response = await fetch(`${base}/api/plans`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              aerodrome_name: 'Campo Durável',
              type: 'PBZPA',
              signature_date: '2024-01-01',
              date: '2024-01-02',
              ordinance,
              state_code: 'SP',
              municipality_id: 3550308,
              municipality: 'São Paulo',
            }),
          });
          if (response.status === 201) acknowledged.push(ordinance);
        } catch {
          return; // connection refused or reset: the server is gone
        }
      }
    });
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 20));
    const killed = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all([killed, ...clients]);

    child = await startChild(port);
    const db = openDatabase({ dataDir });
    const stored = (await db.selectFrom('plans').select('ordinance').where('ordinance', 'like', 'kill-test %').execute()).map((r) => r.ordinance);
    await db.destroy();
    child.kill('SIGTERM');
    const storedSet = new Set(stored);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(acknowledged.filter((o) => !storedSet.has(o))).toEqual([]);
    expect(stored.length).toBe(storedSet.size);
    console.log(
      `kill -9 after ${acknowledged.length} acknowledged writes: all ${acknowledged.length} found after restart, ${stored.length - acknowledged.length} more were stored but not acknowledged, 0 duplicated`,
    );
  });
});
