import { createContext, useContext } from 'react';

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

/** Provided by components/RuntimeConfigProvider once /config.json is known. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/**
 * The runtime configuration; only usable below RuntimeConfigProvider (components/RuntimeConfigProvider.tsx), which
 * renders nothing else until it is known.
 */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig is used outside RuntimeConfigProvider');
  return config;
}
