import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../src/domain/schemas/plan';
import { formatNup } from '../../src/domain/nup';
import { parseCsv } from '../helpers/csv';
import { pdfText } from '../helpers/pdf-text';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';
import { en as sharedEn } from '../../src/domain/labels/en';
import { pt as sharedPt } from '../../src/domain/labels/pt';

let server: TestServer;
/** More rows than one export batch (1,000), all in the made-up state "YY"; some with hostile text. */
const BULK = 2_345;
const HOSTILE = [
  { aerodrome_name: '=HYPERLINK("http://x","y")', ordinance: 'Portaria "A", de 1º de maio\nsegunda linha' },
  { aerodrome_name: '+Campo Mais', ordinance: '-1 ; @SUM(A1)' },
  { aerodrome_name: '@Campo Arroba', ordinance: 'Portaria, com vírgula' },
];

beforeAll(async () => {
  server = await startServer();
  const rows = Array.from({ length: BULK }, (_, i) => ({
    aerodrome_id: null,
    aerodrome_name: HOSTILE[i]?.aerodrome_name ?? `Yankee Campo ${String(i).padStart(4, '0')}`,
    icao: null,
    type: i % 3 === 0 ? 'PBZPH' : 'PBZPA',
    signature_date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
    date: `20${10 + (i % 15)}-0${1 + (i % 9)}-2${i % 9}`,
    ordinance: HOSTILE[i]?.ordinance ?? `Portaria ${i}/2020`,
    state_code: 'YY',
    municipality_id: 9_100_000 + (i % 7),
    municipality: `Vila ${i % 7}`,
    impacted_municipalities: `Vila ${i % 7}, Vila ${(i + 1) % 7}`,
    protection_zones: 'Superfície cônica',
    sample: 0,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await server.app.db
      .insertInto('plans')
      .values(rows.slice(i, i + 100))
      .execute();
});
afterAll(() => server?.close());

async function download(path: string, language = 'pt') {
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-language': language } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** Every row of a list, page by page, as the grid would read it. */
async function apiAll(query: string): Promise<{ rows: Plan[]; total: number }> {
  const rows: Plan[] = [];
  let total = 0;
  for (let start = 0; start === 0 || start < total; start += 1000) {
    const response = await fetch(`${server.url}/api/plans?${query}&_start=${start}&_end=${start + 1000}`);
    total = Number(response.headers.get('x-total-count'));
    rows.push(...((await response.json()) as Plan[]));
  }
  return { rows, total };
}

describe('GET /api/plans/export.*', () => {
  it("CSV: the whole filtered set, in the list's order, with translated headers, quoting and neutralised formulas", async () => {
    const { response, body } = await download('/api/plans/export.csv?state_code=YY&_sort=aerodrome_name,id&_order=asc,asc&_start=0&_end=10', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="planos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(body.toString('utf8').slice(1));
    expect(header).toEqual(['Aerodrome', 'Signature date', 'ICAO code', 'Type', 'Date', 'Ordinance', 'Impacted municipalities', 'Protection zones', 'Sample']);
    const api = await apiAll('state_code=YY&_sort=aerodrome_name,id&_order=asc,asc');
    expect(api.total).toBe(BULK);
    expect(Number(response.headers.get('x-total-count'))).toBe(BULK);
    expect(rows).toHaveLength(BULK);
    const neutral = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    expect(rows).toEqual(
      api.rows.map((p) => [
        neutral(p.aerodrome_name),
        p.signature_date,
        p.icao ?? '',
        p.type,
        p.date,
        neutral(p.ordinance),
        p.impacted_municipalities,
        'Conical surface',
        'No',
      ]),
    );
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://x","y")', "'+Campo Mais", "'@Campo Arroba"]));
    expect(rows.find((r) => r[0] === '\'=HYPERLINK("http://x","y")')?.[5]).toBe('Portaria "A", de 1º de maio\nsegunda linha');
  });

  it('CSV headers follow _lang, else Accept-Language (pt by default, es)', async () => {
    const pt = await download('/api/plans/export.csv?state_code=YY&municipality_id=9100001', 'pt-BR');
    expect(parseCsv(pt.body.toString('utf8').slice(1), ';')[0]?.slice(0, 3)).toEqual(['Aeródromo', 'Data de assinatura', 'Código ICAO']);
    const lang = await download('/api/plans/export.csv?state_code=YY&municipality_id=9100001&_lang=en', 'pt-BR');
    expect(parseCsv(lang.body.toString('utf8').slice(1))[0]?.[0]).toBe('Aerodrome');
    const es = await download('/api/tacs/export.csv', 'es');
    expect(es.response.headers.get('content-disposition')).toMatch(/filename="tac-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(parseCsv(es.body.toString('utf8').slice(1), ';')[0]).toEqual([
      'Aeródromo',
      'Fecha de firma',
      'Referencia en el DOU',
      'OACI',
      'Tipo',
      'Fecha',
      'Vigencia',
      'Ejemplo',
    ]);
  });

  it('XLSX: same rows as the list, dates as dates, frozen header with an autofilter', async () => {
    const query = 'state_code=YY&type=PBZPH&date_gte=2015-01-01&_sort=date,id&_order=desc,desc';
    const { response, body } = await download(`/api/plans/export.xlsx?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="planos-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const api = await apiAll(query);
    expect(api.total).toBeGreaterThan(100);
    expect(sheet.rowCount).toBe(api.total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Aeródromo');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const read = (n: number) => {
      const row = sheet.getRow(n);
      const date = row.getCell(5).value;
      return { name: row.getCell(1).value, type: row.getCell(4).value, date: date instanceof Date ? date.toISOString().slice(0, 10) : date };
    };
    const rows = Array.from({ length: api.total }, (_, i) => read(i + 2));
    expect(rows).toEqual(api.rows.map((p) => ({ name: p.aerodrome_name, type: p.type, date: p.date })));
  });

  it('PDF: title, filters in words, the rows, page numbers', async () => {
    const { response, body } = await download('/api/plans/export.pdf?state_code=YY&municipality_id=9100003&_sort=aerodrome_name', 'pt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const api = await apiAll('state_code=YY&municipality_id=9100003&_sort=aerodrome_name');
    const text = pdfText(body).replace(/\s+/g, '');
    expect(text).toContain('Planosdezonadeproteção');
    expect(text).toContain('Estado:YY');
    expect(text).toContain('Página1de');
    expect(text).not.toContain('truncado');
    for (const plan of api.rows) expect(text).toContain(plan.aerodrome_name.replace(/\s+/g, ''));
  });

  it('PDF: stops at 5,000 rows and says CSV/XLSX carry everything', async () => {
    const { total: before } = await apiAll('state_code=XW');
    if (before === 0) {
      const extra = Array.from({ length: 2_600 }, (_, i) => ({
        aerodrome_id: null,
        aerodrome_name: `Whiskey Campo ${i}`,
        icao: null,
        type: 'PBZPA',
        signature_date: '2020-01-01',
        date: '2020-02-01',
        ordinance: `Portaria ${i}`,
        state_code: 'XW',
        municipality_id: 9_200_000,
        municipality: 'Vila W',
        impacted_municipalities: '',
        protection_zones: '',
        sample: 0,
      }));
      for (let i = 0; i < extra.length; i += 100)
        await server.app.db
          .insertInto('plans')
          .values(extra.slice(i, i + 100))
          .execute();
    }
    const { response, body } = await download('/api/plans/export.pdf', 'en');
    const total = Number(response.headers.get('x-total-count'));
    const text = pdfText(body).replace(/\s+/g, ' ');
    expect(total).toBeGreaterThan(5000);
    expect(text).toContain(`Truncated document: it shows the first 5000 of ${total} rows. The CSV and XLSX files carry all of them.`);
  });

  it('refuses what the list refuses: unknown filters, bad values (400 problem+json)', async () => {
    for (const path of ['/api/plans/export.csv?no_such_field=1', '/api/plans/export.xlsx?date_gte=2020-13-01', '/api/tacs/export.pdf?_sort=nope']) {
      const { response, body } = await download(path, 'en');
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(body.toString()).status).toBe(400);
    }
    expect((await download('/api/plans/export.doc')).response.status).toBe(400);
  });
});

describe("staff exports: headers are the screens' labels, never raw keys (src/domain/labels)", () => {
  const staff = async (role: 'Externo' | 'Interno' | 'Administrador' | 'Desenvolvedor', path: string, lang: 'pt' | 'en') => {
    const token = await tokenFor(server, role);
    const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}_lang=${lang}`, { headers: { authorization: `Bearer ${token}` } });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  const csvHeader = (body: Buffer, separator: ',' | ';' = ',') => parseCsv(body.toString('utf8').slice(1), separator)[0];

  it('complaints (Interno): CSV headers in pt and en, the filtered rows, an XLSX sheet named after the screen', async () => {
    const interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/complaints`, {
      method: 'POST',
      headers: interno,
      body: JSON.stringify({
        regional: 'CINDACTA 4',
        summary: 'Torre exportada',
        nup: formatNup('600000012342025'),
        content: 'Texto, com "aspas".',
        process_type: 'Consulta',
        state_code: 'AC',
        municipality: 'Vila Export',
        aerodrome_name: 'Campo Export Único',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const pt = await staff('Interno', '/api/complaints/export.csv?state_code=AC&q=Torre%20exportada', 'pt');
    expect(pt.response.status).toBe(200);
    expect(pt.response.headers.get('content-disposition')).toMatch(/filename="denuncias-\d{4}-\d{2}-\d{2}\.csv"/);
    const f = sharedPt.complaints.fields;
    const [header, ...rows] = parseCsv(pt.body.toString('utf8').slice(1), ';');
    expect(header).toEqual([f.regional, f.summary, f.number, f.nup, f.created_at, f.content, f.process_type, f.sample]);
    expect(header).toEqual(['Regional', 'Resumo da denúncia', 'Nº da denúncia', 'NUP', 'Criada em', 'Conteúdo', 'Tipo de processo', 'Exemplo']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 2)).toEqual(['CINDACTA 4', 'Torre exportada']);
    expect(rows[0]?.[6]).toBe('Consulta');
    const en = await staff('Interno', '/api/complaints/export.csv?state_code=AC&q=Torre%20exportada', 'en');
    const [enHeader, ...enRows] = parseCsv(en.body.toString('utf8').slice(1));
    expect(enHeader).toEqual(['Regional', 'Complaint summary', 'Complaint no.', 'NUP', 'Created on', 'Content', 'Process type', 'Sample']);
    // Enumerated values read as the English screen shows them.
    expect(enRows[0]?.[6]).toBe(sharedEn.complaints.process_types.Consulta);
    expect(enRows[0]?.[6]).not.toBe('Consulta');
    const xlsx = await staff('Interno', '/api/complaints/export.xlsx?state_code=AC&q=Torre%20exportada', 'en');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.name).toBe(sharedEn.complaints.title);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      ...Object.values({ a: 'Regional', b: 'Complaint summary', c: 'Complaint no.', d: 'NUP', e: 'Created on', f: 'Content', g: 'Process type', h: 'Sample' }),
    ]);
  });

  it('users (Administrador): headers in pt and en', async () => {
    const pt = await staff('Administrador', '/api/users/export.csv', 'pt');
    expect(pt.response.status).toBe(200);
    expect(csvHeader(pt.body, ';')).toEqual(['Nome', 'Usuário', 'E-mail', 'Grupos', 'Último acesso', 'Pré-análise bloqueada até']);
    const en = await staff('Administrador', '/api/users/export.csv', 'en');
    const u = sharedEn.users.fields;
    expect(csvHeader(en.body)).toEqual([u.name, u.username, u.email, u.groups, u.last_seen_at, u.preanalysis_blocked_until]);
  });

  it('logs and outbox export for developers only; nobody else, and never anonymously', async () => {
    for (const path of ['/api/logs/export.csv', '/api/outbox/export.xlsx', '/api/logs/export.pdf']) {
      expect((await staff('Desenvolvedor', path, 'en')).response.status, path).toBe(200);
      expect((await staff('Interno', path, 'en')).response.status, path).toBe(403);
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
    }
    const outbox = await staff('Desenvolvedor', '/api/outbox/export.csv', 'en');
    expect(csvHeader(outbox.body)?.slice(0, 3)).toEqual(['Created at', 'Recipient', 'Subject']);
  });

  it('complaints and users never export without the right (401 anonymous, 403 Externo)', async () => {
    for (const path of ['/api/complaints/export.csv', '/api/users/export.csv']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
      expect((await staff('Externo', path, 'pt')).response.status, path).toBe(403);
    }
  });
});
