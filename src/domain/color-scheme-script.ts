import { STORAGE_PREFIX } from './constants';

/** Where MUI keeps the visitor's choice of light, dark or system (the theme's modeStorageKey). */
export const MODE_STORAGE_KEY = `${STORAGE_PREFIX}theme_mode`;

/**
 * Inlined in the head of the prerendered pages: picks the light or dark class before the first paint, as MUI
 * does once the app runs, so a dark-mode visitor never sees the page flash light. The server allows exactly
 * this script by its hash in the Content-Security-Policy.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{var m=localStorage.getItem(${JSON.stringify(MODE_STORAGE_KEY)});` +
  `var d=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);` +
  `document.documentElement.classList.add(d?'dark':'light')}catch(e){}`;
