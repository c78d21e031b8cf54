import fs from 'node:fs';
import path from 'node:path';

/**
 * The first `relative` path that exists in `start` or a folder above it. Data files the server reads at run time
 * (realm/, the pt locale files) sit at fixed places in the repository, while the code runs from src/server/… under
 * tsx and vitest and from dist/server/main.js once compiled: walking up finds them from both.
 */
export function findAbove(start: string, relative: string): string | null {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}
