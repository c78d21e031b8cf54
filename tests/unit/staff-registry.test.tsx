// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMongoAbility } from '@casl/ability';
import { defineAbilityFor, defineRulesFor, type AppAbility, type AppRule } from '../../src/domain/access';
import { AbilityProvider } from '../../src/client/navigation/guard/ability';
import { paletteCommandIds } from '../helpers/palette';
import { parseRecordQuery } from '../../src/client/navigation/palette/record-search';
import { ADMIN_SCREENS, adminScreenAt, complaintsScreen } from '../../src/client/navigation/screens';
import { canOpenAt } from '../../src/client/navigation/guard/can-open';
import { changeLanguage, i18n, initI18n, loadAllNamespaces } from '../../src/client/i18n';
import { AdminBreadcrumbs } from '../../src/client/layout/admin/AdminBreadcrumbs';
import { AdminNav } from '../../src/client/layout/admin/AdminNav';
import { staffResources } from '../../src/client/navigation/staff-resources';
import { i18nProvider } from '../../src/client/providers/i18n-provider';

const INTERNO = { id: 'u-1', roles: ['Interno'] };

/** The drawer (Refine's useMenu over the registry) for an ability, at a path. */
function renderNav(ability: AppAbility, path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine routerProvider={routerProvider} i18nProvider={i18nProvider} resources={staffResources(i18n.t)} options={{ disableTelemetry: true }}>
        <AbilityProvider ability={ability}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <AdminBreadcrumbs />
                  <AdminNav />
                </>
              }
            />
          </Routes>
        </AbilityProvider>
      </Refine>
    </MemoryRouter>,
  );
}

