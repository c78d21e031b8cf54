// The real application on the benchmark's database (no seed: the bench brings its own rows).
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const config = loadConfig();
const app = await buildApp(config, { seed: false, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
