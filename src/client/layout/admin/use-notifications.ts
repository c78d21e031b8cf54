import { useCustom, useCustomMutation } from '@refinedev/core';
import { useCallback } from 'react';
import type { NotificationList } from '../../../domain/schemas/notification';
import { API_URL } from '../../providers/api-url';

const POLL_MS = 60_000;

/** The signed-in user's notifications, polled every minute while the page is visible, and the "mark as read" actions. */
export function useNotifications(enabled: boolean) {
  const { query, result } = useCustom<NotificationList>({
    url: `${API_URL}/notifications`,
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled, refetchInterval: POLL_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: true },
  });
  const { mutateAsync } = useCustomMutation();
  const { refetch } = query;

  const send = useCallback(
    async (path: string, values: object) => {
      try {
        await mutateAsync({ url: `${API_URL}/notifications/${path}`, method: 'post', values, successNotification: false, errorNotification: false });
      } finally {
        await refetch();
      }
    },
    [mutateAsync, refetch],
  );

  return {
    items: result.data?.items ?? [],
    unread: result.data?.unread ?? 0,
    loading: query.isLoading,
    failed: query.isError && !result.data,
    retry: () => void refetch(),
    markRead: (ids: string[]) => send('read', { ids }),
    markAllRead: () => send('read-all', {}),
  };
}
