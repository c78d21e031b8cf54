import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pageStatus } from '../../domain/app-paths';
import { PRERENDERED_PATHS, prerenderedFile } from '../../domain/prerendered';
import { localeFrom } from '../errors/messages';
import { HttpProblem, sendProblem } from '../errors/problem';

const API_PREFIXES = ['/api/', '/keycloak/', '/realms/'];

/**
 * Serves the built browser app with a history-mode fallback (200 for the app's addresses, 404 or the error page's code
 * for others, from src/domain/app-paths.ts); API paths that match nothing get a 404 problem. */
export const staticPlugin = fp(
  async (app) => {
    const root = app.config.clientDir;
    const indexFile = path.join(root, 'index.html');
    const built = fs.existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts).
        preCompressed: true,
        // Those are sent in place of their file (preCompressed), never at an address of their own: no route each, which
        // for ~300 files saved ~2 MB of heap and ~100 ms of start-up. A direct request for one still gets the file from
        // the not-found handler below (reply.sendFile), as before.
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`the browser app is not built (${indexFile} is missing): run npm run build`);
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((p) => pathname.startsWith(p) || `${pathname}/` === p);
      if (wantsPage && built) {
        const decoded = decodedPath(pathname);
        // A NUL, a control character or broken percent-encoding is the caller's mistake (400), not a server error.
        if (decoded === null) return sendProblem(request, reply, new HttpProblem(400, 'malformed_path'));
        const file = resolveInside(root, decoded);
        if (file && isFile(file)) return reply.sendFile(path.relative(root, file));
        const prerendered = prerenderedPage(root, pathname, request.query, request.headers['accept-language']);
        if (prerendered) return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language').sendFile(prerendered);
        // Missing files with an extension (an old hashed chunk) are real 404s, not the app.
        // Any other address gets the app, which shows the page or its error page; the status says which (no soft 404).
        if (!path.extname(pathname)) return reply.code(pageStatus(decoded)).header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendProblem(request, reply, new HttpProblem(404, 'route_not_found', { method: request.method, url: pathname }));
    });
  },
  { name: 'static' },
);

/**
 * The build's prerendered HTML of a public page (scripts/vite-prerender.ts) in the language the app will pick:
 * ?lang= first, then the browser's languages (Accept-Language, what the app reads from navigator.languages).
 */
function prerenderedPage(root: string, pathname: string, query: unknown, acceptLanguage: string | undefined): string | null {
  if (!PRERENDERED_PATHS.includes(pathname)) return null;
  const lang = typeof query === 'object' && query !== null && 'lang' in query ? String(query.lang) : undefined;
  const file = prerenderedFile(pathname, localeFrom(lang ?? acceptLanguage));
  return isFile(path.join(root, file)) ? file : null;
}

/** The path with its percent-escapes decoded, or null when they are malformed or decode to a control character. */
function decodedPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return /\p{Cc}/u.test(decoded) ? null : decoded;
}

function resolveInside(root: string, decoded: string): string | null {
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Whether a regular file is there; a name the file system refuses (too long…) is simply not one. */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
