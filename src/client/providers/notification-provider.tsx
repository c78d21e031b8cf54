import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Notice extends OpenNotificationParams {
  key: string;
}

const NotificationContext = createContext<NotificationProvider | null>(null);

const AUTO_HIDE_MS = { success: 5000, error: 8000 } as const;

let counter = 0;

/**
 * Refine's notifications as MUI snackbars, one at a time (the rest wait their turn).
 * Written here rather than taken from @refinedev/mui, whose single module drags the data grid into the home page.
 */
export function NotificationHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation('refine');
  const [notices, setNotices] = useState<Notice[]>([]);

  const provider = useMemo<NotificationProvider>(
    () => ({
      open(params) {
        const notice = { ...params, key: params.key ?? `notice-${++counter}` };
        // Refine's undo countdown ends with 0 seconds left: the request is sent, nothing is left to undo.
        if (notice.type === 'progress' && notice.undoableTimeout === 0) {
          setNotices((current) => current.filter((n) => n.key !== notice.key));
          return;
        }
        // The same key again (Refine's undo countdown) updates the notice in place; a new undo goes first,
        // since its time runs whether it is shown or not.
        setNotices((current) =>
          current.some((n) => n.key === notice.key)
            ? current.map((n) => (n.key === notice.key ? notice : n))
            : notice.type === 'progress'
              ? [notice, ...current]
              : [...current, notice],
        );
      },
      close(key) {
        setNotices((current) => current.filter((n) => n.key !== key));
      },
    }),
    [],
  );

  const current = notices[0];
  const dismiss = useCallback(() => {
    if (current) provider.close(current.key);
  }, [current, provider]);

  const undo = () => {
    current?.cancelMutation?.();
    dismiss();
  };

  return (
    <NotificationContext.Provider value={provider}>
      {children}
      <Snackbar
        key={current?.key}
        open={current !== undefined}
        autoHideDuration={current && current.type !== 'progress' ? AUTO_HIDE_MS[current.type] : null}
        onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {current ? (
          <Alert
            variant="filled"
            severity={current.type === 'progress' ? 'info' : current.type}
            onClose={current.type === 'progress' ? undefined : dismiss}
            action={
              current.type === 'progress' && current.cancelMutation ? (
                <Button color="inherit" size="small" onClick={undo}>
                  {t('buttons.undo')}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%' }}
          >
            {current.description && <AlertTitle>{current.description}</AlertTitle>}
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotificationContext.Provider>
  );
}

/** Passed to <Refine notificationProvider>; Refine calls it as a hook below NotificationHost. */
export function useNotificationProvider(): NotificationProvider {
  const provider = useContext(NotificationContext);
  if (!provider) throw new Error('useNotificationProvider is used outside NotificationHost');
  return provider;
}
