import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../src/domain/color-scheme-script';
import { APP_VERSION, LOCALES, type Locale } from '../src/domain/constants';
import {
  APP_ENTRY_ATTRIBUTE_NAME,
  APP_LOADER_SCRIPT,
  APP_PRELOAD_ATTRIBUTE_NAME,
  PRERENDER_ATTRIBUTE_NAME,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../src/domain/prerendered';
import type { PrerenderedPage } from '../src/client/prerender/render-page';

const RENDERER = '/src/client/prerender/render-page.tsx';
/** What /config.json says by default; only the footer's version and the search form's address show in the markup. */
const DEFAULT_CONFIG = { version: APP_VERSION, keycloak: { url: '', realm: '', clientId: '' }, siteSearchUrl: 'https://www.decea.mil.br/busca', tileUrl: '' };

/** `<html lang>` of each language, as the app sets it. */
const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * The entry's stylesheet (the Roboto faces) inlined, so the first paint waits for no request, and with
 * font-display: optional: the text painted from the HTML and the same text the app renders over it use the same
 * font (Roboto when it arrives at once, else the fallback for this visit), so the app's copy of the largest text
 * is not a larger, later "largest contentful paint". The body and heading weights are preloaded to make Roboto likely.
 */
function inlinedFonts(shell: string, outDir: string): { shell: string; head: string } {
  const link = STYLESHEET.exec(shell);
  if (!link?.[1]) return { shell, head: '' };
  const css = fs.readFileSync(path.join(outDir, link[1]), 'utf8').replace(/font-display:\s*swap/g, 'font-display:optional');
  // 400: the body; 500: the headings (the h1 is often the largest text) and the buttons.
  const preload = ['400', '500']
    .map((weight) => new RegExp(`url\\((\\/assets\\/roboto-latin-${weight}-normal-[^)]+\\.woff2)\\)`).exec(css)?.[1])
    .filter((href) => href !== undefined)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
  return { shell: shell.replace(link[0], ''), head: `${preload}<style>${css}</style>` };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** The entry's script tag and module preloads taken out of the shell, for APP_LOADER_SCRIPT to add after the first paint. */
function deferredCode(shell: string): { shell: string; rootAttributes: string } {
  const entry = ENTRY_SCRIPT.exec(shell);
  if (!entry?.[1]) throw new Error('prerender: the built index.html has no entry <script type="module">');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return {
    shell: shell.replace(entry[0], '').replace(MODULE_PRELOAD, ''),
    rootAttributes: `${APP_ENTRY_ATTRIBUTE_NAME}="${escapeAttribute(entry[1])}" ${APP_PRELOAD_ATTRIBUTE_NAME}="${escapeAttribute(preloads.join(' '))}"`,
  };
}

/** The built index.html with a page's markup in #root, its styles and title in the head. */
function pageDocument(built: string, outDir: string, path: string, locale: Locale, page: PrerenderedPage): string {
  const code = deferredCode(built);
  const fonts = inlinedFonts(code.shell, outDir);
  const head = `<script>${COLOR_SCHEME_SCRIPT}</script>${fonts.head}<style data-emotion="css ${escapeAttribute(page.ids.join(' '))}">${page.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const document = fonts.shell
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDER_ATTRIBUTE_NAME}="${escapeAttribute(path)}" ${code.rootAttributes}>${page.html}</div>`)
    .replace('</body>', `<script>${APP_LOADER_SCRIPT}</script></body>`);
  if (!document.includes(page.html)) throw new Error('prerender: the built index.html has no empty <div id="root"></div>');
  return document;
}

/**
 * After the build, renders the public pages of PRERENDERED_PATHS in each language to HTML in Node (React's server renderer, MUI's
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
          for (const locale of LOCALES) {
            for (const pagePath of PRERENDERED_PATHS) {
              const file = path.join(outDir, prerenderedFile(pagePath, locale));
              fs.mkdirSync(path.dirname(file), { recursive: true });
              fs.writeFileSync(file, pageDocument(shell, outDir, pagePath, locale, await renderPage(pagePath, locale, DEFAULT_CONFIG)));
            }
          }
        } finally {
          await vite.close();
        }
      },
    },
  };
}
