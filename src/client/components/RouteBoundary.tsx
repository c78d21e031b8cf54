import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { ChunkError } from './ChunkError';
import { isChunkLoadError } from './lazy-page';
import { LoadingBar } from './LoadingBar';

interface State {
  error: unknown;
}

/**
 * Around the routes: a page that throws shows the 500 page, a chunk that fails to download shows a retry.
 * Give it a `key` that changes with the location so that navigating away clears the error.
 */
export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('a page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) return isChunkLoadError(error) ? <ChunkError /> : <ErrorPage code={500} />;
    return <Suspense fallback={<LoadingBar />}>{this.props.children}</Suspense>;
  }
}
