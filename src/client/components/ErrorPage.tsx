import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isErrorCode, type ErrorCode } from '../../domain/app-paths';
import { useDocumentTitle } from './use-document-title';

// The codes live with the app's addresses, which the server also reads (it answers /erro/<code> with that status).
export { ERROR_CODES, type ErrorCode } from '../../domain/app-paths';

/**
 * Whether "back" stays inside the portal. The browser router numbers its history entries
 * (`idx`, 0 for the first page of the visit); other routers only tell the first entry by its key.
 */
function canGoBack(locationKey: string): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/** "Whoops, {code}", what the code means and a way back (spec §2, §8). */
export function ErrorPage({ code }: { code: ErrorCode }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const title = t(`${code}.title`);
  useDocumentTitle(`${code} ${title}`);

  const goBack = () => {
    if (canGoBack(location.key)) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" color="primary" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' } }}>
        {t('heading', { code })}
      </Typography>
      <Typography component="p" variant="h2" sx={{ mt: 1, mb: 3 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.0625rem' }}>{t(`${code}.message`)}</Typography>
      <Button variant="contained" size="large" startIcon={<ArrowBackIcon />} onClick={goBack}>
        {t('back')}
      </Button>
    </Container>
  );
}

/** /erro/:code — an unknown code is itself a 404. */
export function ErrorRoute() {
  const { code } = useParams();
  const value = Number(code);
  return isErrorCode(value) ? <ErrorPage code={value} /> : <Navigate to="/erro/404" replace />;
}
