import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../src/domain/schemas/plan';
import { parseCsv } from '../helpers/csv';
import { startServer, type TestServer } from '../helpers/server';

/** Exports read by the spreadsheets of each language: pt and es `;` with dd/mm/yyyy, en `,` with ISO dates. */
let server: TestServer;
const STATE = 'XB';
const ZONES = 'Faixa de pista; Área de aproximação; Zona de proteção de VOR/DME';

beforeAll(async () => {
  server = await startServer();
  const place = { aerodrome_id: null, icao: null, state_code: STATE, municipality_id: 9_300_000, municipality: 'Vila Bravo' };
  await server.app.db
    .insertInto('plans')
    .values([
      {
        ...place,
        aerodrome_name: 'Bravo Campo Real',
        type: 'PBZPA',
        signature_date: '2021-03-04',
        date: '2021-05-06',
        ordinance: 'Portaria 1, de 2021',
        impacted_municipalities: 'Vila Bravo',
        protection_zones: ZONES,
        sample: 0,
      },
      {
        ...place,
        aerodrome_name: 'Bravo Campo Exemplo',
        type: 'PBZPH',
        signature_date: '2019-12-31',
        date: '2020-01-02',
        ordinance: 'Portaria inventada',
        impacted_municipalities: 'Vila Bravo',
        protection_zones: 'Faixa de pista',
        sample: 1,
      },
    ])
    .execute();
  await server.app.db
    .insertInto('tacs')
    .values({
      ...place,
      aerodrome_name: 'Bravo TAC',
      signature_date: '2022-01-10',
      dou_reference: 'DOU 1',
      type: 'Adequação',
      date: '2022-02-01',
      validity: '2030-02-01',
      sample: 0,
    })
    .execute();
});
afterAll(() => server?.close());

async function download(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function listed(): Promise<Plan[]> {
  return (await (await fetch(`${server.url}/api/plans?state_code=${STATE}&_sort=aerodrome_name&_order=asc`)).json()) as Plan[];
}

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

describe("CSV exports in each language's spreadsheet dialect", () => {
  it('pt: BOM, `;` separators, dd/mm/yyyy dates, the rows of the list, the sample column in words', async () => {
    const body = await download(`/api/plans/export.csv?state_code=${STATE}&_sort=aerodrome_name&_order=asc&_lang=pt`);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe('Aeródromo;Data de assinatura;Código ICAO;Tipo;Data;Portaria;Municípios impactados;Zonas de proteção;Exemplo');
    const [, ...rows] = parseCsv(text, ';');
    const plans = await listed();
    expect(rows).toEqual(
      plans.map((p) => [
        p.aerodrome_name,
        dayFirst(p.signature_date),
        '',
        p.type,
        dayFirst(p.date),
        p.ordinance,
        p.impacted_municipalities,
        p.protection_zones,
        p.sample ? 'Sim' : 'Não',
      ]),
    );
    expect(rows.map((r) => r[1])).toEqual(['31/12/2019', '04/03/2021']);
  });

  it('es: `;` separators, dd/mm/yyyy, protection zones and the sample mark in Spanish', async () => {
    const text = (await download(`/api/plans/export.csv?state_code=${STATE}&_sort=aerodrome_name&_order=asc&_lang=es`)).toString('utf8').slice(1);
    const [header, ...rows] = parseCsv(text, ';');
    expect(header?.[0]).toBe('Aeródromo');
    expect(header?.at(-1)).toBe('Ejemplo');
    expect(rows[0]?.slice(0, 2)).toEqual(['Bravo Campo Exemplo', '31/12/2019']);
    expect(rows[1]?.[7]).toBe('Franja de pista; Área de aproximación; Zona de protección de VOR/DME');
    expect(rows.map((r) => r.at(-1))).toEqual(['Sí', 'No']);
  });

  it('en: `,` separators, ISO dates, English zones and sample column', async () => {
    const text = (await download(`/api/plans/export.csv?state_code=${STATE}&_sort=aerodrome_name&_order=asc&_lang=en`)).toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toContain('Aerodrome,Signature date,');
    const [header, ...rows] = parseCsv(text, ',');
    expect(header?.at(-1)).toBe('Sample');
    expect(rows[0]?.slice(0, 2)).toEqual(['Bravo Campo Exemplo', '2019-12-31']);
    expect(rows[1]?.[7]).toBe('Runway strip; Approach area; VOR/DME protection zone');
    expect(rows.map((r) => r.at(-1))).toEqual(['Yes', 'No']);
  });

  it('en TAC export: the type as the English table shows it', async () => {
    const [header, row] = parseCsv((await download(`/api/tacs/export.csv?state_code=${STATE}&_lang=en`)).toString('utf8').slice(1));
    expect(row?.[header!.indexOf('Type')]).toBe('Adjustment');
  });
});

describe('filters described in words', () => {
  it('XLSX: a second sheet says "Situação: Publicado", not "status = published"', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(`/api/plans/export.xlsx?state_code=${STATE}&status=published&_sort=date&_lang=pt`)) as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(3);
    const notes = book.worksheets[1]!;
    expect(notes.name).toBe('Filtros aplicados');
    const lines = notes.getColumn(1).values.filter(Boolean);
    expect(lines).toEqual(expect.arrayContaining(['Estado: XB', 'Situação: Publicado', 'Ordenação: Data (crescente)']));
    expect(lines.join(' ')).not.toMatch(/status|published|=/);
  });

  it('XLSX in English: "Status: Published", the zones in English', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await download(`/api/plans/export.xlsx?state_code=${STATE}&status=published&_sort=aerodrome_name&_lang=en`)) as unknown as ArrayBuffer,
    );
    expect(book.worksheets[1]?.getColumn(1).values).toContain('Status: Published');
    expect(book.worksheets[0]?.getRow(3).getCell(8).value).toBe('Runway strip; Approach area; VOR/DME protection zone');
  });
});
