import { useList } from '@refinedev/core';
import type { ContentPage } from '../../../domain/schemas/page';
import { useContentLocale } from './use-content-locale';

/** The `pages` row of a slug in the active language (GET /api/pages?slug=&locale=). */
export function useContentPage(slug: string) {
  const locale = useContentLocale();
  const { result, query } = useList<ContentPage>({
    resource: 'pages',
    filters: [
      { field: 'slug', operator: 'eq', value: slug },
      { field: 'locale', operator: 'eq', value: locale },
    ],
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
  });
  return { page: result.data[0], loading: query.isLoading, error: query.isError, retry: () => void query.refetch() };
}
