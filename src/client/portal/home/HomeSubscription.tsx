import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The form (and the data layer it needs) downloads after the home renders: the home's first load does not grow.
const SubscriptionForm = lazy(() => import('../subscriptions/SubscriptionForm').then((m) => ({ default: m.SubscriptionForm })));

/** The home page's "get notified of new plans" section. */
export function HomeSubscription() {
  const { t } = useTranslation('subscriptions');
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="subscription-heading" sx={{ pb: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
        <Typography component="h2" variant="h2" id="subscription-heading" sx={{ mb: 1 }}>{t('form.heading')}</Typography>
        <Typography sx={{ mb: 3 }}>{t('form.lead')}</Typography>
        <Suspense fallback={<Typography color="text.secondary">{t('form.loading')}</Typography>}>
          <SubscriptionForm />
        </Suspense>
      </Paper>
    </Container>
  );
}
