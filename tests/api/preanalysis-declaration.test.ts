import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, findingLine, type PreanalysisFinding } from '../../src/domain/preanalysis';
import type { Locale } from '../../src/domain/constants';
import { SAMPLE_PROTOCOLS } from '../../src/server/db/seed/preanalyses';
import { pdfText } from '../helpers/pdf-text';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** The issue's example: a 32 m building on 801 m ground next to Congonhas' 35L/35R approaches. */
const CONGONHAS = { vertices: [{ latitude: -23.6378, longitude: -46.6488 }], base_altitude_m: 801, object_height_m: 32, object_type: 'building' };
/** Portuguese words of the findings and the document that must not leak into another language. */
const PORTUGUESE = [
  'Superfície',
  'superfície',
  'cabeceira',
  'primeiraseção',
  'decolagem',
  'excesso',
  'Altitudedabase',
  'DECLARAÇÃO',
  'PRÉ-ANÁLISE',
  'ultrapassa',
];

async function request(language: Locale): Promise<{ protocol: string; findings: PreanalysisFinding[] }> {
  const response = await fetch(`${server.url}/api/preanalyses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, authorization: `Bearer ${await tokenFor(server, 'Externo')}` },
    body: JSON.stringify(CONGONHAS),
  });
  expect(response.status).toBe(201);
  const { protocol } = await response.json();
  const lookup = await (await fetch(`${server.url}/api/preanalyses/lookup/${protocol}`)).json();
  return { protocol, findings: lookup.findings };
}

const pdf = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return squash(pdfText(Buffer.from(await response.arrayBuffer())));
};
/** Without white space: the PDF wraps lines after hyphens and dashes ("take- off"), which adds spaces to the text. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('the Congonhas example explained once, alike in the lookup and the declaration PDF', () => {
  let congonhas: { protocol: string; findings: PreanalysisFinding[] };
  beforeAll(async () => {
    congonhas = await request('en');
  });

  it('the lookup lists each approach surface once, with the Art. 109 reason beside the penetration, and no 0 m excess', () => {
    const approaches = congonhas.findings.filter((f) => f.surface === 'approach');
    expect(approaches.map((f) => f.runway_end)).toEqual(['35L', '35R']);
    for (const f of approaches) {
      expect(f.reasons).toEqual(['ols_penetration', 'art109_first_section']);
      expect(f.excess_m).toBeGreaterThan(0);
    }
    expect(approaches[0]).toMatchObject({ allowed_altitude_m: 810.47, object_top_m: 833, excess_m: 22.53, facility: expect.stringContaining('(SBSP)') });
    expect(congonhas.findings.some((f) => f.excess_m === 0)).toBe(false);
  });

  it.each<Locale>(['en', 'es'])('the %s PDF holds the same lines as the JSON, its title, a SYSAGA link and no Portuguese criterion name', async (language) => {
    const text = await pdf(`/api/preanalyses/lookup/${congonhas.protocol}/declaration.pdf?lang=${language}`);
    for (const finding of congonhas.findings) expect(text).toContain(squash(findingLine(finding, language)));
    expect(text).toContain(squash(documentTitle(language, 'case_required').toLocaleUpperCase(language)));
    expect(text).toContain('/sysaga');
    for (const word of PORTUGUESE) expect(text, word).not.toContain(word);
  });

  it("speaks the requester's language by default, and Portuguese to a Portuguese requester", async () => {
    expect(await pdf(`/api/preanalyses/lookup/${congonhas.protocol}/declaration.pdf`)).toContain('threshold35L');
    const pt = await request('pt');
    const text = await pdf(`/api/preanalyses/lookup/${pt.protocol}/declaration.pdf`);
    expect(text).toContain('AVISODEABERTURADEPROCESSO');
    for (const finding of pt.findings) expect(text).toContain(squash(findingLine(finding, 'pt')));
    expect(text).not.toContain('excesso0m');
  });

  it("the declaration of a not-required result carries the screen's title (Declaração de Inexigibilidade)", async () => {
    expect(await pdf(`/api/preanalyses/lookup/${SAMPLE_PROTOCOLS.notRequired}/declaration.pdf?lang=pt`)).toContain('DECLARAÇÃODEINEXIGIBILIDADE');
    expect(await pdf(`/api/preanalyses/lookup/${SAMPLE_PROTOCOLS.notRequired}/declaration.pdf?lang=es`)).toContain('DECLARACIÓNDEINEXIGIBILIDAD');
  });

  it('refuses an unknown language with a 400 naming the parameter', async () => {
    const response = await fetch(`${server.url}/api/preanalyses/lookup/${SAMPLE_PROTOCOLS.notRequired}/declaration.pdf?lang=fr`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('lang');
  });

  it("e-mails the same lines in the requester's language, with the next step and SYSAGA", async () => {
    const mail = await server.app.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('subject', 'like', `%${congonhas.protocol}%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Notice to open a case');
    for (const finding of congonhas.findings) expect(mail.text).toContain(findingLine(finding, 'en'));
    expect(mail.text).toContain('/sysaga');
  });
});
