/**
 * Namespaces loaded with the language itself: what the shell, the home page and the error pages need.
 * The others travel in a second chunk per language, loaded when a page inside Refine first renders
 * (see RefineScope). Plain data: vite.config.ts reads it to group the locale chunks.
 */
export const PRELOADED_NAMESPACES: readonly string[] = ['common', 'pages', 'errors', 'auth', 'subscriptions', 'refine'];
