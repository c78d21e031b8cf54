import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let token: string | undefined;
vi.mock('../../src/client/providers/keycloak', () => ({ peekKeycloak: () => (token ? { token } : null) }));

type Listener = (event: unknown) => void;
let listeners: Map<string, Listener>;
let fetchMock: ReturnType<typeof vi.fn>;

/** A fresh module each test: the reporter keeps its dedupe and budget per page. */
const load = async () => {
  vi.resetModules();
  return import('../../src/client/logs-reporter/index');
};
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  token = undefined;
  listeners = new Map();
  fetchMock = vi.fn(() => Promise.resolve({ status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { language: 'pt-BR' });
  vi.stubGlobal('window', {
    location: { href: 'http://portal/planos' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('browser error reporter', () => {
  it('posts an error once, with its page, stack and category', async () => {
    const { reportError } = await load();
    const error = new TypeError('x is undefined');
    reportError(error);
    reportError(error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logs/browser');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(sentBodies()[0]).toMatchObject({
      message: 'TypeError: x is undefined',
      category: 'browser',
      url: 'http://portal/planos',
      context: { language: 'pt-BR' },
    });
    expect(String(sentBodies()[0]!.stack)).toContain('x is undefined');
  });

  it('sends at most 10 reports a minute', async () => {
    const { reportError, REPORTS_PER_MINUTE } = await load();
    for (let i = 0; i < 15; i++) reportError(new Error(`failure ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(REPORTS_PER_MINUTE);
  });

  it('sends the token when signed in, and again without it when the server refuses the token', async () => {
    token = 'expired';
    fetchMock.mockImplementationOnce(() => Promise.resolve({ status: 401 }));
    const { reportError } = await load();
    reportError('something broke');
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const headers = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>);
    expect(headers[0]!.authorization).toBe('Bearer expired');
    expect(headers[1]!.authorization).toBeUndefined();
  });

  it('listens to uncaught errors and rejections, skipping opaque cross-origin ones', async () => {
    const { installErrorReporter, reportRenderError } = await load();
    installErrorReporter();
    listeners.get('error')!({ message: 'Script error.', error: null });
    listeners.get('error')!({ message: 'boom', error: new Error('boom'), filename: 'app.js', lineno: 3, colno: 7 });
    listeners.get('unhandledrejection')!({ reason: new Error('rejected') });
    reportRenderError(new Error('render'), { componentStack: '\n at Page' });
    expect(sentBodies().map((b) => [b.message, b.category])).toEqual([
      ['Error: boom', 'browser'],
      ['Error: rejected', 'browser'],
      ['Error: render', 'render'],
    ]);
    expect(sentBodies()[0]!.context).toMatchObject({ kind: 'error', file: 'app.js', line: 3, column: 7 });
    expect(sentBodies()[2]!.context).toMatchObject({ component_stack: '\n at Page' });
  });

  it('never throws, even when fetch itself does', async () => {
    fetchMock.mockImplementation(() => {
      throw new Error('offline');
    });
    const { reportError } = await load();
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});