const menuOf = (ability: AppAbility) => {
  renderNav(ability);
  const labels = within(screen.getByRole('navigation', { name: 'Navegação da área interna' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
  cleanup();
  return labels;
};

const paletteOf = (ability: AppAbility) => paletteCommandIds(ability, i18n.t);

beforeAll(async () => {
  await initI18n();
  await changeLanguage('pt');
  await loadAllNamespaces();
});

afterEach(cleanup);

describe('one registry: the menu and the palette follow the ability file together', () => {
  it('flipping ONE rule (Interno loses Complaint) removes the menu item and every complaint command', () => {
    const rules = defineRulesFor(INTERNO);
    const flipped: AppRule[] = rules.map((rule) =>
      Array.isArray(rule.subject) && rule.subject.includes('Complaint') ? { ...rule, subject: rule.subject.filter((s) => s !== 'Complaint') } : rule,
    );
    expect(flipped).not.toEqual(rules);
    const before = createMongoAbility<AppAbility>(rules);
    const after = createMongoAbility<AppAbility>(flipped);

    expect(menuOf(before)).toEqual(['Painel', 'Denúncias', 'Fluxograma', 'Gestão de planos', 'Gestão de TAC', 'Permissão: Interno']);
    expect(menuOf(after)).toEqual(['Painel', 'Fluxograma', 'Gestão de planos', 'Gestão de TAC', 'Permissão: Interno']);

    const commandsBefore = paletteOf(before);
    const commandsAfter = paletteOf(after);
    expect(commandsBefore).toEqual(
      expect.arrayContaining(['screen:complaints', 'create:complaints', 'create:planManagement', 'create:tacManagement', 'session:logout']),
    );
    expect(commandsBefore.filter((id) => !commandsAfter.includes(id))).toEqual(['screen:complaints', 'create:complaints']);
    expect(commandsAfter.filter((id) => !commandsBefore.includes(id))).toEqual([]);
  });

  it('groups come from the registry: one visible child collapses into it, Desenvolvedor sees them all', () => {
    renderNav(defineAbilityFor({ id: 'd', roles: ['Desenvolvedor'] }));
    const nav = within(screen.getByRole('navigation', { name: 'Navegação da área interna' }));
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['Administração', 'Permissões', 'Demonstrações']);
    expect(nav.queryByText('Logs de erros')).toBeNull();
    cleanup();
    expect(menuOf(defineAbilityFor({ id: 'a', roles: ['Administrador'] }))).toEqual(['Painel', 'Usuários', 'Auditoria', 'Permissão: Administrador']);
  });

  it('the palette lists hidden screens the role may open (logs, outbox) and a visitor gets no screen but the dashboard', () => {
    const dev = paletteOf(defineAbilityFor({ id: 'd', roles: ['Desenvolvedor'] }));
    expect(ADMIN_SCREENS.every((s) => dev.includes(`screen:${s.key}`))).toBe(true);
    expect(paletteOf(defineAbilityFor({ id: 'e', roles: ['Externo'] })).filter((id) => id.startsWith('screen:') || id.startsWith('create:'))).toEqual([
      'screen:dashboard',
      'screen:permissionExterno',
    ]);
  });

  it('breadcrumbs (useBreadcrumb): the dashboard, the group, the screen', () => {
    renderNav(defineAbilityFor({ id: 'd', roles: ['Desenvolvedor'] }), '/guide');
    const crumbs = within(screen.getByRole('navigation', { name: 'Trilha de navegação' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Painel', 'Administração', 'Guia']);
  });
});

describe('palette record search', () => {
  it('reads a number, a NUP (typed or bare) and an ICAO code; anything else queries nothing', () => {
    expect(parseRecordQuery(' 42 ')).toEqual({ kind: 'number', value: 42 });
    expect(parseRecordQuery('00001.000123/2024')).toEqual({ kind: 'nup', value: '00001.000123/2024' });
    expect(parseRecordQuery('00001000123202412')).toEqual({ kind: 'nup', value: '00001.000123/2024-12' });
    expect(parseRecordQuery('sbgr')).toEqual({ kind: 'icao', value: 'SBGR' });
    expect(parseRecordQuery('Fluxograma')).toBeNull();
    expect(parseRecordQuery('')).toBeNull();
  });
});

describe('records at addresses of their own', () => {
  it('the registry gives each list with records its create/show/edit routes, and the screen is found at them', () => {
    const routes = Object.fromEntries(ADMIN_SCREENS.filter((s) => s.records).map((s) => [s.key, s.records]));
    expect(routes).toEqual({
      complaints: { create: '/denuncias/create', show: '/denuncias/show/:id', edit: '/denuncias/edit/:id' },
      planManagement: { create: '/gestao/planos/create', edit: '/gestao/planos/edit/:id' },
      tacManagement: { create: '/gestao/tac/create', edit: '/gestao/tac/edit/:id' },
      logs: { show: '/logs/show/:id' },
      users: { edit: '/user/edit/:id' },
    });
    expect(['/denuncias/show/12', '/denuncias/edit/12', '/denuncias/create'].map((p) => adminScreenAt(p)?.key)).toEqual([
      'complaints',
      'complaints',
      'complaints',
    ]);
    expect(adminScreenAt('/gestao/planos/show/3')).toBeUndefined();
    const refine = staffResources(i18n.t).find((r) => r.identifier === 'complaints');
    expect([refine?.create, refine?.show, refine?.edit]).toEqual(['/denuncias/create', '/denuncias/show/:id', '/denuncias/edit/:id']);
  });

  it('flipping ONE rule (Interno may no longer update complaints) keeps the record shown but refuses its edit address', () => {
    const rules = defineRulesFor(INTERNO);
    const readOnly: AppRule[] = rules.flatMap((rule): AppRule[] => {
      const subjects = [rule.subject].flat();
      const actions = [rule.action].flat();
      if (!subjects.includes('Complaint') || !actions.some((a) => a === 'update' || a === 'manage')) return [rule];
      // The same rule without Complaint, plus Complaint for every action of it but update (manage spelt out).
      const others = subjects.filter((s) => s !== 'Complaint');
      const kept = (actions.includes('manage') ? ['read', 'create', 'delete', 'export'] : actions.filter((a) => a !== 'update')) as AppRule['action'];
      return [...(others.length > 0 ? [{ ...rule, subject: others } as AppRule] : []), { ...rule, subject: 'Complaint', action: kept } as AppRule];
    });
    const before = createMongoAbility<AppAbility>(rules);
    const after = createMongoAbility<AppAbility>(readOnly);
    const opens = (ability: AppAbility) =>
      ['/denuncias', '/denuncias/show/1', '/denuncias/create', '/denuncias/edit/1'].map((p) => canOpenAt(ability, complaintsScreen, p));
    expect(opens(before)).toEqual([true, true, true, true]);
    expect(opens(after)).toEqual([true, true, true, false]);
  });

  it('breadcrumbs at a record address: the dashboard, the list, the action', () => {
    renderNav(defineAbilityFor({ id: 'i', roles: ['Interno'] }), '/denuncias/show/5');
    const crumbs = within(screen.getByRole('navigation', { name: 'Trilha de navegação' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Painel', 'Denúncias', 'Detalhes']);
  });
});
