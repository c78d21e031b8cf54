import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../src/domain/color-scheme-script';
import { APP_VERSION } from '../src/domain/constants';
import { PRERENDER_ATTRIBUTE_NAME, PRERENDERED_PATHS, prerenderedFile } from '../src/domain/prerendered';
import type { PrerenderedPage } from '../src/client/prerender/render-page';

const RENDERER = '/src/client/prerender/render-page.tsx';
/** What /config.json says by default; only the footer's version and the search form's address show in the markup. */
const DEFAULT_CONFIG = { version: APP_VERSION, keycloak: { url: '', realm: '', clientId: '' }, siteSearchUrl: 'https://www.decea.mil.br/busca', tileUrl: '' };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The built index.html with a page's markup in #root, its styles and title in the head. */
function pageDocument(shell: string, path: string, page: PrerenderedPage): string {
  const head = `<script>${COLOR_SCHEME_SCRIPT}</script><style data-emotion="css ${escapeAttribute(page.ids.join(' '))}">${page.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const document = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDER_ATTRIBUTE_NAME}="${escapeAttribute(path)}">${page.html}</div>`);
  if (!document.includes(page.html)) throw new Error('prerender: the built index.html has no empty <div id="root"></div>');
  return document;
}

/**
 * After the build, renders the public pages of PRERENDERED_PATHS to HTML in Node (React's server renderer, MUI's
 * styles collected from emotion) and writes them beside index.html; the server answers those paths with them.
 * Node only, no browser: `npm start` builds on a fresh machine. Runs before the precompression plugin.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-aga:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const vite = await createServer({
          root,
          configFile: false,
          logLevel: 'warn',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          // MUI's ES modules import directories, which Node's own loader refuses: Vite resolves them instead.
          ssr: { noExternal: [/^@mui\//] },
        });
        try {
          const { renderPage } = (await vite.ssrLoadModule(RENDERER)) as typeof import('../src/client/prerender/render-page');
          for (const pagePath of PRERENDERED_PATHS) {
            const file = path.join(outDir, prerenderedFile(pagePath));
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, pageDocument(shell, pagePath, await renderPage(pagePath, DEFAULT_CONFIG)));
          }
        } finally {
          await vite.close();
        }
      },
    },
  };
}
