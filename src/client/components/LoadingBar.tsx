import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** A thin bar across the top of the window (never a spinner), for route loads and data fetches. */
export function LoadingBar() {
  const { t } = useTranslation();
  return (
    <LinearProgress aria-label={t('loading')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }} />
  );
}
