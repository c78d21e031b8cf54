import type { BaseRecord, CrudSort } from '@refinedev/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentPage } from './ContentPage';
import { ContentSearch } from './ContentSearch';
import { ContentEmpty, ContentError, ContentSkeleton } from './ContentStates';
import { useContentList } from './use-content-list';

interface SearchableContentListProps<T extends BaseRecord> {
  /** The page whose title and intro head the list. */
  slug: string;
  resource: string;
  sorters: CrudSort[];
  /**
   * Names the texts and the search box: `content:<name>.search`, `content:<name>.empty`, the fallback
   * title `pages:<name>.title` and the id `<name>-search`.
   */
  name: string;
  skeletonLines: number;
  children: (rows: T[]) => ReactNode;
}

/** A content page with a searchable list of one resource: the search box, loading, error and empty states. */
export function SearchableContentList<T extends BaseRecord>(props: SearchableContentListProps<T>) {
  const { slug, resource, sorters, name, skeletonLines, children } = props;
  const { t } = useTranslation('content');
  const [q, setQ] = useState<string | undefined>();
  const { rows, loading, error, retry } = useContentList<T>(resource, q, sorters);
  return (
    <ContentPage slug={slug} fallbackTitleKey={`pages:${name}.title`}>
      <ContentSearch id={`${name}-search`} label={t(`${name}.search`)} value={q} onChange={setQ} count={loading || error ? null : rows.length} />
      {loading && <ContentSkeleton lines={skeletonLines} />}
      {error && <ContentError onRetry={retry} />}
      {!loading && !error && rows.length === 0 && <ContentEmpty message={q ? t('no_match') : t(`${name}.empty`)} />}
      {children(rows)}
    </ContentPage>
  );
}
