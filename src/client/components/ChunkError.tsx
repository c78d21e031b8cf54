import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';

/**
 * A page's code could not be downloaded (offline, or a new version replaced the old files).
 * Retrying reloads the page: browsers remember a failed module import, and a reload also picks up a new version.
 */
export function ChunkError() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('actions.retry')}
          </Button>
        }
      >
        <strong>{t('chunkError.title')}</strong> {t('chunkError.message')}
      </Alert>
    </Container>
  );
}
