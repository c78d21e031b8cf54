import { afterEach, describe, expect, it } from 'vitest';
import { deliverDueMail, MAX_ATTEMPTS, sendMail } from '../../src/server/mail/index';
import { latestMailTo } from '../helpers/mail';
import { freePort, startServer, type TestServer } from '../helpers/server';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { tokenFor } from '../helpers/tokens';

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = undefined;
  smtp = undefined;
});

const SAO_PAULO = 3550308;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function subscribe(address: string, locale = 'pt') {
  return fetch(`${server!.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: address, municipality_ids: [SAO_PAULO], locale }),
  });
}

describe('delivery through SMTP', () => {
  it('delivers the confirmation e-mail to a real SMTP server on loopback', async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal AGA <no-reply@aga.test>' } });
    expect((await subscribe('maria@example.com', 'en')).status).toBe(202);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['maria@example.com']);
    expect(mail!.from).toBe('no-reply@aga.test');
    expect(mail!.subject).toBe('Confirm your Portal AGA subscription');
    expect(mail!.body).toContain('São Paulo/SP');
    expect(mail!.body).toMatch(new RegExp(`${server.url}/inscricao/confirmar\\?token=[A-Za-z0-9_-]{43}`));
    const row = await latestMailTo(server, 'maria@example.com');
    expect(row).toMatchObject({ attempts: 1, error: null, next_attempt_at: null });
    expect(row?.sent_at).toBeTruthy();
  });

  it('keeps a message while the server is down, retries with backoff and delivers once it is up', async () => {
    const port = await freePort();
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    expect((await subscribe('joao@example.com')).status).toBe(202);

    const failed = await latestMailTo(server, 'joao@example.com');
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed?.failed_at).toBeTruthy();
    expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
    const wait = new Date(failed!.next_attempt_at!).getTime() - new Date(failed!.failed_at!).getTime();
    expect(wait).toBeGreaterThanOrEqual(55_000);
    expect(wait).toBeLessThanOrEqual(65_000);

    // Not due yet: nothing is tried.
    expect(await deliverDueMail(server.app.db, server.app.config)).toEqual({ sent: 0, failed: 0 });
    // Due, still down: the second attempt fails and the next wait is longer (5 minutes).
    const second = minutesFromNow(2);
    expect(await deliverDueMail(server.app.db, server.app.config, second)).toEqual({ sent: 0, failed: 1 });
    const again = await latestMailTo(server, 'joao@example.com');
    expect(again?.attempts).toBe(2);
    expect(new Date(again!.next_attempt_at!).getTime() - second.getTime()).toBe(5 * 60_000);

    smtp = await startSmtp(port);
    expect(await deliverDueMail(server.app.db, server.app.config, minutesFromNow(10))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['joao@example.com']]);
    expect(smtp.received[0]!.subject).toBe('Confirme sua inscrição no Portal AGA');
    const delivered = await latestMailTo(server, 'joao@example.com');
    expect(delivered).toMatchObject({ attempts: 3, next_attempt_at: null, error: null });
    expect(delivered?.sent_at).toBeTruthy();
    // A delivered message is never sent twice.
    expect(await deliverDueMail(server.app.db, server.app.config, minutesFromNow(600))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after the last retry but keeps the message and its error', async () => {
    const port = await freePort();
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await sendMail(server.app.db, server.app.config, { to: 'nobody@example.com', subject: 'Teste', text: 'corpo' });
    for (let hours = 1; hours < MAX_ATTEMPTS; hours += 1) await deliverDueMail(server.app.db, server.app.config, minutesFromNow(hours * 180));
    const row = await latestMailTo(server, 'nobody@example.com');
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, next_attempt_at: null, text: 'corpo' });
    expect(row?.error).toBeTruthy();
  });
});

describe('GET /api/outbox', () => {
  it('lists the outbox to developers only', async () => {
    server = await startServer();
    await sendMail(server.app.db, server.app.config, { to: 'ana@example.com', subject: 'Olá', text: 'texto' });
    const developer = await fetch(`${server.url}/api/outbox?to_address=ana@example.com`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}` },
    });
    expect(developer.status).toBe(200);
    expect(await developer.json()).toMatchObject([{ to_address: 'ana@example.com', subject: 'Olá', attempts: 0, sent_at: null }]);
    const admin = await fetch(`${server.url}/api/outbox`, { headers: { authorization: `Bearer ${await tokenFor(server, 'Administrador')}` } });
    expect(admin.status).toBe(403);
    expect((await fetch(`${server.url}/api/outbox`)).status).toBe(401);
  });
});
