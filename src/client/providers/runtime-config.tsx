import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigError } from '../components/ConfigError';
import { LoadingBar } from '../components/LoadingBar';

/** What the server tells the browser at /config.json. */
export interface RuntimeConfig {
  version: string;
  keycloak: { url: string; realm: string; clientId: string };
  siteSearchUrl: string;
  tileUrl: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const keycloak = isRecord(value) ? value.keycloak : undefined;
  if (
    !isRecord(value) ||
    !isRecord(keycloak) ||
    typeof value.version !== 'string' ||
    typeof value.siteSearchUrl !== 'string' ||
    typeof value.tileUrl !== 'string' ||
    typeof keycloak.url !== 'string' ||
    typeof keycloak.realm !== 'string' ||
    typeof keycloak.clientId !== 'string'
  ) {
    throw new Error('/config.json does not have the expected shape');
  }
  return {
    version: value.version,
    keycloak: { url: keycloak.url, realm: keycloak.realm, clientId: keycloak.clientId },
    siteSearchUrl: value.siteSearchUrl,
    tileUrl: value.tileUrl,
  };
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // A plain request, so that it takes index.html's preload of the same address (a header or a cache mode of its own
  // would not match it). The server answers `Cache-Control: no-cache`: it is revalidated all the same.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime configuration; only usable below RuntimeConfigProvider, which renders nothing else until it is known. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig is used outside RuntimeConfigProvider');
  return config;
}

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
