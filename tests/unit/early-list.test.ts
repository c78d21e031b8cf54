import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyList, takeArrivedEarlyList, takeEarlyList } from '../../src/client/providers/early-list';

const complaints = {
  resource: 'complaints',
  pagination: { currentPage: 1, pageSize: 25 },
  sorters: [{ field: 'number', order: 'desc' as const }],
  filters: [],
};
const answer = () => Promise.resolve({ data: [{ id: 1 }], total: 1 });

describe('the early answer of a reloaded list', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken once by the same question, and left in place by other lists asked first', async () => {
    const response = answer();
    keepEarlyList(complaints, response);
    expect(takeEarlyList({ resource: 'states', pagination: { currentPage: 1, pageSize: 100 } })).toBeUndefined();
    expect(takeEarlyList({ ...complaints, sorters: [{ field: 'number', order: 'asc' }] })).toBeUndefined();
    expect(await takeEarlyList({ ...complaints, filters: [{ field: 'q', operator: 'eq', value: '' }] })).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(takeEarlyList(complaints)).toBeUndefined();
  });

  it('is not used once stale: the screen asks the API again', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    keepEarlyList(complaints, answer());
    vi.advanceTimersByTime(11_000);
    expect(takeEarlyList(complaints)).toBeUndefined();
  });

  it('is handed to the first render once it has arrived, only for the address it was asked from, and only once', async () => {
    const search = '?pageSize=25&currentPage=1';
    keepEarlyList(complaints, answer(), search);
    expect(takeArrivedEarlyList('complaints', search)).toBeUndefined(); // not arrived yet
    await Promise.resolve();
    await Promise.resolve();
    expect(takeArrivedEarlyList('users', search)).toBeUndefined();
    expect(takeArrivedEarlyList('complaints', '?pageSize=100')).toBeUndefined();
    expect(takeArrivedEarlyList('complaints', search)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(takeArrivedEarlyList('complaints', search)).toBeUndefined();
    expect(takeEarlyList(complaints)).toBeUndefined(); // taken: the data provider does not hand it out again
  });
});
