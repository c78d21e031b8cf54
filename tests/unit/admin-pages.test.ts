import { describe, expect, it } from 'vitest';
import { renumber, slugOf } from '../../src/client/admin/admin-pages/use-admin-pages';
import type { AdminPage } from '../../src/domain/schemas/admin-page';

const page = (id: number, position: number): AdminPage => ({
  id,
  position,
  kind: 'guide',
  locale: 'pt',
  slug: `s${id}`,
  title: `S${id}`,
  body_md: '',
  updated_at: '2026-11-24T00:00:00Z',
  updated_by: null,
});

describe('slugOf', () => {
  it('drops accents and punctuation', () => {
    expect(slugOf('Visão geral & arquitetura!')).toBe('visao-geral-arquitetura');
    expect(slugOf('  Documentação, guia e roteiro ')).toBe('documentacao-guia-e-roteiro');
  });
  it('never gives an empty or overlong slug', () => {
    expect(slugOf('***')).toBe('secao');
    const long = slugOf('palavra '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('renumber', () => {
  it('saves only the sections whose position changes', () => {
    // The third section moved to the top: 30 → 10, and the others shift down.
    expect(renumber([page(3, 30), page(1, 10), page(2, 20)])).toEqual([
      { id: 3, position: 10 },
      { id: 1, position: 20 },
      { id: 2, position: 30 },
    ]);
    expect(renumber([page(1, 10), page(2, 20)])).toEqual([]);
  });
  it('spreads sections that share a position', () => {
    expect(renumber([page(1, 0), page(2, 0)])).toEqual([
      { id: 1, position: 10 },
      { id: 2, position: 20 },
    ]);
  });
});
