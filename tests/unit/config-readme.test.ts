import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function serverFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(rel);
    return entry.name.endsWith('.ts') ? [rel] : [];
  });
}

describe('configuration in one place', () => {
  it('lists every variable config.ts reads in the README table', () => {
    const names = new Set([...read('src/server/config.ts').matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
    expect(names.size).toBeGreaterThan(20);
    const table = read('README.md');
    expect([...names].filter((name) => !table.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('reads the environment nowhere else in the server', () => {
    const readers = serverFiles('src/server').filter((file) => file !== path.join('src/server', 'config.ts') && /process\.env/.test(read(file)));
    expect(readers).toEqual([]);
  });

  it('refuses a batch rate that is not a number instead of silently using the default', () => {
    expect(() => loadConfig({ PREANALYSIS_BATCH_RATE_MAX: 'abc' })).toThrow(ConfigError);
    expect(loadConfig({ PREANALYSIS_BATCH_RATE_MAX: '7' }).preanalysisBatchRateMax).toBe(7);
    expect(loadConfig({}).preanalysisBatchRateMax).toBe(120);
  });
});
