import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch, searchTextOf } from '../../src/domain/search-text';
import { openDatabase, type Db } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';

describe('foldForSearch', () => {
  it.each([
    ['São José', 'sao jose'],
    ['CONCEIÇÃO', 'conceicao'],
    ['pré-análise', 'pre-analise'],
    ['ç', 'c'],
    ['  Maceió \n do  Norte ', 'maceio do norte'],
    ['e\u0301', 'e'],
    ['Ñandú', 'nandu'],
  ])('folds %j to %j', (text, folded) => expect(foldForSearch(text)).toBe(folded));

  it('keeps each field between separators', () => {
    expect(searchTextOf(['a', 'b', 'c'], { a: 'São Paulo', b: null, c: 7 })).toBe('\nsao paulo\n\n7\n');
  });
});

describe('the search_text plugin', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-text-'));
    db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fills search_text on insert, on every row, and on an upsert that changes a searched field', async () => {
    await db
      .insertInto('states')
      .values([
        { id: 90, code: 'ZA', name: 'Ceará do Sul', region: 'X' },
        { id: 91, code: 'ZB', name: 'Piauí', region: 'X' },
      ])
      .execute();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'joão',
        name: 'João',
        email: 'j@x',
        cpf: null,
        groups: '',
        last_seen_at: 'x',
        first_seen_at: 'x',
        preanalysis_blocked_until: null,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'João' }))
      .execute();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'joão',
        name: 'Conceição',
        email: 'j@x',
        cpf: null,
        groups: '',
        last_seen_at: 'x',
        first_seen_at: 'x',
        preanalysis_blocked_until: null,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'Conceição' }))
      .execute();
    const states = await db.selectFrom('states').select(['code', 'search_text']).where('id', '>=', 90).orderBy('id').execute();
    expect(states).toEqual([
      { code: 'ZA', search_text: '\nceara do sul\nza\n' },
      { code: 'ZB', search_text: '\npiaui\nzb\n' },
    ]);
    const user = await db.selectFrom('users').select('search_text').where('id', '=', 'u1').executeTakeFirstOrThrow();
    expect(user.search_text).toBe('\nconceicao\njoao\nj@x\n');
  });

  it('registers portal_fold on SQLite with the same rule', async () => {
    const { name } = await db.selectNoFrom((eb) => eb.fn<string>('portal_fold', [eb.val('Pré-Análise  São')]).as('name')).executeTakeFirstOrThrow();
    expect(name).toBe('pre-analise sao');
  });
});
