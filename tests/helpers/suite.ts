import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Role } from '../../src/domain/access';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { signedInContext } from './pages/login-page';
import { startServer, type TestServer } from './server';

export interface BrowserSuite {
  /** Set in beforeAll. */
  server: TestServer;
  /** Set in beforeAll. */
  browser: Browser;
}

/**
 * Registers the e2e suite's hooks: beforeAll starts the real server and launches Chromium, afterAll
 * closes both. The returned object is filled in by beforeAll; read its fields inside tests only.
 * requireBuild: fail first when dist/client (the built app) is missing; env: the server's environment besides the tests'.
 */
export function useBrowserSuite(options: { requireBuild?: boolean; env?: Record<string, string> } = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    const clientDir = process.env.TEST_CLIENT_DIR ?? 'dist/client';
    if (options.requireBuild && !fs.existsSync(`${clientDir}/index.html`)) throw new Error(`${clientDir} is missing: run \`npx vite build\` first.`);
    suite.server = await startServer({ env: options.env });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await (suite.browser as Browser | undefined)?.close();
    await (suite.server as TestServer | undefined)?.close();
  });
  return suite;
}

export interface SignedInSuite extends BrowserSuite {
  /** One page signed in as the suite's role, shared by its tests (set in beforeAll). */
  page: Page;
  /** Console errors and failed requests of that page. */
  errors: string[];
}

/** A browser suite whose tests share one page signed in (through the real login page) as `role`. */
export function useSignedInSuite(role: Role): SignedInSuite {
  const suite = useBrowserSuite({ requireBuild: true }) as SignedInSuite;
  beforeAll(async () => {
    const { page, errors } = await signedInContext(suite.browser, suite.server.url, role);
    Object.assign(suite, { page, errors });
  });
  return suite;
}
