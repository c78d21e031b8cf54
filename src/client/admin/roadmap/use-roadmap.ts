import { useDelete, useList, useUpdate } from '@refinedev/core';
import type { RoadmapInput, RoadmapItem } from '../../../domain/schemas/roadmap';

const quiet = { successNotification: false, errorNotification: false } as const;

/** Every roadmap item in order (a roadmap is short: one request), and the writes made in place (status, delete); the form writes through useModalForm. */
export function useRoadmap() {
  const { result, query } = useList<RoadmapItem>({
    resource: 'roadmap',
    sorters: [
      { field: 'position', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
    pagination: { currentPage: 1, pageSize: 500 },
    errorNotification: false,
  });
  const { mutateAsync: update, mutation: updating } = useUpdate<RoadmapItem>();
  const { mutateAsync: remove, mutation: removing } = useDelete<RoadmapItem>();
  return {
    items: result.data,
    loading: query.isLoading,
    error: query.isError,
    retry: () => void query.refetch(),
    busy: updating.isPending || removing.isPending,
    update: (id: number, values: Partial<RoadmapInput>) => update({ resource: 'roadmap', id, values, mutationMode: 'pessimistic', ...quiet }),
    remove: (id: number) => remove({ resource: 'roadmap', id, ...quiet }),
  };
}
