/** Business constants of spec §9. */
export const APP_VERSION = '2.0.17';
export const STORAGE_PREFIX = 'vva_';
export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const DRAWER_WIDTH = 250;
export const TOPBAR_HEIGHT = 60;
export const TOPBAR_HEIGHT_DENSE = 121;
export const PORTAL_TOPBAR_HEIGHT = 130;
export const SCROLL_TOP_THRESHOLD = 300;
export const FOOTER_BREAKPOINT = 890;
export const CACHE_TTL_SECONDS = 60;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MAX_PAGE_SIZE = 1000;
export const PLAN_TYPES = ['PBZPA', 'PBZPH', 'PZPANA', 'PEZPA', 'PZPREAH'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const REGIONALS = ['CINDACTA 1', 'CINDACTA 2', 'CINDACTA 3', 'CINDACTA 4', 'SRPV-SP'] as const;
