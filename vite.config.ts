import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRELOADED_NAMESPACES } from './src/client/i18n/preloaded';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';

// Where the dev server sends API calls; VITE_API_TARGET points it at another port.
const API_SERVER = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';
const LOCALE_FILE = /[\\/]src[\\/]client[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.json$/;

/** locale-<lng>: the namespaces loaded with the language; locale-<lng>-more: the rest, loaded inside Refine. */
function localeChunk(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  if (!match) return null;
  return PRELOADED_NAMESPACES.includes(match[2] ?? '') ? `locale-${match[1]}` : `locale-${match[1]}-more`;
}

const MUI_CORE =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion[\\/][^\\/]+|react-transition-group|clsx|@popperjs[\\/]core|prop-types|react-is|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

/** The home page: lazily imported, but always with the entry (main.tsx preloads it before the first render). */
const FIRST_SCREEN = /[\\/]src[\\/]client[\\/]portal[\\/]home[\\/]HomePage\.tsx$/;

/** Per chunking pass (its context object), whether each module is evaluated with the entry. */
const evaluatedWithEntry = new WeakMap<Rolldown.ChunkingContext, Map<string, boolean>>();

/**
 * Whether a module is evaluated with the entry: imported statically, through any chain, by the entry or the home page.
 * Anything else is needed only once a later page loads.
 */
function withEntry(id: string, ctx: Rolldown.ChunkingContext): boolean {
  let known = evaluatedWithEntry.get(ctx);
  if (!known) evaluatedWithEntry.set(ctx, (known = new Map()));
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // a cycle adds nothing
  const info = ctx.getModuleInfo(id);
  const result = !!info && (info.isEntry || FIRST_SCREEN.test(id) || info.importers.some((importer) => withEntry(importer, ctx)));
  known.set(id, result);
  return result;
}

/** Paths the service worker must never answer from its cache or with the app shell. */
const NOT_THE_APP = [/^\/api\//, /^\/realms\//, /^\/keycloak\//, /^\/config\.json$/, /^\/silent-check-sso/];

export default defineConfig({
  plugins: [
    react(),
    prerender(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest is ours
      workbox: {
        // The app shell: the HTML, every script and style, fonts and icons.
        globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
        // Offline, every navigation gets the app shell; the prerendered pages are for a first visit.
        globIgnores: ['prerendered/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NOT_THE_APP,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 5 },
          },
          {
            // Public data only: a request that carries a token is never cached.
            urlPattern: ({ url, request }) =>
              url.pathname.startsWith('/api/') && !request.headers.has('authorization') && !/\/export\.|\/file$|\/declaration\.pdf$/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'public-api',
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: Object.fromEntries(['/api', '/config.json', '/keycloak', '/realms'].map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(['/api', '/config.json', '/keycloak', '/realms'].map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // @refinedev/mui ships as one module that imports its own react-markdown 6 and remark-gfm 1 (for MarkdownField,
        // which the app does not use). Those old packages do not declare "sideEffects": false, so the unused import
        // kept their whole markdown stack (~100 kB minified) in a chunk every public page loads and evaluates (the
        // property-information tables alone ~28 ms at 1× CPU on /tac). They have no side effects: unused, they go.
        // Likewise @refinedev/core imports papaparse for its CSV hooks, which the app does not use (its own CSV code loads
        // papaparse on demand, batch-csv.ts): without side effects declared, every public list preloaded it.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@refinedev[\\/]mui[\\/]node_modules[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]papaparse[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely: one long-cached chunk that every page needs.
            { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // MUI's components and their styling engine in one chunk: split per component they came as ~100 files of
            // 1–5 kB, and a phone on HTTP/1.1 (6 connections, ~0.5 s each round trip) waited ~8 s for them in turn.
            // The part the entry imports is evaluated before the first render; the rest (dialogs, tables, forms…) only
            // when a page that uses it loads: at 4× CPU, evaluating all of MUI at start was ~300 ms of blocked main thread.
            {
              name: (id: string, ctx: Rolldown.ChunkingContext) => (withEntry(id, ctx) ? 'vendor-mui' : 'vendor-mui-lazy'),
              debugName: 'vendor-mui',
              test: MUI_CORE,
              priority: 20,
            },
            // All namespaces of one language in one chunk, fetched only when that language is used.
            { name: localeChunk, debugName: 'locale', test: LOCALE_FILE, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
