import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROTOCOLS } from '../../src/server/db/seed/preanalyses';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const lookup = (protocol: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/preanalyses/lookup/${encodeURIComponent(protocol)}`, { headers });

describe('GET /api/preanalyses/lookup/:protocol', () => {
  it('shows a stored result to anyone, without who asked for it', async () => {
    const response = await lookup(SAMPLE_PROTOCOLS.caseRequired);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      protocol: '0F1E2D3C4B',
      outcome: 'case_required',
      latitude: -15.8489,
      longitude: -47.9589,
      base_altitude_m: 1080,
      object_height_m: 60,
      created_at: '2026-08-02T17:45:00.000Z',
      valid_until: '2031-08-02T17:45:00.000Z',
      sample: true,
    });
    expect(body.findings).toContainEqual(
      expect.objectContaining({
        facility: 'Presidente Juscelino Kubitschek (SBBR)',
        runway_end: '11L',
        surface: 'approach',
        reasons: ['ols_penetration'],
        excess_m: 27.5,
      }),
    );
    expect(body).not.toHaveProperty('user_id');
    expect((await (await lookup(SAMPLE_PROTOCOLS.notRequired)).json()).outcome).toBe('not_required');
    expect((await (await lookup(SAMPLE_PROTOCOLS.expired)).json()).expired).toBe(true);
  });

  it.each(['a1b2c3d4e5', 'A1B2C3D4E', 'A1B2C3D4E5F', 'G1B2C3D4E5', 'A1B2 C3D4E'])(
    'answers %s with a 400 problem that says what a protocol is',
    async (protocol) => {
      const response = await lookup(protocol, { 'accept-language': 'en' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await response.json()).detail).toMatch(/10 upper-case hexadecimal characters/);
    },
  );

  it('answers an unknown protocol with 404, in Portuguese by default', async () => {
    const response = await lookup('FFFFFFFFFF');
    expect(response.status).toBe(404);
    expect((await response.json()).detail).toBe('Nenhuma pré-análise tem o protocolo FFFFFFFFFF.');
  });
});

describe('GET /api/preanalyses/lookup/:protocol/declaration.pdf', () => {
  it('returns the declaration as a PDF download', async () => {
    const response = await fetch(`${server.url}/api/preanalyses/lookup/${SAMPLE_PROTOCOLS.notRequired}/declaration.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="declaracao-preanalise-A1B2C3D4E5\.pdf"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it('refuses malformed and unknown protocols like the lookup', async () => {
    expect((await fetch(`${server.url}/api/preanalyses/lookup/abc/declaration.pdf`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/preanalyses/lookup/0000000000/declaration.pdf`)).status).toBe(404);
  });
});
