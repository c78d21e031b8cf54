import type { TreeMenuItem } from '@refinedev/core';
import type { AppAbility } from '../../../domain/access';
import { canOpen } from '../../navigation/guard/can-open';
import { adminScreenById } from '../../navigation/screens';

export type NavEntry = { kind: 'item'; item: TreeMenuItem } | { kind: 'group'; group: TreeMenuItem; children: TreeMenuItem[] };

/** A menu item the ability lets its user open (a staff screen of the registry, with a route). Fails closed. */
function opens(ability: AppAbility, item: TreeMenuItem): boolean {
  const screen = adminScreenById(item.identifier ?? item.name);
  return Boolean(screen && item.route && canOpen(ability, screen));
}

/**
 * The drawer's entries (spec §2) from Refine's menu tree (useMenu: registry order, hidden screens left out): only
 * screens the ability lets the user open; a group with one visible child collapses into that child, an empty group
 * disappears.
 */
export function visibleNav(items: readonly TreeMenuItem[], ability: AppAbility): NavEntry[] {
  return items.flatMap((item): NavEntry[] => {
    if (item.children.length === 0) return opens(ability, item) ? [{ kind: 'item', item }] : [];
    const children = item.children.filter((child) => opens(ability, child));
    if (children.length === 0) return [];
    if (children.length === 1) return [{ kind: 'item', item: children[0]! }];
    return [{ kind: 'group', group: item, children }];
  });
}
