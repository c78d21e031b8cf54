import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConsoleMessage, Frame, Page, Request, Response } from 'playwright-core';
import type { TestServer } from './server';

/**
 * The page's requests (with their answers, "(sw)" when the service worker gave them), what the server received and
 * answered ("server>" / "server<"), and the console, in order, timed from the last reset.
 */
export function traceOf(page: Page, server: Pick<TestServer, 'app'>) {
  let started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
  const onRequest = (request: Request) => note(`> ${request.method()} ${request.url()}`);
  const onResponse = (response: Response) => note(`< ${response.status()} ${response.url()}${response.fromServiceWorker() ? ' (sw)' : ''}`);
  const onServerRequest = (request: IncomingMessage, response: ServerResponse) => {
    note(`server> ${request.method} ${request.url}`);
    response.once('finish', () => note(`server< ${response.statusCode} ${request.url}`));
    response.once('close', () => !response.writableFinished && note(`server✖ closed before its answer ${request.url}`));
  };
  server.app.server.on('request', onServerRequest);
  // Requests that no page makes: the service worker's own (its network side of the page's requests).
  const onContextRequest = (request: Request) => request.serviceWorker() && note(`sw> ${request.method()} ${request.url()}`);
  page.context().on('request', onContextRequest);
  // A blocked event loop here blocks the in-process server too: note every gap of over half a second.
  let tick = Date.now();
  const lag = setInterval(() => {
    const now = Date.now();
    if (now - tick > 600) note(`event loop blocked ~${now - tick - 100} ms`);
    tick = now;
  }, 100);
  const onFailed = (request: Request) => note(`✖ ${request.url()} ${request.failure()?.errorText ?? ''}`);
  const onConsole = (message: ConsoleMessage) => note(`console.${message.type()}: ${message.text()}`);
  const onNavigated = (frame: Frame) => frame === page.mainFrame() && note(`address ${frame.url()}`);
  page.on('request', onRequest);
  page.on('framenavigated', onNavigated);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  return {
    reset: () => {
      started = Date.now();
      lines.length = 0;
    },
    lines: (last = 200) => lines.slice(-last),
    stop: () => {
      clearInterval(lag);
      page.context().off('request', onContextRequest);
      server.app.server.off('request', onServerRequest);
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
      page.off('console', onConsole);
      page.off('framenavigated', onNavigated);
    },
  };
}
