import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { SubscriptionOutcome } from '../../../domain/schemas/subscription';
import { Page } from '../../components/Page';
import { ApiProblem, callApi } from './subscription-api';

type State = { kind: 'working' } | { kind: 'done'; outcome: SubscriptionOutcome } | { kind: 'failed'; message: string };

interface SubscriptionLinkPageProps {
  action: 'confirm' | 'unsubscribe';
}

/** Where the e-mail's links land: the page posts the token (a link scanner's GET of this page changes nothing) and shows the outcome. */
function SubscriptionLinkPage({ action }: SubscriptionLinkPageProps) {
  const { t } = useTranslation('subscriptions');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });

  // A malformed token is refused on the field `token`: its sentence, not the problem's detail (which names the field).
  const failureMessage = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiProblem) || error.status === 0) return t('form.errors.network');
      return t('link.failed', { detail: error.errors[0]?.message ?? error.detail });
    },
    [t],
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    callApi<SubscriptionOutcome>(`/api/subscriptions/${action}?token=${encodeURIComponent(token)}`, { method: 'POST' }).then(
      (outcome) => current && setState({ kind: 'done', outcome }),
      (error: unknown) => current && setState({ kind: 'failed', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [action, token, failureMessage]);

  const shown: State = token ? state : { kind: 'failed', message: t('link.missingToken') };
  return (
    <Page title={t(action === 'confirm' ? 'link.confirmTitle' : 'link.cancelTitle')}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        {shown.kind === 'working' && (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('link.working')}</Typography>
          </Stack>
        )}
        {shown.kind === 'done' && (
          <Alert severity="success" role="status" sx={{ width: '100%' }}>
            <Typography>{t(shown.outcome.status === 'confirmed' ? 'link.confirmed' : 'link.cancelled')}</Typography>
            <ul>
              {shown.outcome.municipalities.map((m) => (
                <li key={`${m.municipality}/${m.state_code}`}>{`${m.municipality}/${m.state_code}`}</li>
              ))}
            </ul>
          </Alert>
        )}
        {shown.kind === 'failed' && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {shown.message}
          </Alert>
        )}
        <Button component={RouterLink} to="/inicio" variant="outlined">
          {t('link.home')}
        </Button>
      </Stack>
    </Page>
  );
}

export const SubscriptionConfirmPage = () => <SubscriptionLinkPage action="confirm" />;
export const SubscriptionCancelPage = () => <SubscriptionLinkPage action="unsubscribe" />;
