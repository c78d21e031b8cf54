import type { FastifyInstance } from 'fastify';
import type { IdpContext } from '../context';
import { SESSION_COOKIE, flatParams, sendHtml, sendScript } from '../http';

/*
 * The hidden pages keycloak-js 26 frames. The portal's CSP forbids inline script, so each page loads its script
 * from a sibling URL.
 *
 * 3p-cookies: step1 sets a test cookie and moves to step2, which tells the parent window "supported" or
 * "unsupported" depending on whether the cookie came back (keycloak-js then knows if silent SSO can work).
 *
 * login-status-iframe: keycloak-js posts "<client_id> <session id>" and expects "unchanged", "changed" or "error".
 * The origin is checked once through `init`; the session is compared with the readable KEYCLOAK_SESSION cookie.
 */

const STEP1_JS = `(function () {
  function proceed() {
    document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
    document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
    window.location.replace('step2.html');
  }
  if (typeof document.hasStorageAccess !== 'function') return proceed();
  document.hasStorageAccess().then(function (granted) {
    if (granted) proceed(); else window.parent.postMessage('unsupported', '*');
  }, function () { window.parent.postMessage('unsupported', '*'); });
})();
`;

const STEP2_JS = `(function () {
  var supported = /(^|;\\s*)KEYCLOAK_3P_COOKIE(_SAMESITE)?=supported/.test(document.cookie);
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure';
  document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
  window.parent.postMessage(supported ? 'supported' : 'unsupported', '*');
})();
`;

const STATUS_JS = (sessionCookie: string) => `(function () {
  var checkedOrigins = {};
  function currentSessionId() {
    var match = document.cookie.match(/(?:^|;\\s*)${sessionCookie}=([^;]*)/);
    if (!match) return '';
    var parts = decodeURIComponent(match[1]).split('/');
    return parts[parts.length - 1] || '';
  }
  function answer(event, sessionState) {
    var current = currentSessionId();
    event.source.postMessage(current && current === sessionState ? 'unchanged' : 'changed', event.origin);
  }
  window.addEventListener('message', function (event) {
    if (typeof event.data !== 'string' || !event.source) return;
    var parts = event.data.split(' ');
    if (parts.length !== 2) return;
    var clientId = parts[0], sessionState = parts[1];
    if (checkedOrigins[event.origin] === true) return answer(event, sessionState);
    var url = 'login-status-iframe.html/init?client_id=' + encodeURIComponent(clientId) + '&origin=' + encodeURIComponent(event.origin);
    fetch(url, { credentials: 'same-origin' }).then(function (response) {
      if (response.status !== 204) throw new Error('origin not allowed');
      checkedOrigins[event.origin] = true;
      answer(event, sessionState);
    }).catch(function () {
      event.source.postMessage('error', event.origin);
    });
  });
})();
`;

const page = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script src="${script}"></script></head><body></body></html>`;

export function iframeRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const base = `${ctx.realmPath}/protocol/openid-connect`;
  const options = { schema: { hide: true } };
  const framable = { framable: true };
  app.get(`${base}/3p-cookies/step1.html`, options, async (_request, reply) =>
    sendHtml(ctx, reply, 200, page('3rd party cookies step 1', 'step1.js'), framable),
  );
  app.get(`${base}/3p-cookies/step2.html`, options, async (_request, reply) =>
    sendHtml(ctx, reply, 200, page('3rd party cookies step 2', 'step2.js'), framable),
  );
  app.get(`${base}/3p-cookies/step1.js`, options, async (_request, reply) => sendScript(reply, STEP1_JS));
  app.get(`${base}/3p-cookies/step2.js`, options, async (_request, reply) => sendScript(reply, STEP2_JS));

  const statusScript = STATUS_JS(SESSION_COOKIE);
  app.get(`${base}/login-status-iframe.html`, options, async (_request, reply) =>
    sendHtml(ctx, reply, 200, page('Login status iframe', 'login-status-iframe.js'), framable),
  );
  app.get(`${base}/login-status-iframe.js`, options, async (_request, reply) => sendScript(reply, statusScript));
  app.get(`${base}/login-status-iframe.html/init`, options, async (request, reply) => {
    const { client_id: clientId, origin } = flatParams(request.query);
    const client = clientId ? ctx.clients.get(clientId) : undefined;
    const allowed = client && origin && (client.webOrigins.includes(origin) || client.webOrigins.includes('*'));
    return reply.status(allowed ? 204 : 403).send();
  });
}
