import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../LoadingBar';

/** Placeholder lines while content loads (with the top loading bar, never a spinner). */
export function ContentSkeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation('content');
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t('loading')} data-testid="content-loading">
      <LoadingBar />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="text" sx={{ fontSize: '1.0625rem' }} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

/** The content could not be loaded: say so and offer to try again. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
      sx={{ mb: 2 }}
    >
      {t('load_error')}
    </Alert>
  );
}

/** Nothing to show (no rows, or none matching the search). */
export function ContentEmpty({ message }: { message: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="content-empty">
      {message}
    </Alert>
  );
}
