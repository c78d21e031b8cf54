import type { TreeMenuItem } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Access from '../../src/domain/access';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

/**
 * Issue 11, point 3: one rule changed in src/domain/access.ts changes the menu, the palette, the buttons, the route
 * guard and the API together. The ability file is wrapped so that a switch removes ONE rule's subject — Interno's
 * `manage` on Complaint — from the rules it returns; server and browser code read it through their own imports.
 */
const flip = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/domain/access', async (importOriginal) => {
  const real = await importOriginal<typeof Access>();
  const { createMongoAbility } = await import('@casl/ability');
  const defineRulesFor = (user: Access.AbilityUser | null): Access.AppRule[] =>
    real
      .defineRulesFor(user)
      .map((rule) =>
        flip.on && Array.isArray(rule.subject) && rule.subject.includes('Complaint')
          ? { ...rule, subject: rule.subject.filter((s) => s !== 'Complaint') }
          : rule,
      );
  return { ...real, defineRulesFor, defineAbilityFor: (user: Access.AbilityUser | null) => createMongoAbility<Access.AppAbility>(defineRulesFor(user)) };
});

const { defineAbilityFor } = await import('../../src/domain/access');
const { ADMIN_SCREENS, complaintsScreen } = await import('../../src/client/navigation/screens');
const { screenIdentifier } = await import('../../src/client/navigation/staff-screen');
const { visibleNav } = await import('../../src/client/layout/admin/admin-nav');
const { paletteCommandIds } = await import('../helpers/palette');
const { canOpenAt } = await import('../../src/client/navigation/guard/can-open');
const { accessControlProvider } = await import('../../src/client/navigation/access-control-provider');
const { setCurrentUser } = await import('../../src/client/providers/auth-provider');

const INTERNO = { id: 'interno-flip', roles: ['Interno'] };
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  // The record Refine's accessControlProvider (the buttons) reads the current user from.
  setCurrentUser({ ...INTERNO, name: 'Interno', email: 'interno@example.org', cpf: null, permissions: [], avatar: '', status: 'active', user: {} });
});
afterAll(async () => {
  flip.on = false;
  await server?.close();
});

/** Refine's menu tree as useMenu gives it for the registry (visible screens, no groups needed for Interno). */
const MENU: TreeMenuItem[] = ADMIN_SCREENS.filter((screen) => !screen.hidden).map(
  (screen) =>
    ({
      key: screen.key,
      name: screen.resource ?? screenIdentifier(screen),
      identifier: screenIdentifier(screen),
      route: screen.path,
      children: [],
    }) as unknown as TreeMenuItem,
);

/** What Interno meets of complaints in each place, with the ability file as it is at the call. */
async function complaintsEverywhere() {
  const ability = defineAbilityFor(INTERNO);
  const menu = visibleNav(MENU, ability).flatMap((entry) => (entry.kind === 'item' ? [entry.item.route] : entry.children.map((child) => child.route)));
  const palette = paletteCommandIds(ability, ((key: string) => key) as unknown as TFunction);
  // A token of its own: the server keeps a verified token's ability for the token's life (a changed ability file
  // arrives with a deploy, i.e. a restart, anyway).
  const headers = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
  const list = await fetch(`${server.url}/api/complaints?_start=0&_end=1`, { headers });
  const create = await fetch(`${server.url}/api/complaints`, { method: 'POST', headers, body: '{}' });
  return {
    menu: menu.includes('/denuncias'),
    palette: palette.filter((id) => id.endsWith(':complaints')),
    createButton: (await accessControlProvider.can({ resource: 'complaints', action: 'create' })).can,
    deleteButton: (await accessControlProvider.can({ resource: 'complaints', action: 'delete' })).can,
    guard: ['/denuncias', '/denuncias/show/1', '/denuncias/create'].map((path) => canOpenAt(ability, complaintsScreen, path)),
    api: [list.status, create.status],
  };
}

describe('one rule of the ability file, everywhere at once', () => {
  it("Interno's manage on Complaint, removed: the menu item, the palette's commands, the buttons, the guard and the API go together", async () => {
    expect(await complaintsEverywhere()).toEqual({
      menu: true,
      palette: ['screen:complaints', 'create:complaints'],
      createButton: true,
      deleteButton: true,
      guard: [true, true, true],
      // The empty body is refused on its fields: the role may create.
      api: [200, 400],
    });
    flip.on = true;
    expect(await complaintsEverywhere()).toEqual({
      menu: false,
      palette: [],
      createButton: false,
      deleteButton: false,
      guard: [false, false, false],
      api: [403, 403],
    });
    flip.on = false;
    expect((await complaintsEverywhere()).api).toEqual([200, 400]);
  });
});
