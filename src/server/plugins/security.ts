import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { COLOR_SCHEME_SCRIPT } from '../../domain/color-scheme-script';

/** The prerendered pages' one inline script (it sets the colour scheme before the first paint), allowed by its hash. */
const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/** Security headers with a CSP that allows no other inline script, and CORS for the API. */
export const securityPlugin = fp(
  async (app) => {
    const keycloakOrigin = app.config.keycloak.url ? new URL(app.config.keycloak.url).origin : null;
    const tileOrigin = app.config.tileUrl ? safeOrigin(app.config.tileUrl) : null;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_HASH],
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
    await app.register(cors, {
      // The browser app is served from PUBLIC_URL; in development Vite serves it from port 5173.
      origin: [new URL(app.config.publicUrl).origin, ...(app.config.production ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'])],
      exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
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
