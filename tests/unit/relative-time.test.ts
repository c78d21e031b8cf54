import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/client/layout/admin/relative-time';

const now = new Date('2026-11-24T22:00:00.000Z');

describe('relativeTime', () => {
  it('words instants in minutes, hours and days, in the given language', () => {
    expect(relativeTime('2026-11-24T21:59:30.000Z', 'pt-BR', now)).toBe('agora');
    expect(relativeTime('2026-11-24T21:40:00.000Z', 'pt-BR', now)).toBe('há 20 minutos');
    expect(relativeTime('2026-11-24T19:00:00.000Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T22:00:00.000Z', 'es', now)).toBe('hace 3 días');
  });

  it('compares plain dates by calendar day', () => {
    expect(relativeTime('2026-11-24', 'pt-BR', now)).toBe('hoje');
    expect(relativeTime('2026-11-23', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-14', 'es', now)).toBe('hace 10 días');
  });

  it("counts plain dates from the portal's today (Brasília), not UTC's: at 01:00 UTC it is still the evening before", () => {
    const lateEvening = new Date('2026-11-28T01:13:00.000Z'); // 22:13 on the 27th in Brasília
    expect(relativeTime('2026-11-27', 'pt-BR', lateEvening)).toBe('hoje');
    expect(relativeTime('2026-11-26', 'en', lateEvening)).toBe('yesterday');
  });

  it('leaves an unreadable value as it is', () => {
    expect(relativeTime('não é data', 'pt-BR', now)).toBe('não é data');
  });
});
