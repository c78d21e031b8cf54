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
