// @vitest-environment jsdom
import routerProvider from '@refinedev/react-router';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { complaintListSpec } from '../../src/domain/schemas/complaint';
import { screenAddress } from '../../src/client/navigation/screen-address';
import { ADMIN_SCREENS, complaintsScreen, dashboardScreen } from '../../src/client/navigation/screens';
import { STAFF_PAGE_SIZE, tableQuery } from '../../src/client/providers/table-address';

/** The address Refine's React Router binding builds for a list's first page and sort (what useTable writes on mount). */
function refineAddress(path: string, pageSize: number, sorters: readonly { field: string; order: string }[]): string {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const { result } = renderHook(() => routerProvider.go!(), { wrapper });
  return result.current({ to: path, type: 'path', query: { pageSize, currentPage: 1, sorters, filters: [] } }) as string;
}

describe("a list's table state in its address", () => {
  it("is written in the form Refine's binding writes it, so the list finds it there and does not navigate", () => {
    const sorters = [
      { field: 'aerodrome_name', order: 'asc' as const },
      { field: 'id', order: 'desc' as const },
    ];
    expect(`/planos${tableQuery({ pageSize: 25, sorters })}`).toBe(refineAddress('/planos', 25, sorters));
  });

  it("leads the menu to a list screen with its spec's default sort, and to any other screen by its path", () => {
    expect(screenAddress(complaintsScreen)).toBe(refineAddress(complaintsScreen.path, STAFF_PAGE_SIZE, complaintListSpec.defaultSort));
    expect(screenAddress(dashboardScreen)).toBe(dashboardScreen.path);
    // Every screen over an API resource shows a list: each gets its table state.
    for (const screen of ADMIN_SCREENS.filter((candidate) => candidate.resource)) expect(screenAddress(screen), screen.key).toContain('?pageSize=');
  });
});
