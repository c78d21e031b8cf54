import crypto from 'node:crypto';

/** A cookie-keeping client of the embedded identity provider that never follows redirects; `ip` plays its address. */
export class IdpBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly ip?: string,
  ) {}

  async go(path: string, options: { form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (this.ip) headers.set('x-forwarded-for', this.ip);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (options.form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(new URL(path, this.base), {
      method: options.form ? 'POST' : 'GET',
      headers,
      body: options.form && new URLSearchParams(options.form).toString(),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  }

  private query(locale: string) {
    return new URLSearchParams({
      client_id: 'aga-portal',
      redirect_uri: `${this.base}/painel`,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid',
      state: 'st',
      nonce: 'n',
      code_challenge: crypto.randomBytes(32).toString('base64url'),
      code_challenge_method: 'S256',
      ui_locales: locale,
    }).toString();
  }

  /** Opens the login page and posts it. */
  async login(username: string, password: string, locale = 'pt'): Promise<Response> {
    return (await this.openLogin(locale))(username, password);
  }

  /** Opens the login page now; the function it gives posts the form later (for a test that times the post alone). */
  async openLogin(locale = 'pt'): Promise<(username: string, password: string) => Promise<Response>> {
    const page = await this.go(`/realms/aga/protocol/openid-connect/auth?${this.query(locale)}`);
    const form = formIn(await page.text(), 'kc-form-login');
    return (username, password) => this.go(form.action, { form: { ...form.hidden, username, password } });
  }

  /** Opens the registration page and posts it. */
  async register(fields: Record<string, string>, locale = 'pt'): Promise<Response> {
    const page = await this.go(`/realms/aga/protocol/openid-connect/registrations?${this.query(locale)}`);
    const form = formIn(await page.text(), 'kc-register-form');
    return this.go(form.action, { form: { ...form.hidden, ...fields } });
  }
}

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The action and hidden fields of a form in a page. */
export function formIn(page: string, id: string): { action: string; hidden: Record<string, string> } {
  const form = new RegExp(`<form id="${id}" action="([^"]*)"[^>]*>([\\s\\S]*?)</form>`).exec(page);
  if (!form) throw new Error(`no form#${id} in the page`);
  const hidden = Object.fromEntries([...form[2]!.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
  return { action: unescape(form[1]!), hidden };
}

/** The text of the login page's error, or of a message page's message. */
export function feedbackOf(page: string): string {
  const match = /<span id="input-error" class="kc-feedback-text">([^<]*)<\/span>/.exec(page) ?? /<p class="instruction">([^<]*)<\/p>/.exec(page);
  return unescape(match?.[1] ?? '');
}

/** A client address of its own for each call, so tests (and runs sharing Redis) do not throttle each other. */
export function freshIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${(b[2]! % 250) + 1}`;
}
