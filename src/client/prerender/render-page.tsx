import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../../domain/constants';
import { withSharedLabels } from '../../domain/labels';
import { InfoPage } from '../components/InfoPage';
import { LIST_CARD_PROPS, LIST_CONTAINER_PROPS, LIST_HEADER_PROPS, ListPageTitle } from '../components/list/ListPageTitle';
import { DEFAULT_NAMESPACE } from '../i18n';
import { PortalLayout } from '../layout/portal/PortalLayout';
import { HomePage } from '../portal/home/HomePage';
import { RuntimeConfigProvider } from '../components/RuntimeConfigProvider';
import type { RuntimeConfig } from '../providers/runtime-config';
import { AppThemeProvider } from '../themes/AppThemeProvider';
import { PRERENDER_WIDTH } from '../../domain/prerendered';

/** Every language's messages, bundled into this build-time module only (the browser loads them per chunk). */
const MESSAGES = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { import: 'default', eager: true });

function resourcesOf(locale: Locale) {
  const namespaces = Object.entries(MESSAGES).flatMap(([file, messages]) => {
    const [, language, namespace = ''] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    return language === locale ? [[namespace, withSharedLabels(locale, namespace, messages)] as const] : [];
  });
  return { [locale]: Object.fromEntries(namespaces) };
}

/**
 * Media queries answered for a phone's width: the header picks its compact form with useMediaQuery, which has
 * no screen to ask at build time. Mobile first: that is where the wait before the script matters most.
 */
function phoneMatchMedia(query: string) {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || PRERENDER_WIDTH >= Number(min[1])) && (!max || PRERENDER_WIDTH <= Number(max[1]));
  return { matches };
}

function PhoneMedia({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({ ...outer, components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: phoneMatchMedia } } } })}
    >
      {children}
    </ThemeProvider>
  );
}

/** The head of /planos and /tac as ListPage shows it: the card with the h1 and the line under it; the list itself needs the data layer. */
function ListHeading({ resource }: { resource: 'plans' | 'tacs' }) {
  const { t } = useTranslation(resource);
  return (
    <Container {...LIST_CONTAINER_PROPS}>
      <Card {...LIST_CARD_PROPS}>
        <CardHeader {...LIST_HEADER_PROPS} title={<ListPageTitle title={t('title')} description={t('description')} />} />
      </Card>
    </Container>
  );
}

/**
 * The modules each prerendered page's first render imports lazily (its page, and Refine's scope around the pages inside
 * it): scripts/vite-prerender.ts preloads their chunks with the entry's. Paths from the project's root.
 */
export const FIRST_RENDER_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/client/portal/home/HomePage.tsx'],
  '/planos': ['src/client/navigation/RefineScope.tsx', 'src/client/portal/plans/index.ts'],
  '/tac': ['src/client/navigation/RefineScope.tsx', 'src/client/portal/tacs/index.ts'],
  '/preanalise': ['src/client/portal/preanalysis/PreAnalysisPage.tsx'],
};

export interface PrerenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /** Every style the markup uses (MUI's through emotion), for a <style> in the head. */
  css: string;
  /** The emotion ids of those styles, so the browser's emotion does not insert them twice. */
  ids: string[];
  /**
   * The global styles (the theme's CSS variables, CssBaseline), each for a <style data-emotion="css-global name"> that
   * emotion's Global takes over instead of serialising and inserting it again (~15 ms of a fast CPU at start).
   */
  globals: { name: string; css: string }[];
  title: string;
}

/**
 * A public page as the app's first render shows it in one language, rendered to HTML at build time
 * (scripts/vite-prerender.ts): the portal's header and footer, and the page's heading and text.
 */
export async function renderPage(path: string, locale: Locale, config: RuntimeConfig): Promise<PrerenderedPage> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { ...resourcesOf(DEFAULT_LOCALE), ...resourcesOf(locale) },
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // compat: styles are collected in cache.inserted instead of <style> tags inside the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={path}>
          <AppThemeProvider>
            <PhoneMedia>
              <CssBaseline enableColorScheme />
              <RuntimeConfigProvider value={config}>
                <Routes>
                  <Route element={<PortalLayout />}>
                    <Route index element={<HomePage />} />
                    <Route path="/planos" element={<ListHeading resource="plans" />} />
                    <Route path="/tac" element={<ListHeading resource="tacs" />} />
                    <Route path="/preanalise" element={<InfoPage id="preAnalysis" />} />
                  </Route>
                </Routes>
              </RuntimeConfigProvider>
            </PhoneMedia>
          </AppThemeProvider>
        </StaticRouter>
      </I18nextProvider>
    </CacheProvider>,
  );
  const styles = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // A class's rules name its class (.css-<name>); a global's are inserted as they are.
  const isGlobal = ([name, css]: [string, string]) => !css.includes(`.${cache.key}-${name}`);
  const inserted = styles.filter((style) => !isGlobal(style));
  const globals = styles.filter((style) => isGlobal(style) && style[1] !== '').map(([name, css]) => ({ name, css }));
  const pageTitle = { '/': '', '/planos': i18n.t('plans:title'), '/tac': i18n.t('tacs:title'), '/preanalise': i18n.t('pages:preAnalysis.title') }[path] ?? '';
  const appName = i18n.t('app.name');
  return {
    html,
    css: inserted.map(([, css]) => css).join(''),
    ids: inserted.map(([id]) => id),
    globals,
    title: pageTitle ? `${pageTitle} | ${appName}` : appName,
  };
}
