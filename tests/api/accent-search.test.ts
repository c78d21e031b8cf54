import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { complaintListSpec } from '../../src/domain/schemas/complaint';
import { planListSpec } from '../../src/domain/schemas/plan';
import { foldForSearch } from '../../src/domain/search-text';
import { dialectOf } from '../../src/server/db/portable';
import { parseListQuery } from '../../src/server/resources/list-query';
import { whereOf } from '../../src/server/resources/list-sql';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let interno: Record<string, string>;

interface Named {
  id: number;
  name?: string;
  title?: string;
  question?: string;
  summary?: string;
  aerodrome_name?: string;
}

async function list(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/${path}`, { headers });
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as Named[], total: Number(response.headers.get('x-total-count')) };
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  server = await startServer();
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
});
afterAll(async () => server?.close());

describe('accent- and case-insensitive search', () => {
  it('finds the plans of São José without accents, as /planos asks', async () => {
    const accented = await list(`plans?state_code=SP&${q('são josé')}&_start=0&_end=50`);
    expect(accented.total).toBeGreaterThan(0);
    for (const text of ['sao jose', 'SAO JOSE', 'São Jose']) {
      const found = await list(`plans?state_code=SP&${q(text)}&_start=0&_end=50`);
      expect(found.total).toBe(accented.total);
      expect(found.rows.map((r) => r.id)).toEqual(accented.rows.map((r) => r.id));
    }
  });

  it('finds a complaint by q and municipality_like without accents, also after an edit', async () => {
    const nup = formatNup('60099000001' + '2025');
    const body = {
      regional: 'CINDACTA 1',
      summary: 'Guindaste na Conceição',
      nup,
      content: 'Pré-análise pedida.',
      process_type: 'Denúncia',
      state_code: 'ba',
      municipality: 'Conceição do Jacuípe',
      aerodrome_name: 'Dois de Julho',
      icao: null,
    };
    const created = await fetch(`${server.url}/api/complaints`, { method: 'POST', headers: interno, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const text of ['conceicao', 'CONCEIÇAO', 'conçeição jacuipe', 'pre-analise']) {
      expect((await list(`complaints?${q(text)}`, interno)).rows.map((r) => r.id)).toContain(id);
    }
    expect((await list('complaints?municipality_like=conceicao%20do%20jacuipe', interno)).rows.map((r) => r.id)).toEqual([id]);
    const edited = await fetch(`${server.url}/api/complaints/${id}`, {
      method: 'PATCH',
      headers: interno,
      body: JSON.stringify({ summary: 'Torre em Maceió' }),
    });
    expect(edited.status).toBe(200);
    expect(Object.keys((await edited.json()) as object)).not.toContain('search_text');
    expect((await list(`complaints?${q('torre maceio')}`, interno)).rows.map((r) => r.id)).toEqual([id]);
    expect((await list(`complaints?${q('guindaste')}`, interno)).rows.map((r) => r.id)).not.toContain(id);
  });

  it('finds FAQ answers about the pré-análise without accents', async () => {
    const accented = await list(`faqs?locale=pt&${q('pré-análise')}&_start=0&_end=200`);
    expect(accented.total).toBeGreaterThan(0);
    expect((await list(`faqs?locale=pt&${q('pre-analise')}&_start=0&_end=200`)).total).toBe(accented.total);
  });

  it.each(['documents', 'legislation'])('finds %s by an accented word typed without accents', async (resource) => {
    const all = await list(`${resource}?locale=pt&_start=0&_end=200`);
    const row = all.rows.find((r) => /[À-ú]/.test(r.title ?? ''));
    expect(row).toBeDefined();
    const word = (row?.title ?? '').split(/\s+/).find((w) => /[À-ú]/.test(w)) ?? '';
    expect((await list(`${resource}?locale=pt&${q(foldForSearch(word))}&_start=0&_end=200`)).rows.map((r) => r.id)).toContain(row?.id);
  });

  it('ranks the município picker: exact, then prefix, then anywhere', async () => {
    const { rows } = await list(`municipalities?${q('sao paulo')}&_sort=name&_order=asc&_start=0&_end=50`);
    expect(rows[0]?.name).toBe('São Paulo');
    const rank = (name: string) => {
      const folded = foldForSearch(name);
      return folded === 'sao paulo' ? 0 : folded.startsWith('sao paulo') ? 1 : 2;
    };
    const ranks = rows.map((r) => rank(r.name ?? ''));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks).toContain(1);
    const inState = await list(`municipalities?state_code=SP&${q('SAO PAULO')}&_sort=name&_order=asc&_start=0&_end=50`);
    expect(inState.rows[0]?.name).toBe('São Paulo');
  });

  it('finds an aerodrome by its name without accents, exact match first', async () => {
    const { rows } = await list(`aerodromes?${q('são')}&_start=0&_end=50`);
    const accented = rows.find((r) => /[À-ú]/.test(r.name ?? ''));
    expect(accented).toBeDefined();
    const found = await list(`aerodromes?${q(foldForSearch(accented?.name ?? ''))}&_sort=name&_order=asc&_start=0&_end=30`);
    expect(found.rows[0]?.name).toBe(accented?.name);
  });

  it('keeps % and _ literal', async () => {
    expect((await list(`municipalities?${q('%')}`)).total).toBe(0);
    expect((await list('municipalities?name_like=_')).total).toBe(0);
  });
});

/** The plan of a list query as the list engine builds it; on PostgreSQL with sequential scans off (the seed is too small to need an index). */
async function planOf(db: Kysely<any>, query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const compiled = query.compile();
  if (dialectOf(db) === 'sqlite') {
    const { rows } = (await db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` } as never)) as { rows: { detail: string }[] };
    return rows.map((r) => r.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = (await trx.executeQuery({ ...compiled, sql: `explain ${compiled.sql}` } as never)) as { rows: { 'QUERY PLAN': string }[] };
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('the plans of a search', () => {
  it('serves the /planos search from an index; on PostgreSQL the trigram index can serve the words alone', async () => {
    const db = server.app.db as Kysely<any>;
    const query = parseListQuery({ state_code: 'SP', q: 'sao jose' }, planListSpec);
    const where = whereOf(query, planListSpec, (eb) => eb('status', '=', 'published'));
    const page = await planOf(
      db,
      db
        .selectFrom('plans')
        .selectAll()
        .where(where as never)
        .orderBy('aerodrome_name')
        .orderBy('id')
        .limit(10),
    );
    // SQLite: the state index (in name order); PostgreSQL: an index of plans (which one depends on the seed's statistics), never a scan of the table.
    expect(page).toMatch(
      dialectOf(db) === 'postgres' ? /Index Scan using plans_\w+|Bitmap Index Scan on plans_\w+/ : /SEARCH plans USING INDEX plans_public_state_name/,
    );
    expect(page).not.toMatch(/Seq Scan|SCAN plans\b/);
    if (dialectOf(db) === 'postgres') {
      const words = await planOf(
        db,
        db
          .selectFrom('plans')
          .select('id')
          .where(whereOf(parseListQuery({ q: 'sao jose' }, planListSpec), planListSpec, () => sql<boolean>`true`) as never),
      );
      expect(words).toMatch(/Bitmap Index Scan on plans_search_trgm/);
    }
  });

  it('counts the public plans of a type and a date range from an index (SQLite: from the index alone)', async () => {
    const db = server.app.db as Kysely<any>;
    const query = parseListQuery({ type: 'PBZPA', date_gte: '2010-01-01', date_lte: '2019-12-31' }, planListSpec);
    const count = await planOf(
      db,
      db
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(whereOf(query, planListSpec, (eb) => eb('status', '=', 'published')) as never),
    );
    expect(count).toMatch(
      dialectOf(db) === 'postgres' ? /Index Only Scan using plans_public_type_date|Index Cond/ : /USING COVERING INDEX plans_public_type_date/,
    );
    expect(count).not.toMatch(/Seq Scan|SCAN plans\b/);
  });

  it('lets the complaints search use the trigram index on PostgreSQL (SQLite scans: see docs/decisions.md)', async () => {
    const db = server.app.db as Kysely<any>;
    const where = whereOf(parseListQuery({ q: 'conceicao' }, complaintListSpec), complaintListSpec, () => sql<boolean>`true`);
    const count = await planOf(
      db,
      db
        .selectFrom('complaints')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(where as never),
    );
    expect(count).toMatch(dialectOf(db) === 'postgres' ? /Bitmap Index Scan on complaints_search_trgm/ : /SCAN complaints/);
  });
});
