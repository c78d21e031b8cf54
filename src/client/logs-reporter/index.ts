import { peekKeycloak } from '../providers/keycloak';

const ENDPOINT = '/api/logs/browser';
/** Reports a page sends at most in a minute (the server also limits each address). */
export const REPORTS_PER_MINUTE = 10;
const MAX_KEYS = 100;

type Category = 'browser' | 'render';

const sentAt: number[] = [];
const seen = new Set<string>();

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`.slice(0, 2000), stack: error.stack?.slice(0, 6000) };
  if (typeof error === 'string') return { message: error.slice(0, 2000) };
  try {
    return { message: (JSON.stringify(error) ?? String(error)).slice(0, 2000) };
  } catch {
    return { message: String(error).slice(0, 2000) };
  }
}

/** True when this report may go: not sent before on this page, and under the per-minute budget. */
function admit(key: string, now: number): boolean {
  if (seen.has(key)) return false;
  while (sentAt.length > 0 && now - sentAt[0]! > 60_000) sentAt.shift();
  if (sentAt.length >= REPORTS_PER_MINUTE) return false;
  sentAt.push(now);
  if (seen.size >= MAX_KEYS) seen.clear();
  seen.add(key);
  return true;
}

async function post(body: string, token: string | undefined): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(ENDPOINT, { method: 'POST', headers, body, keepalive: true, credentials: 'same-origin' });
  // An expired token must not lose the report: send it again as a visitor.
  if (response.status === 401 && token) await post(body, undefined);
}

/** Sends one error to the server's log (deduplicated and throttled; never throws). */
export function reportError(error: unknown, category: Category = 'browser', context: Record<string, unknown> = {}): void {
  try {
    const { message, stack } = describe(error);
    if (!message.trim() || !admit(`${category}|${message}|${stack?.split('\n', 2)[1] ?? ''}`, Date.now())) return;
    const body = JSON.stringify({ message, category, url: window.location.href.slice(0, 2000), stack, context: { ...context, language: navigator.language } });
    post(body, peekKeycloak()?.token).catch(() => undefined);
  } catch {
    // Reporting must never become a second error.
  }
}

let installed = false;

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installErrorReporter(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // A cross-origin script's error carries no detail worth recording.
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    reportError(event.error ?? event.message, 'browser', { kind: 'error', file: event.filename, line: event.lineno, column: event.colno });
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'browser', { kind: 'unhandledrejection' }));
}

/** For React's root: errors a boundary caught (the page shows its 500) and errors none caught. */
export function reportRenderError(error: unknown, info: { componentStack?: string }): void {
  reportError(error, 'render', { component_stack: info.componentStack?.slice(0, 2000) });
}
