import HowToRegIcon from '@mui/icons-material/HowToReg';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../components/InfoPage';
import { loginAt, registerAt } from '../../providers/keycloak';

/** Where both buttons come back to once the user is signed in. */
const AFTER_LOGIN = '/dashboard';

/** /sysaga — the case-management system, how to register in it, and the way in. */
export function SysagaPage() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const go = (action: (returnPath: string) => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    action(AFTER_LOGIN).catch((error: unknown) => {
      console.error('could not reach the identity provider', error);
      setBusy(false);
      setFailed(true);
    });
  };

  return (
    <InfoPage id="sysaga">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }} role="group" aria-label={t('actions')}>
        <Button variant="contained" size="large" startIcon={<LoginIcon />} disabled={busy} onClick={() => go(loginAt)}>
          {t('login')}
        </Button>
        <Button variant="outlined" size="large" startIcon={<HowToRegIcon />} disabled={busy} onClick={() => go(registerAt)}>
          {t('register')}
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('failed')}
        </Alert>
      )}
    </InfoPage>
  );
}
