import { useCallback, useEffect, useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { publicSettingsSchema } from '../../../domain/schemas/app-settings';
import { httpClient } from '../../providers/rest-data-provider';
import { fetchDefaultThemeIndex } from '../../settings/default-theme';

export type DefaultThemeState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; index: number };

/** The default colour theme on the server, and the action that changes it (PUT /api/settings/default-theme). */
export function useDefaultTheme() {
  const [state, setState] = useState<DefaultThemeState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    void fetchDefaultThemeIndex().then((index) => setState(index === null ? { status: 'error' } : { status: 'ready', index }));
  }, []);
  useEffect(load, [load]);
  const setDefault = useCallback(async (index: number) => {
    const response = await httpClient.put('/api/settings/default-theme', { index });
    const saved = publicSettingsSchema.parse(response.data).defaultThemeIndex;
    setState({ status: 'ready', index: saved });
    return saved;
  }, []);
  return { state, reload: load, setDefault };
}

export function errorMessage(error: unknown): string {
  const http = error as Partial<HttpError> | undefined;
  return http?.message ?? String(error);
}
