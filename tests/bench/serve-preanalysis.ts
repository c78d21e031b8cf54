// The real application on a fresh seeded SQLite database (the seed brings the Brazilian aerodromes).
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const config = loadConfig();
const app = await buildApp(config, { logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
// A clean exit (so `node --cpu-prof` writes its profile) when the bench stops the server.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
