import cors from '@fastify/cors';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { COLOR_SCHEME_SCRIPT } from '../../domain/color-scheme-script';
import { APP_LOADER_SCRIPT } from '../../domain/prerendered';

/** The prerendered pages' two inline scripts (the colour scheme before the first paint, the app's code after it), allowed by their hashes. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const INLINE_SCRIPT_HASHES = [scriptHash(COLOR_SCHEME_SCRIPT), scriptHash(APP_LOADER_SCRIPT)];

/** Security headers with a CSP that allows no other inline script, and CORS for the API. */
export const securityPlugin = fp(
  async (app) => {
    const keycloakOrigin = app.config.keycloak.url ? new URL(app.config.keycloak.url).origin : null;
    const tileOrigin = app.config.tileUrl ? safeOrigin(app.config.tileUrl) : null;
    // helmet's middleware made once: @fastify/helmet made it anew for every request (parsing the CSP each time, 3.5 % of
    // a public search's CPU in a profile); no route sets its own headers, so nothing of that plugin is missed.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(keycloakOrigin ? [keycloakOrigin] : [])],
          frameSrc: ["'self'", ...(keycloakOrigin ? [keycloakOrigin] : [])],
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...(keycloakOrigin ? [keycloakOrigin] : []), safeOrigin(app.config.siteSearchUrl) ?? "'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // keycloak-js opens the login-status iframe of the identity provider.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    await app.register(cors, {
      // The browser app is served from PUBLIC_URL; in development Vite serves it from port 5173.
      origin: [new URL(app.config.publicUrl).origin, ...(app.config.production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'])],
      exposedHeaders: ['X-Total-Count', 'X-Total-Count-Exact', 'Content-Disposition'],
    });
  },
  { name: 'security' },
);

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
