import { beforeEach } from 'vitest';

/**
 * Browser tests get one retry (vitest.config.ts). When the retry passes, the reporter only says "retry x1" and the
 * first attempt's error is lost; this prints it, so a flaky test can be diagnosed from a CI log.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const attempt = (failed.result?.retryCount ?? 0) + 1;
    const errors = (failed.result?.errors ?? []).map((error) => (error.stack ?? error.message).split('\n').slice(0, 6).join('\n')).join('\n');
    process.stderr.write(`\n[attempt ${attempt} failed] ${task.file?.name ?? ''} > ${task.name}\n${errors}\n`);
  });
});
