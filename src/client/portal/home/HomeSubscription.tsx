import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../components/use-near-viewport';

// The form and the data layer it needs download when the visitor scrolls near it: the home's first load does not carry them.
const SubscriptionForm = lazy(() => import('./HomeSubscriptionForm').then((m) => ({ default: m.HomeSubscriptionForm })));

/** The home page's "get notified of new plans" section. */
export function HomeSubscription() {
  const { t } = useTranslation('subscriptions');
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const loading = <Typography color="text.secondary">{t('form.loading')}</Typography>;
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="subscription-heading" sx={{ pb: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
        <Typography component="h2" variant="h2" id="subscription-heading" sx={{ mb: 1 }}>
          {t('form.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('form.lead')}</Typography>
        <div ref={anchor}>
          {near ? (
            <Suspense fallback={loading}>
              <SubscriptionForm />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      </Paper>
    </Container>
  );
}
