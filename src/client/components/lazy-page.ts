import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';

/** A chunk that failed to download (or took longer than the limit); the boundary offers a retry. */
export class ChunkLoadError extends Error {
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

/** React.lazy for a named export, with the spec's 120 s limit on the download. */
export function lazyPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((Component) => ({ default: Component })));
}
