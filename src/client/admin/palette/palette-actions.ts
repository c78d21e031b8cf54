import type { TFunction } from 'i18next';
import type { Action } from '@refinedev/kbar';
import { LOCALES, type Locale } from '../../../domain/constants';
import { allows, type AppAbility } from '../../../domain/access';
import { PORTAL_MORE_LINKS, PORTAL_TABS, type PortalLink } from '../../layout/portal/portal-nav';
import { PALETTES } from '../../themes/palettes';
import { canOpen } from '../guard/route-access';
import { ADMIN_SCREENS } from '../screens';

/** Each language named in itself, as in the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

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
  createComplaint: () => void;
}

/** The public pages of the tabs and the drawer, children included, each once. */
const PORTAL_LINKS: readonly PortalLink[] = [...PORTAL_TABS, ...PORTAL_MORE_LINKS]
  .flatMap((link) => [link, ...(link.children ?? [])])
  .filter((link, index, all) => all.findIndex((other) => other.path === link.path) === index);

/** Every command the user may use, named in the current language: screens, public pages, actions, preferences. */
export function paletteActions(ctx: PaletteContext): Action[] {
  const { t } = ctx;
  const section = (key: string, priority: number) => ({ name: t(`palette:sections.${key}`), priority });
  const screens: Action[] = ADMIN_SCREENS.filter((screen) => canOpen(ctx.ability, screen)).map((screen) => ({
    id: `screen:${screen.key}`,
    name: t(`admin:screens.${screen.key}.title`),
    subtitle: screen.path,
    keywords: screen.path,
    section: section('screens', 4),
    perform: () => ctx.navigate(screen.path),
  }));
  const portal: Action[] = PORTAL_LINKS.map((link) => ({
    id: `portal:${link.path}`,
    name: t(`common:nav.${link.key}`),
    subtitle: link.path,
    keywords: link.path,
    section: section('portal', 2),
    perform: () => ctx.navigate(link.path),
  }));
  const actions: Action[] = allows(ctx.ability, 'create', 'Complaint')
    ? [{ id: 'action:createComplaint', name: t('palette:actions.createComplaint'), section: section('actions', 3), perform: ctx.createComplaint }]
    : [];
  const preferences: Action[] = [
    {
      id: 'pref:dark',
      name: t(ctx.dark ? 'palette:actions.darkOff' : 'palette:actions.darkOn'),
      keywords: t('palette:keywords.theme'),
      section: section('preferences', 1),
      perform: () => ctx.setDark(!ctx.dark),
    },
    ...PALETTES.map((palette, index) => ({
      id: `pref:theme:${palette.key}`,
      name: t('palette:actions.colourTheme', { name: t(`settings:themes.${palette.key}`) }),
      subtitle: index === ctx.themeIndex ? t('palette:current') : undefined,
      keywords: t('palette:keywords.theme'),
      section: section('preferences', 1),
      perform: () => ctx.setTheme(index),
    })),
    ...LOCALES.map((locale) => ({
      id: `pref:language:${locale}`,
      name: t('palette:actions.language', { name: LANGUAGE_NAMES[locale] }),
      subtitle: locale === ctx.locale ? t('palette:current') : undefined,
      keywords: `${t('palette:keywords.language')} ${locale}`,
      section: section('preferences', 1),
      perform: () => ctx.setLanguage(locale),
    })),
  ];
  return [...screens, ...actions, ...portal, ...preferences];
}
