import { QS_PARSE_DEPTH, type GoConfig, type RouterProvider } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback } from 'react';

/**
 * Refine's React Router binding, with one change: `go` starts from the browser's current address, not from the one
 * React Router has rendered. React Router applies a navigation in a transition, which waits while the next screen's
 * code loads, so the rendered address can lag behind by a second or more. Through the binding that meant:
 * - a `go` without a destination (how Refine's lists write their filters, sort and page) was resolved against the
 *   rendered route: a search typed just before opening a record (/denuncias/show/7) was written at /denuncias and
 *   closed the record;
 * - `keepQuery` kept the rendered query: a record opened just after the list wrote its sort and page size got an
 *   address without them (and without a search written just before).
 * The browser's address is already the new one when a navigation starts.
 */
function useGoFromHere() {
  const go = baseRouterProvider.go!();
  return useCallback(
    ({ to, query, hash, options: { keepQuery, keepHash, ...options } = {}, ...config }: GoConfig) => {
      const current = keepQuery ? qs.parse(window.location.search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) : {};
      return go({
        ...config,
        to: to || window.location.pathname,
        query: { ...current, ...query },
        hash: hash || (keepHash ? window.location.hash : undefined),
        options,
      });
    },
    [go],
  );
}

export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useGoFromHere };
