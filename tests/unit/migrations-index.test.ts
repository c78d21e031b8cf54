// The migrations run from a static index (the compiled server has no migrations folder to read): a migration file
// left out of it would silently never run, so every file in the folder must be listed, in order.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations/index';

const dir = path.resolve('src/server/db/migrations');

describe('migrations index', () => {
  it('lists every migration file of the folder, in name order', () => {
    const files = fs
      .readdirSync(dir)
      .filter((file) => /^\d{4}-\d{2}-\d{2}T\d{4}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe('function');
  });
});
