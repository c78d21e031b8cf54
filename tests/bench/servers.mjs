// Child-process servers for the benchmark, one per process so none shares an event loop with autocannon.
// Usage: node servers.mjs <hello|json-server> <port> [rows.json]
import fs from 'node:fs';
import { createRequire } from 'node:module';

const [kind, port, rowsFile] = process.argv.slice(2);
const require = createRequire(import.meta.url);

if (kind === 'hello') {
  const Fastify = require('fastify');
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
} else if (kind === 'json-server') {
  const jsonServer = require('json-server');
  const server = jsonServer.create();
  server.use(jsonServer.router({ plans: JSON.parse(fs.readFileSync(rowsFile, 'utf8')) }));
  server.listen(Number(port), '127.0.0.1');
} else {
  throw new Error(`unknown server kind ${kind}`);
}
process.send?.('ready');
