import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE } from '../../src/server/content/routes';
import { startServer, type TestServer } from '../helpers/server';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const MESSAGE = {
  name: 'Maria Souza',
  email: 'maria@example.com',
  subject: 'Plano do aeródromo',
  message: 'Onde encontro o plano de zona de proteção do aeródromo?',
};

/** Eight contact messages, each claiming another client address through X-Forwarded-For. */
async function sendSpoofed(server: TestServer, tag: string) {
  const statuses: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const response = await fetch(`${server.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      body: JSON.stringify({ ...MESSAGE, subject: `${tag} ${i}` }),
    });
    statuses.push(response.status);
  }
  const stored = await server.app.db.selectFrom('contact_messages').select('ip').where('subject', 'like', `${tag} %`).orderBy('id').execute();
  return { statuses, ips: stored.map((row) => row.ip) };
}

describe('TRUST_PROXY', () => {
  it("by default ignores X-Forwarded-For: spoofed addresses share the peer's limit and the peer address is stored", async () => {
    const server = await startServer({ env: { TRUST_PROXY: 'false' } });
    servers.push(server);
    const { statuses, ips } = await sendSpoofed(server, 'spoof-default');
    expect(statuses).toEqual([...Array(CONTACT_RATE.max).fill(201), ...Array(8 - CONTACT_RATE.max).fill(429)]);
    expect(ips).toEqual(Array(CONTACT_RATE.max).fill('127.0.0.1'));
  });

  it('with TRUST_PROXY=loopback takes the client address a local proxy forwards', async () => {
    const server = await startServer({ env: { TRUST_PROXY: 'loopback' } });
    servers.push(server);
    const { statuses, ips } = await sendSpoofed(server, 'spoof-proxy');
    expect(statuses).toEqual(Array(8).fill(201));
    expect(ips).toEqual(Array.from({ length: 8 }, (_, i) => `203.0.113.${i + 1}`));
  });
});
