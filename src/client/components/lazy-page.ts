import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';

/** A chunk that failed to download (or took longer than the limit); the boundary offers a retry. */
class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const BROWSER_CHUNK_ERRORS = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && BROWSER_CHUNK_ERRORS.test(error.message));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Left as it is: a download failure is recognised by its message, an error while running the module is a bug (500).
        reject(error);
      },
    );
  });
}

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * React.lazy for a named export, with the spec's 120 s limit on the download. `preload()` starts the download
 * (e.g. at boot, for the screen a reload lands on) and the render reuses it: the load runs once.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const once = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = undefined; // a failed download may be retried (the boundary's button)
        throw error;
      },
    ));
  const page = lazy(() => {
    // Already preloaded: a thenable that answers at once, so React renders the page without suspending
    // (a prerendered page is then replaced by the same page, never by the loading bar).
    const ready = loaded;
    if (ready)
      return { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: ComponentType }>;
    return withTimeout(once(), CHUNK_LOAD_TIMEOUT_MS).then((Component) => ({ default: Component }));
  });
  return Object.assign(page, { preload: () => once().catch(() => undefined) });
}
