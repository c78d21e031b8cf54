import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { fetchRuntimeConfig, RuntimeConfigContext, type RuntimeConfig } from '../providers/runtime-config';
import { ConfigError } from './ConfigError';
import { LoadingBar } from './LoadingBar';

type State = { status: 'loading' } | { status: 'ready'; config: RuntimeConfig } | { status: 'failed'; error: unknown };

interface RuntimeConfigProviderProps {
  children: ReactNode;
  /** A request already under way (main.tsx starts it before the app's code and messages finish loading). */
  initial?: Promise<RuntimeConfig>;
  /** A known configuration (tests). */
  value?: RuntimeConfig;
}

/** Loads /config.json before rendering the app; on failure shows a translated error with a retry button. */
export function RuntimeConfigProvider({ children, initial, value }: RuntimeConfigProviderProps) {
  const [state, setState] = useState<State>(value ? { status: 'ready', config: value } : { status: 'loading' });
  const [request, setRequest] = useState<Promise<RuntimeConfig> | null>(() => (value ? null : (initial ?? fetchRuntimeConfig())));

  useEffect(() => {
    if (!request) return;
    let active = true;
    request.then(
      (config) => active && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error('could not load the runtime configuration', error);
        if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [request]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRequest(fetchRuntimeConfig());
  }, []);

  if (state.status === 'loading') return <LoadingBar />;
  if (state.status === 'failed') return <ConfigError onRetry={retry} />;
  return <RuntimeConfigContext.Provider value={state.config}>{children}</RuntimeConfigContext.Provider>;
}
