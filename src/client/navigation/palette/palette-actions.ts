import type { TFunction } from 'i18next';
import type { Action } from '@refinedev/kbar';
import { LOCALES, type Locale } from '../../../domain/constants';
import { allows, type AppAbility } from '../../../domain/access';
import { foldForSearch } from '../../../domain/search-text';
import { PORTAL_MORE_LINKS, PORTAL_TABS, type PortalLink } from '../portal-nav';
import { PALETTES } from '../../themes/palettes';
import { canOpen } from '../guard/can-open';
import { screenAddress } from '../screen-address';
import { ADMIN_SCREENS, type AdminScreen } from '../screens';
import type { FoundRecord } from './record-search';

/** Each language named in itself, as in the language switch. */
const LANGUAGE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

export interface PaletteContext {
  t: TFunction;
  ability: AppAbility;
  dark: boolean;
  themeIndex: number;
  locale: Locale;
  navigate: (path: string) => void;
  setDark: (dark: boolean) => void;
  setTheme: (index: number) => void;
  setLanguage: (locale: Locale) => void;
  /** Opens the create form of a screen's list (its create address). */
  create: (screen: AdminScreen) => void;
  logout: () => void;
  openSettings: () => void;
  openNotifications: () => void;
  /** Records matching what was typed (a number, a NUP, an ICAO code), already filtered by the ability. */
  records?: readonly FoundRecord[];
  /** What was typed: record commands carry it as a keyword, so the palette's own filter keeps them. */
  search?: string;
  openRecord: (record: FoundRecord) => void;
}

/** The public pages of the tabs and the drawer, children included, each once. */
const PORTAL_LINKS: readonly PortalLink[] = [...PORTAL_TABS, ...PORTAL_MORE_LINKS]
  .flatMap((link) => [link, ...(link.children ?? [])])
  .filter((link, index, all) => all.findIndex((other) => other.path === link.path) === index);

/**
 * Every command the user may use, named in the current language: records found, screens and their create dialogs
 * (from the registry, through the ability), the session, public pages, preferences.
 */
export function paletteActions(ctx: PaletteContext): Action[] {
  const { t } = ctx;
  // kbar orders sections by their priority before any match score: records found first, then actions (so "Sair" runs
  // the log-out rather than a screen that merely contains those letters), then screens, public pages, preferences.
  const section = (key: string, priority: number) => ({ name: t(`palette:sections.${key}`), priority });
  const opened = ADMIN_SCREENS.filter((screen) => canOpen(ctx.ability, screen));
  const records: Action[] = (ctx.records ?? []).map((record) => ({
    id: `record:${record.resource}:${record.id}`,
    name: t(`palette:records.${record.resource}`, { label: record.label }),
    subtitle: record.detail,
    keywords: `${ctx.search ?? ''} ${record.label}`,
    section: section('records', 6),
    perform: () => ctx.openRecord(record),
  }));
  const screens: Action[] = opened.map((screen) => ({
    id: `screen:${screen.key}`,
    name: t(`admin:screens.${screen.key}.title`),
    subtitle: screen.path,
    keywords: screen.path,
    section: section('screens', 4),
    perform: () => ctx.navigate(screenAddress(screen)),
  }));
  const creates: Action[] = opened
    .filter((screen) => screen.records?.create !== undefined && allows(ctx.ability, 'create', screen.subject))
    .map((screen) => ({
      id: `create:${screen.key}`,
      name: t(`palette:actions.create.${screen.key}`),
      keywords: t('palette:keywords.create'),
      section: section('actions', 5),
      perform: () => ctx.create(screen),
    }));
  const session: Action[] = [
    {
      id: 'session:notifications',
      name: t('palette:actions.notifications'),
      keywords: t('palette:keywords.notifications'),
      section: section('actions', 5),
      perform: ctx.openNotifications,
    },
    {
      id: 'session:settings',
      name: t('palette:actions.settings'),
      keywords: t('palette:keywords.settings'),
      section: section('actions', 5),
      perform: ctx.openSettings,
    },
    { id: 'session:logout', name: t('palette:actions.logout'), keywords: t('palette:keywords.logout'), section: section('actions', 5), perform: ctx.logout },
  ];
  const portal: Action[] = PORTAL_LINKS.map((link) => ({
    id: `portal:${link.path}`,
    name: t(`common:nav.${link.key}`),
    subtitle: link.path,
    keywords: link.path,
    section: section('portal', 2),
    perform: () => ctx.navigate(link.path),
  }));
  return [...records, ...screens, ...creates, ...session, ...portal, ...preferences(ctx)].map(foldedKeywords);
}

/**
 * kbar matches what is typed against a command's name and keywords as they are spelt: the keywords also carry them
 * without accents (the search rule of the lists, domain/search-text.ts), so "gestao de planos" finds "Gestão de planos"
 * and "denuncia" finds "Nova denúncia".
 */
function foldedKeywords(action: Action): Action {
  const folded = foldForSearch(`${action.name} ${action.keywords ?? ''}`);
  return { ...action, keywords: `${action.keywords ?? ''} ${folded}`.trim() };
}

function preferences(ctx: PaletteContext): Action[] {
  const { t } = ctx;
  const section = { name: t('palette:sections.preferences'), priority: 1 };
  return [
    {
      id: 'pref:dark',
      name: t(ctx.dark ? 'palette:actions.darkOff' : 'palette:actions.darkOn'),
      keywords: t('palette:keywords.theme'),
      section,
      perform: () => ctx.setDark(!ctx.dark),
    },
    ...PALETTES.map((palette, index) => ({
      id: `pref:theme:${palette.key}`,
      name: t('palette:actions.colourTheme', { name: t(`settings:themes.${palette.key}`) }),
      subtitle: index === ctx.themeIndex ? t('palette:current') : undefined,
      keywords: t('palette:keywords.theme'),
      section,
      perform: () => ctx.setTheme(index),
    })),
    ...LOCALES.map((locale) => ({
      id: `pref:language:${locale}`,
      name: t('palette:actions.language', { name: LANGUAGE_NAMES[locale] }),
      subtitle: locale === ctx.locale ? t('palette:current') : undefined,
      keywords: `${t('palette:keywords.language')} ${locale}`,
      section,
      perform: () => ctx.setLanguage(locale),
    })),
  ];
}
