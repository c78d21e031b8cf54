import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { HttpProblem, sendProblem } from '../errors/problem';

/** Seconds a shed client is told to wait: about the time a blocked event loop needs to catch up. */
const PRESSURE_RETRY_AFTER_S = 5;
/** Start-up (loading code, migrations, the first samples) blocks the loop once: no shedding this long after ready. */
const STARTUP_GRACE_MS = 3_000;

/**
 * Load shedding: while the event loop's mean delay (sampled each second) is over MAX_EVENT_LOOP_DELAY_MS, every
 * request answers 503 problem+json with Retry-After at once instead of waiting in line behind the work that
 * blocks it. /api/health is shed too, so a load balancer stops sending traffic here for a while. No status route
 * is exposed (it would tell anyone the heap and event-loop figures). 0 turns shedding off.
 */
export const underPressurePlugin = fp(
  async (app) => {
    const maxEventLoopDelay = app.config.maxEventLoopDelayMs;
    if (maxEventLoopDelay === 0) return;
    let sheddingFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      sheddingFrom = Date.now() + STARTUP_GRACE_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay,
      exposeStatusRoute: false,
      retryAfter: PRESSURE_RETRY_AFTER_S,
      // Answered here (a warning, not an error log per shed request); plain JSON, whatever 503 schema the route
      // documents (/api/health's is its own). Fastify stops at a hook that has sent the reply; returning without
      // sending lets the request through.
      pressureHandler: async (request, reply, type) => {
        if (Date.now() < sheddingFrom) return;
        request.log.warn({ type }, 'under pressure: request shed');
        reply.header('retry-after', String(PRESSURE_RETRY_AFTER_S)).serializer((payload: unknown) => JSON.stringify(payload));
        await sendProblem(request, reply, new HttpProblem(503, 'server_busy', { seconds: PRESSURE_RETRY_AFTER_S }));
      },
    });
  },
  { name: 'under-pressure', dependencies: ['problem-json'] },
);
