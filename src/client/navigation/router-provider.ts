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
      const target = {
        ...config,
        to: to || window.location.pathname,
        query: { ...current, ...query },
        hash: hash || (keepHash ? window.location.hash : undefined),
        options,
      };
      // A list writes its table state on mount and after each change; where the address already says it (the public
      // searches' first visit, see early-public-list.ts), a navigation would only render the whole screen again.
      if (config.type === 'replace' && sameAddress(go({ ...target, type: 'path' }))) return;
      return go(target);
    },
    [go],
  );
}

/** Whether `href` (a path, as Refine's binding builds it, unencoded) is the browser's current address. */
function sameAddress(href: string | void): boolean {
  if (typeof href !== 'string') return false;
  const url = new URL(href, window.location.href);
  return url.pathname + url.search + url.hash === window.location.pathname + window.location.search + window.location.hash;
}

export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useGoFromHere };
