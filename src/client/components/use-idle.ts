import { useEffect, useState } from 'react';

/** The longest a deferred part waits for an idle moment before it renders anyway. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * False on the first render, true once the browser has had an idle moment after it: for parts of a screen nobody
 * needs in its first second (the palette's command list), so that they do not delay the screen's own content.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
