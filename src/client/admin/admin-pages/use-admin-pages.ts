import { useDelete, useList, useUpdate } from '@refinedev/core';
import type { Locale } from '../../../domain/constants';
import type { AdminPage, AdminPageInput, AdminPageKind } from '../../../domain/schemas/admin-page';
import { useContentLocale } from '../../components/content/use-content-locale';

const listOf = (kind: AdminPageKind, locale: Locale, enabled = true) => ({
  resource: kind,
  filters: [{ field: 'locale', operator: 'eq' as const, value: locale }],
  sorters: [
    { field: 'position', order: 'asc' as const },
    { field: 'id', order: 'asc' as const },
  ],
  pagination: { currentPage: 1, pageSize: 200 },
  errorNotification: false as const,
  queryOptions: { enabled },
});

/**
 * The sections of one kind in the active language; when that language has none yet, the Portuguese
 * ones (`fallback` true) so the text is still readable, and translating creates the missing version.
 */
export function useAdminPages(kind: AdminPageKind) {
  const locale = useContentLocale();
  const current = useList<AdminPage>(listOf(kind, locale));
  const needsFallback = locale !== 'pt' && current.query.isSuccess && current.result.data.length === 0;
  const portuguese = useList<AdminPage>(listOf(kind, 'pt', needsFallback));
  const active = needsFallback ? portuguese : current;

  const { mutateAsync: update, mutation: updating } = useUpdate<AdminPage>();
  const { mutateAsync: remove, mutation: removing } = useDelete<AdminPage>();
  const quiet = { successNotification: false, errorNotification: false } as const;

  return {
    locale,
    sections: active.result.data,
    fallback: needsFallback,
    loading: current.query.isLoading || (needsFallback && portuguese.query.isLoading),
    error: current.query.isError || (needsFallback && portuguese.query.isError),
    retry: () => void active.query.refetch(),
    busy: updating.isPending || removing.isPending,
    update: (id: number, values: Partial<AdminPageInput>) => update({ resource: kind, id, values, mutationMode: 'pessimistic', ...quiet }).then((r) => r.data),
    remove: (id: number) => remove({ resource: kind, id, ...quiet }),
  };
}

/** A URL-safe slug from a title ("Visão geral" → "visao-geral"). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'secao';
}

/** Positions 10, 20, 30… for the sections in the given order: only the ones that change need saving. */
export function renumber(sections: readonly AdminPage[]): { id: number; position: number }[] {
  return sections.map((s, index) => ({ id: s.id, position: (index + 1) * 10 })).filter((s, index) => sections[index]?.position !== s.position);
}
