import { describe, expect, it } from 'vitest';
import { matchesPath, pageStatus } from '../../src/domain/app-paths';
import { ADMIN_SCREENS } from '../../src/client/navigation/screens';
import { PORTAL_PAGES } from '../../src/client/navigation/portal-nav';

describe('the app addresses both sides read (src/domain/app-paths.ts)', () => {
  it('answers every route of the client tables with 200', () => {
    for (const { path } of [...PORTAL_PAGES, ...ADMIN_SCREENS]) expect(pageStatus(path), path).toBe(200);
  });

  it('matches like the router: case-insensitive, trailing slash ignored, :name for one segment', () => {
    expect(matchesPath('/planos/:id', '/Planos/42/')).toBe(true);
    expect(matchesPath('/planos/:id', '/planos')).toBe(false);
    expect(matchesPath('/planos/:id', '/planos/42/mapa')).toBe(false);
    expect(matchesPath('/', '/')).toBe(true);
  });

  it('answers /erro/<code> with the code when it is an error status the page knows, else 404', () => {
    expect(pageStatus('/erro/500')).toBe(500);
    expect(pageStatus('/erro/403')).toBe(403);
    expect(pageStatus('/erro/404')).toBe(404);
    expect(pageStatus('/erro/301')).toBe(404);
    expect(pageStatus('/erro/418')).toBe(404);
    expect(pageStatus('/erro/')).toBe(404);
  });
});
