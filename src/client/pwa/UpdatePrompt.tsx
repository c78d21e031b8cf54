import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Updater = (reload?: boolean) => Promise<void>;

/** The longest the registration waits for an idle moment. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the service worker (offline app shell) and, when a deploy brings a new version,
 * offers to load it instead of switching under the user's feet.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const [update, setUpdate] = useState<Updater | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    const register = () =>
      void import('virtual:pwa-register').then(({ registerSW }) => {
        if (cancelled) return;
        const updateSW = registerSW({
          onNeedRefresh: () => setUpdate(() => updateSW),
        });
      });
    // Once the page has settled: installing the worker downloads the whole app shell, which on a slow phone would
    // compete with the first screen's own code and data.
    const idle = 'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS }) : undefined;
    const timer = idle === undefined ? setTimeout(register, IDLE_TIMEOUT_MS) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);

  return (
    <Snackbar
      open={update !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('pwa.updateAvailable')}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setUpdate(null)}>
            {t('pwa.later')}
          </Button>
          <Button color="secondary" size="small" variant="contained" onClick={() => void update?.(true)}>
            {t('pwa.reload')}
          </Button>
        </>
      }
    />
  );
}
