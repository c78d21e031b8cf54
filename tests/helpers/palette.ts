import type { TFunction } from 'i18next';
import type { AppAbility } from '../../src/domain/access';
import { paletteActions } from '../../src/client/navigation/palette/palette-actions';

const noop = () => undefined;

/** The ids of the command palette's commands for an ability (every callback a no-op): what a role is offered. */
export function paletteCommandIds(ability: AppAbility, t: TFunction): string[] {
  return paletteActions({
    t,
    ability,
    dark: false,
    themeIndex: 0,
    locale: 'pt',
    navigate: noop,
    setDark: noop,
    setTheme: noop,
    setLanguage: noop,
    create: noop,
    logout: noop,
    openSettings: noop,
    openNotifications: noop,
    openRecord: noop,
  }).map((action) => action.id);
}
