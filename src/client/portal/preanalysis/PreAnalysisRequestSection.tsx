import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadKeycloak, loginAt } from '../../providers/keycloak';
import { readSessionHint } from '../../providers/session-hint';

// Signed-in users only: a visitor's first load of /preanalise does not carry the forms' code.
const PreAnalysisRequestForm = lazy(() => import('./PreAnalysisRequestForm').then((m) => ({ default: m.PreAnalysisRequestForm })));
const PreAnalysisBatchSection = lazy(() => import('./PreAnalysisBatchSection').then((m) => ({ default: m.PreAnalysisBatchSection })));

type Session = 'checking' | 'visitor' | 'signed-in';

/** Whether this browser has a session: keycloak-js is only loaded with a session hint or on the way back from the login. */
function useSession(): Session {
  const [session, setSession] = useState<Session>(() => (readSessionHint() || /[#&]state=/.test(window.location.hash) ? 'checking' : 'visitor'));
  useEffect(() => {
    if (session !== 'checking') return;
    let active = true;
    loadKeycloak().then(
      (keycloak) => active && setSession(keycloak.authenticated ? 'signed-in' : 'visitor'),
      () => active && setSession('visitor'),
    );
    return () => {
      active = false;
    };
  }, [session]);
  return session;
}

/** "Solicitar pré-análise": a login button for a visitor; for a signed-in user the form, then the result. */
export function PreAnalysisRequestSection() {
  const { t } = useTranslation('preanalysis');
  const session = useSession();
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="preanalysis-request-heading" sx={{ mt: 3, mb: 3, p: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h2" id="preanalysis-request-heading" sx={{ mb: 1 }}>
          {t('request.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('request.intro')}</Typography>
        {session === 'checking' && <Typography color="text.secondary">{t('request.checking')}</Typography>}
        {session === 'visitor' && (
          <Button variant="contained" startIcon={<LoginIcon />} onClick={() => void loginAt('/preanalise')}>
            {t('request.login')}
          </Button>
        )}
        {session === 'signed-in' && (
          <Suspense fallback={<LinearProgress aria-label={t('request.checking')} />}>
            <PreAnalysisRequestForm />
          </Suspense>
        )}
      </Paper>
      {session === 'signed-in' && (
        <Suspense fallback={null}>
          <PreAnalysisBatchSection />
        </Suspense>
      )}
    </>
  );
}
