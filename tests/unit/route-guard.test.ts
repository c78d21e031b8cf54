import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessInputs } from '../../src/client/navigation/guard/decide-access';
import { defineAbilityFor } from '../../src/domain/access';
import { canOpen } from '../../src/client/navigation/guard/can-open';
import { ADMIN_SCREENS, adminScreenAt } from '../../src/client/navigation/screens';
import { authProvider } from '../../src/client/providers/auth-provider';
import type { UserInfo } from '../../src/client/providers/user-cache';

const user = (roles: string[], id = 'sub-1'): UserInfo => ({
  id,
  name: 'N',
  email: 'e',
  cpf: null,
  roles,
  permissions: [],
  avatar: '',
  status: 'active',
  user: {},
});
const dashboardOnly = (u: UserInfo) => u.roles.includes('Interno');

function inputs(overrides: Partial<AccessInputs>): AccessInputs & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    authenticated: true,
    subject: 'sub-1',
    memoryUser: null,
    permitted: dashboardOnly,
    readCache: async () => {
      calls.push('readCache');
      return null;
    },
    clearCache: () => calls.push('clearCache'),
    fetchUser: async () => {
      calls.push('fetchUser');
      return user(['Interno']);
    },
    adopt: () => calls.push('adopt'),
    ...overrides,
  };
}

describe('route guard (spec §4)', () => {
  it('2: without a session, asks for a login', async () => {
    expect(await decideAccess(inputs({ authenticated: false }))).toBe('login');
  });

  it('3: a user in memory with a permitted role proceeds without touching the cache', async () => {
    const given = inputs({ memoryUser: user(['Interno']) });
    expect(await decideAccess(given)).toBe('proceed');
    expect(given.calls).toEqual([]);
  });

  it('4: otherwise the decrypted cache decides: permitted proceeds, not permitted is 401', async () => {
    const allowed = inputs({ readCache: async () => user(['Interno']) });
    expect(await decideAccess(allowed)).toBe('proceed');
    expect(allowed.calls).toEqual(['adopt']);
    const refused = inputs({ memoryUser: user(['Externo']), readCache: async () => user(['Externo']) });
    expect(await decideAccess(refused)).toBe('forbidden');
    expect(refused.calls).not.toContain('fetchUser');
  });

  it('5: no cache (or undecryptable) clears it, fetches user info and continues', async () => {
    const given = inputs({});
    expect(await decideAccess(given)).toBe('proceed');
    expect(given.calls).toEqual(['readCache', 'clearCache', 'fetchUser']);
    expect(await decideAccess(inputs({ fetchUser: async () => user(['Externo']) }))).toBe('forbidden');
  });

  it('ignores a record in memory that belongs to another subject', async () => {
    const given = inputs({ memoryUser: user(['Interno'], 'other') });
    await decideAccess(given);
    expect(given.calls).toContain('readCache');
  });
});

describe('routes against the ability file', () => {
  const opens = (roles: string[]) => ADMIN_SCREENS.filter((s) => canOpen(defineAbilityFor(user(roles)), s)).map((s) => s.path);

  it('Desenvolvedor opens every internal route', () => {
    expect(opens(['Desenvolvedor'])).toEqual(ADMIN_SCREENS.map((s) => s.path));
  });

  it('each other role opens the routes of spec §2 and its own role page', () => {
    expect(opens(['Externo'])).toEqual(['/dashboard', '/permission/Externo']);
    expect(opens(['Interno'])).toEqual(['/dashboard', '/denuncias', '/fluxograma', '/gestao/planos', '/gestao/tac', '/permission/Interno']);
    expect(opens(['Administrador'])).toEqual([
      '/dashboard',
      '/user',
      '/auditoria',
      '/documentation',
      '/guide',
      '/roadmap',
      '/theme',
      '/i18n',
      '/permission/Administrador',
    ]);
    expect(opens([])).toEqual(['/dashboard']);
    expect(opens(['admin', 'editor'])).toEqual(['/dashboard']);
  });

  it('matches paths like the router does', () => {
    expect(adminScreenAt('/Permission/Interno/')?.key).toBe('permissionInterno');
    expect(adminScreenAt('/permission')).toBeUndefined();
  });
});

describe('authProvider.onError', () => {
  it('sends an API refusal (403) to /erro/403 and leaves other errors alone', async () => {
    expect(await authProvider.onError({ statusCode: 403, message: 'Forbidden' })).toEqual({ redirectTo: '/erro/403' });
    expect(await authProvider.onError({ statusCode: 500, message: 'x' })).toEqual({});
    expect(await authProvider.onError(new Error('network'))).toEqual({});
  });

  it('logs out on a 401 when the token cannot be refreshed', async () => {
    // No keycloak-js session in this process: nothing to refresh.
    expect(await authProvider.onError({ statusCode: 401, message: 'Unauthorized' })).toEqual({ logout: true });
  });
});
