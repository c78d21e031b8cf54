import type { AppAbility } from '../../../domain/access';
import { canOpen } from '../../admin/guard/route-access';
import { ADMIN_SCREENS, type AdminGroup, type AdminScreen } from '../../admin/screens';

export type NavEntry = { kind: 'item'; screen: AdminScreen } | { kind: 'group'; group: AdminGroup; children: AdminScreen[] };

/**
 * The drawer's entries (spec §2): only screens the ability lets the user open and that are not hidden, in the order
 * of ADMIN_SCREENS; a group with one visible child collapses into that child, an empty group disappears.
 */
export function visibleNav(ability: AppAbility): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const screen of ADMIN_SCREENS) {
    if ('hidden' in screen || !canOpen(ability, screen)) continue;
    if (!('group' in screen)) {
      entries.push({ kind: 'item', screen });
      continue;
    }
    const group = entries.find((e): e is Extract<NavEntry, { kind: 'group' }> => e.kind === 'group' && e.group === screen.group);
    if (group) group.children.push(screen);
    else entries.push({ kind: 'group', group: screen.group, children: [screen] });
  }
  return entries.map((entry) => (entry.kind === 'group' && entry.children.length === 1 ? { kind: 'item', screen: entry.children[0]! } : entry));
}

/** The breadcrumb trail of a screen: the dashboard first (unless it is the dashboard), then its group, then itself. */
export function trailOf(screen: AdminScreen | undefined): { key: string; path?: string; group?: AdminGroup }[] {
  if (!screen) return [];
  const trail: { key: string; path?: string; group?: AdminGroup }[] = [];
  if (screen.key !== 'dashboard') trail.push({ key: 'dashboard', path: '/dashboard' });
  if ('group' in screen) trail.push({ key: screen.group, group: screen.group });
  trail.push({ key: screen.key, path: screen.path });
  return trail;
}
