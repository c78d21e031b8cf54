import type { OutboxMessage } from '../../src/domain/schemas/outbox';
import { tokenFor } from './tokens';

/** The most recent message to an address, read from the outbox the way a developer does (GET /api/outbox). */
export async function latestMailTo(server: { url: string; dataDir: string }, address: string): Promise<OutboxMessage | undefined> {
  const query = new URLSearchParams({ to_address: address, _sort: 'id', _order: 'desc', _start: '0', _end: '1' });
  const response = await fetch(`${server.url}/api/outbox?${query}`, { headers: { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}` } });
  if (!response.ok) throw new Error(`GET /api/outbox answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as OutboxMessage[])[0];
}
