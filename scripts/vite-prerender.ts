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

/** The built chunks: each one's modules and the chunks it imports statically. */
type ChunkGraph = Map<string, { moduleIds: string[]; imports: string[] }>;

/**
 * The chunks a page's first render imports beyond the entry's (its page chunk, Refine's, the rest of MUI…) and every
 * chunk they import, as /assets/ addresses. Preloaded with the entry's, they arrive together instead of one round trip
 * after the entry has run (~0.6 s each on a slow 4G phone).
 */
function pageChunks(graph: ChunkGraph, modules: readonly string[], root: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of graph.get(file)?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const id = path.resolve(root, module);
    const chunk = [...graph].find(([, { moduleIds }]) => moduleIds.includes(id));
    if (!chunk) throw new Error(`prerender: no built chunk holds ${module} (FIRST_RENDER_MODULES in render-page.tsx)`);
    visit(chunk[0]);
  }
  return [...found].map((file) => `/${file}`);
}

/** The entry's script tag and module preloads taken out of the shell, for APP_LOADER_SCRIPT to add after the first paint. */
function deferredCode(shell: string, pagePreloads: readonly string[]): { shell: string; rootAttributes: string } {
  const entry = ENTRY_SCRIPT.exec(shell);
  if (!entry?.[1]) throw new Error('prerender: the built index.html has no entry <script type="module">');
  const entryPreloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  // The entry's own imports first: the entry runs once they are in; the page's chunks are needed a little later.
  const preloads = [...new Set([...entryPreloads, ...pagePreloads])].filter((file) => file !== entry[1]);
  return {
    shell: shell.replace(entry[0], '').replace(MODULE_PRELOAD, ''),
    rootAttributes: `${APP_ENTRY_ATTRIBUTE_NAME}="${escapeAttribute(entry[1])}" ${APP_PRELOAD_ATTRIBUTE_NAME}="${escapeAttribute(preloads.join(' '))}"`,
  };
}

/** The built index.html with a page's markup in #root, its styles and title in the head. */
function pageDocument(built: string, outDir: string, path: string, locale: Locale, page: PrerenderedPage, pagePreloads: readonly string[]): string {
  const code = deferredCode(built, pagePreloads);
  const fonts = inlinedFonts(code.shell, outDir);
  const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
  // Globals first, as the app's emotion inserts them before the components' styles.
  const globals = page.globals.map(({ name, css }) => `<style data-emotion="css-global ${escapeAttribute(name)}">${styleText(css)}</style>`).join('');
  const head = `<script>${COLOR_SCHEME_SCRIPT}</script>${fonts.head}${globals}<style data-emotion="css ${escapeAttribute(page.ids.join(' '))}">${styleText(page.css)}</style>`;
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
  const graph: ChunkGraph = new Map();
  return {
    name: 'portal-aga:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') graph.set(output.fileName, { moduleIds: output.moduleIds, imports: output.imports });
      }
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
          const { renderPage, FIRST_RENDER_MODULES } = (await vite.ssrLoadModule(RENDERER)) as typeof import('../src/client/prerender/render-page');
          for (const locale of LOCALES) {
            for (const pagePath of PRERENDERED_PATHS) {
              const file = path.join(outDir, prerenderedFile(pagePath, locale));
              const preloads = pageChunks(graph, FIRST_RENDER_MODULES[pagePath] ?? [], root);
              fs.mkdirSync(path.dirname(file), { recursive: true });
              fs.writeFileSync(file, pageDocument(shell, outDir, pagePath, locale, await renderPage(pagePath, locale, DEFAULT_CONFIG), preloads));
            }
          }
        } finally {
          await vite.close();
        }
      },
    },
  };
}
