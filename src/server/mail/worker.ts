import type { FastifyInstance } from 'fastify';
import { describeError, recordLog } from '../logs/recorder';
import { deliverDueMail } from './index';

/** How often the worker looks for messages whose retry is due. */
const MAIL_WORKER_INTERVAL_MS = 30_000;

/**
 * Starts the in-process mail retry worker (only when SMTP_URL is set) and stops it when the app closes.
 * One pass at a time; an error in a pass is logged and the next pass tries again.
 */
export function startMailWorker(app: FastifyInstance, intervalMs = MAIL_WORKER_INTERVAL_MS): void {
  if (!app.config.smtpUrl) return;
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= deliverDueMail(app.db, app.config)
      .then((result) => {
        if (result.sent || result.failed) app.log.info(result, 'mail worker: retried due messages');
        if (result.failed) {
          return recordLog(app.db, {
            level: 'warning',
            category: 'mail',
            message: `mail worker: ${result.failed} message(s) failed again`,
            source: 'mail worker',
            context: { ...result },
          });
        }
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'mail worker pass failed');
        const { message, stack } = describeError(error);
        return recordLog(app.db, {
          level: 'error',
          category: 'mail',
          source: 'mail worker',
          message: `mail worker pass failed: ${message}`,
          context: { stack },
        });
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
