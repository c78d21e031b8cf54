import type { ResourceProps } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { DATA_RESOURCES } from '../providers/refine-resources';
import { screenAddress } from './screen-address';
import { ADMIN_GROUPS, ADMIN_SCREENS } from './screens';
import { screenIdentifier } from './staff-screen';

/**
 * Refine's resources of the internal area, derived from the registry: each staff screen (its API resource as the
 * name, its own identifier, its list route and its records' create/show/edit routes, label, icon and group), the menu's groups as parents without a list, then
 * the data resources. Menu (useMenu), breadcrumbs (useBreadcrumb) and route matching read them. Labels follow `t`.
 */
export function staffResources(t: TFunction): ResourceProps[] {
  const screens: ResourceProps[] = ADMIN_SCREENS.map((screen) => ({
    name: screen.resource ?? screen.id ?? screen.key,
    identifier: screenIdentifier(screen),
    list: screen.path,
    ...screen.records,
    meta: {
      label: t(`admin:screens.${screen.key}.title`),
      icon: createElement(screen.icon),
      parent: screen.group,
      hide: screen.hidden,
      // The menu's link: a list's table state already in it (screen-address.ts).
      address: screenAddress(screen),
    },
  }));
  const groups: ResourceProps[] = ADMIN_GROUPS.map((group) => ({
    name: group.name,
    meta: { label: t(`admin:nav.groups.${group.name}`), icon: createElement(group.icon) },
  }));
  return [...screens, ...groups, ...DATA_RESOURCES];
}
