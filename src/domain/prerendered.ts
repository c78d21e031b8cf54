import type { Locale } from './constants';

/**
 * Public pages whose HTML is rendered at build time (scripts/vite-prerender.ts) so their text paints before
 * the script runs, once per language; main.tsx then renders the app over it. Plain data, shared by the build and the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/planos', '/tac', '/preanalise'];

/** The viewport width the prerendered header is laid out for (a phone: the compact header with its menu button). */
export const PRERENDER_WIDTH = 390;

/** The file under the build's client directory holding a path's prerendered page in one language. */
export function prerenderedFile(path: string, locale: Locale): string {
  return `prerendered/${locale}/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The attribute of #root naming the path whose prerendered markup it holds. */
export const PRERENDER_ATTRIBUTE_NAME = 'data-prerendered';

/** Attributes of #root on a prerendered page: the app's entry module and the modules it imports, for the loader. */
export const APP_ENTRY_ATTRIBUTE_NAME = 'data-app-entry';
export const APP_PRELOAD_ATTRIBUTE_NAME = 'data-app-preload';

/**
 * Module preloads the loader adds per task: ~45 of them added at once were one 190–290 ms task at 4× CPU
 * (long-animation-frame entries); six per task were still ~100 ms in Lighthouse's (devtools records each request's
 * initiator), two keep each under its 50 ms.
 */
const PRELOADS_PER_TASK = 2;

/**
 * Inlined at the end of a prerendered page's body in place of the entry's `<script type="module">` and its
 * `<link rel="modulepreload">`s: the page is readable without the app, so its code is asked for once the text has
 * painted (the task after the second frame: the first one's paint is then on screen), or at once in a hidden tab,
 * and never competes with the page for a slow phone's bandwidth. The modules' preloads a few per task, so no task
 * blocks a tap for long, then the entry: nothing of the app runs between the batches, and every module is asked for
 * within a few milliseconds of the others. The server allows exactly this script by its hash in the Content-Security-Policy.
 */
/** The loader starts the app's code this long after the page starts, even if no frame has been painted yet. */
export const LOADER_FALLBACK_MS = 500;

export const APP_LOADER_SCRIPT =
  `(function(){var r=document.getElementById('root'),d=0;function go(){if(d)return;d=1;` +
  `var h=(r.getAttribute('${APP_PRELOAD_ATTRIBUTE_NAME}')||'').split(' ').filter(Boolean);` +
  `(function add(){h.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)});` +
  `if(h.length)return setTimeout(add,0);` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=r.getAttribute('${APP_ENTRY_ATTRIBUTE_NAME}');document.head.appendChild(s)})()}` +
  `if(document.visibilityState==='hidden')go();else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,${LOADER_FALLBACK_MS})}})()`;
