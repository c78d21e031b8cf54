import type { GoConfig, RouterProvider } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import { useCallback } from 'react';

/**
 * Refine's React Router binding, with one change: a `go` without a destination stays at the browser's current address.
 * Refine's lists write their filters, sort and page with `go({ query })` and no `to`. The binding then navigates to the
 * bare query, which React Router resolves against the route of the list that asked, and even the rendered location
 * can be behind: React Router applies a navigation in a transition, which waits while the next screen's code loads.
 * So a search typed just before opening a record (/denuncias/show/7, whose dialog is its own chunk) was written at
 * /denuncias and closed the record. The browser's address is already the new one when the navigation starts.
 */
function useGoFromHere() {
  const go = baseRouterProvider.go!();
  return useCallback((config: GoConfig) => go({ ...config, to: config.to || window.location.pathname }), [go]);
}

export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useGoFromHere };
