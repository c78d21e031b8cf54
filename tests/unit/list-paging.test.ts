import { describe, expect, it } from 'vitest';
import { keepFirstRow } from '../../src/client/components/list/keep-first-row';
import { isExpired, localToday } from '../../src/domain/tac-validity';

describe('keepFirstRow: a change of rows per page keeps the first visible row on screen', () => {
  it('page 2 of 25 (rows 26–50) becomes page 1 of 100 (rows 1–100)', () => {
    expect(keepFirstRow({ page: 1, pageSize: 25 }, { page: 1, pageSize: 100 })).toEqual({ page: 0, pageSize: 100 });
  });
  it('page 5 of 100 (rows 401–500) becomes page 17 of 25 (rows 401–425)', () => {
    expect(keepFirstRow({ page: 4, pageSize: 100 }, { page: 4, pageSize: 25 })).toEqual({ page: 16, pageSize: 25 });
  });
  it('a plain page change passes as it is', () => {
    expect(keepFirstRow({ page: 1, pageSize: 25 }, { page: 2, pageSize: 25 })).toEqual({ page: 2, pageSize: 25 });
  });
});

describe('isExpired: validity before today', () => {
  it('is expired from the day after its validity', () => {
    expect(isExpired('2026-11-26', '2026-11-27')).toBe(true);
    expect(isExpired('2026-11-27', '2026-11-27')).toBe(false);
    expect(isExpired('2027-01-01', '2026-11-27')).toBe(false);
    expect(isExpired(null, '2026-11-27')).toBe(false);
  });
  it('today is the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
