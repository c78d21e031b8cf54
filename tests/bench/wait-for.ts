import type { ChildProcess } from 'node:child_process';

/** Waits until a benchmarked server answers 2xx at url, asking every intervalMs; fails when its process exits or after 2 minutes. */
export async function waitFor(url: string, child: ChildProcess, intervalMs = 100): Promise<void> {
  for (let i = 0; i < 120_000 / intervalMs; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer`);
}
