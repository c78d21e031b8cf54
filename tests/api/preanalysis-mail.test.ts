import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxAttachments } from '../../src/server/mail/index';
import { freePort, startServer, type TestServer } from '../helpers/server';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal AGA <no-reply@aga.test>' } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A power line of three vertices in the Xingu, far from any aerodrome. */
const LINE = [
  { latitude: -12.9, longitude: -53.3 },
  { latitude: -12.91, longitude: -53.31 },
  { latitude: -12.92, longitude: -53.3 },
];

describe('pre-analysis e-mail and several vertices', () => {
  it('e-mails the declaration PDF as an attachment, and the declaration lists every vertex', async () => {
    const token = await tokenFor(server, 'Externo');
    const response = await fetch(`${server.url}/api/preanalyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ vertices: LINE, base_altitude_m: 300, object_height_m: 30, object_type: 'power_line_cable' }),
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.outcome).toBe('not_required');

    const row = await server.app.db.selectFrom('outbox').selectAll().where('subject', 'like', `%${created.protocol}%`).executeTakeFirstOrThrow();
    expect(row.sent_at).toBeTruthy();
    const [attachment] = outboxAttachments(row);
    expect(attachment).toMatchObject({ filename: `declaracao-preanalise-${created.protocol}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const mail = smtp.received.find((m) => m.subject.includes(created.protocol));
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf;\s+name=declaracao-preanalise-[0-9A-F]{10}\.pdf/);
    expect(mail?.raw).toContain('Content-Disposition: attachment');

    const lookup = await (await fetch(`${server.url}/api/preanalyses/lookup/${created.protocol}`)).json();
    expect(lookup.vertices).toEqual(LINE);
    const pdf = Buffer.from(await (await fetch(`${server.url}/api/preanalyses/lookup/${created.protocol}/declaration.pdf`)).arrayBuffer());
    expect(pdf.length).toBeGreaterThan(attachment!.content.length * 0.5);
  });

  it("e-mails a case_required result too: the notice to open a case, in the requester's language, with its PDF", async () => {
    const response = await fetch(`${server.url}/api/preanalyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es', authorization: `Bearer ${await tokenFor(server, 'Externo')}` },
      body: JSON.stringify({ vertices: [{ latitude: -23.62, longitude: -46.66 }], base_altitude_m: 780, object_height_m: 150, object_type: 'building' }),
    });
    const created = await response.json();
    expect(created.outcome).toBe('case_required');
    const row = await server.app.db.selectFrom('outbox').selectAll().where('subject', 'like', `%${created.protocol}%`).executeTakeFirstOrThrow();
    expect(row.subject).toBe(`Aviso de apertura de proceso — análisis previo ${created.protocol}`);
    expect(row.text).toContain('umbral');
    expect(outboxAttachments(row)[0]?.contentType).toBe('application/pdf');
  });
});
