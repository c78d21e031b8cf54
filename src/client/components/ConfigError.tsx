import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app when /config.json cannot be loaded. */
export function ConfigError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('app.name')}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        }
      >
        <strong>{t('configError.title')}</strong> {t('configError.message')}
      </Alert>
    </Container>
  );
}
