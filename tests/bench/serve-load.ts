// The real application for export-load.bench.ts, plus its own event-loop delay histogram, read and reset by the
// bench over the IPC channel (the server's numbers, not the client's).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const config = loadConfig();
const app = await buildApp(config, { seed: false, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
// Answers the figures since the last reset; 'reset' then starts a new period.
process.on('message', (message: string) => {
  const ms = (n: number) => Math.round(n / 1e5) / 10;
  process.send?.({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) });
  if (message === 'reset') delay.reset();
});
