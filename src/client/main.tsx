import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PRERENDER_ATTRIBUTE_NAME } from '../domain/prerendered';
import { App, preloadInternalScreen, preloadPortalPage } from './App';
import { currentLocale, initI18n } from './i18n';
import { installErrorReporter, reportRenderError } from './logs-reporter';
import { fetchRuntimeConfig, type RuntimeConfig } from './providers/runtime-config';
import { startEarlyPublicList } from './providers/early-public-list';
import { resetStorageOnNewVersion } from './providers/storage-version';
import { parseSchemasWithoutEval } from './providers/schema-parsing';
import { warmInternalArea } from './providers/warm-start';
import { ADMIN_PAGES } from './admin/pages';
import { adminScreenAt } from './navigation/screens';
import { appTheme } from './themes/theme';

installErrorReporter();
parseSchemasWithoutEval(); // before any schema module runs: the entry's imports load none
resetStorageOnNewVersion();
// Started now so that it runs while the messages of the current language download.
const configRequest = fetchRuntimeConfig();
configRequest.catch(() => undefined); // RuntimeConfigProvider reports the failure
// A reload of an internal screen: its code (the screen's own chunk too, otherwise discovered only once the guard has
// let the route render), the session and its first rows, side by side.
const reloadedScreen = adminScreenAt(window.location.pathname);
// The first render waits for that code (see preloadInternalScreen) and for the session, so that it is the screen
// itself, not a loading bar first; on a slow network not longer than this: past it, the loading bar shows.
const INTERNAL_WAIT_MS = 1000;
const internalScreen: Promise<RuntimeConfig | undefined> | undefined = reloadedScreen
  ? Promise.race([
      Promise.all([
        preloadInternalScreen(ADMIN_PAGES[reloadedScreen.key]),
        warmInternalArea(configRequest, reloadedScreen.resource),
        configRequest.catch(() => undefined),
      ]).then(([, , config]) => config),
      new Promise<undefined>((resolve) => setTimeout(resolve, INTERNAL_WAIT_MS)),
    ])
  : undefined;

// A public search's first rows are asked for now, in parallel with its code.
startEarlyPublicList(window.location.pathname, window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page prerendered at build time (scripts/vite-prerender.ts) stays on screen until everything its first
// render needs is in: the app then replaces it with the same page, never with a loading bar in between.
const prerendered = root.getAttribute(PRERENDER_ATTRIBUTE_NAME) === window.location.pathname;
const ready = prerendered
  ? Promise.all([initI18n(), configRequest.catch(() => undefined), preloadPortalPage(window.location.pathname)]).then(([, config]) => config)
  : Promise.all([initI18n(), internalScreen]).then(([, config]) => config);

/** Resolves in a later task: what comes after it does not lengthen the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void ready.then(async (config) => {
  // The theme in a task of its own, not inside one of React's render slices (on a 4× slower phone CPU a task over
  // 50 ms blocks a tap; see docs/performance.md).
  await nextTask();
  appTheme(currentLocale());
  await nextTask();
  const render = () =>
    // Errors a boundary caught never reach window.onerror: React hands them here. Uncaught ones still do.
    createRoot(root, { onCaughtError: reportRenderError }).render(
      <StrictMode>
        <App configRequest={configRequest} config={config} />
      </StrictMode>,
    );
  // Over a prerendered page, which is already on screen and readable, the app's first render is a transition: React
  // renders it in slices of a few milliseconds, so a tap or a scroll on a slow phone is never held behind it.
  if (prerendered) startTransition(render);
  else render();
});
