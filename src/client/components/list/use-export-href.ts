import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/api-url';
import { exportUrl, type ExportFormat } from './export-url';

/** The download address of each export format for these filters and sort, in the portal's language. */
export function useExportHref(resource: string, filters: readonly CrudFilter[], sorters: readonly CrudSort[]) {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'pt').slice(0, 2);
  return useCallback((format: ExportFormat) => exportUrl(API_URL, resource, format, filters, sorters, language), [resource, filters, sorters, language]);
}
