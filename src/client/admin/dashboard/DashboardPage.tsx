import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { useCustom, type HttpError } from '@refinedev/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import { useDocumentTitle } from '../../components/use-document-title';
import { API_URL } from '../../providers/api-url';
import { ComplaintsByMonth, ComplaintsByRegional, PlansByState, PlansByType, PreanalysesByMonth } from './DashboardCharts';
import { DashboardSkeleton } from './DashboardSkeleton';
import { RecentActivity } from './RecentActivity';
import { SummaryCards } from './SummaryCards';

/** Half-width charts side by side on wide screens; an odd last one takes the whole row. */
function chartGrid(halves: ReactNode[], full: ReactNode[]) {
  return [...halves.map((chart, i) => ({ chart, wide: i === halves.length - 1 && halves.length % 2 === 1 })), ...full.map((chart) => ({ chart, wide: true }))];
}

function DashboardContent({ data }: { data: Dashboard }) {
  const halves: ReactNode[] = [];
  if (data.complaints) {
    halves.push(<ComplaintsByRegional data={data.complaints.by_regional} />, <ComplaintsByMonth data={data.complaints.by_month} />);
  }
  if (data.preanalyses) halves.push(<PreanalysesByMonth data={data.preanalyses} />);
  halves.push(<PlansByType data={data.plans.by_type} />, <RecentActivity items={data.recent} />);
  const cells = chartGrid(halves, [<PlansByState data={data.plans.by_state} />]);
  return (
    <>
      <SummaryCards data={data} />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {cells.map(({ chart, wide }, i) => (
          <Grid key={i} size={{ xs: 12, md: wide ? 12 : 6 }}>
            {chart}
          </Grid>
        ))}
      </Grid>
    </>
  );
}

/** /dashboard — the portal's figures for any signed-in user, limited by the server to what the user may read. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const { query, result } = useCustom<Dashboard, HttpError>({
    url: `${API_URL}/dashboard`,
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const data = query.isSuccess ? result.data : undefined;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography component="h1" variant="h1" color="primary">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('description')}
      </Typography>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t('retry')}
            </Button>
          }
        >
          {t('error')}
        </Alert>
      ) : data ? (
        <DashboardContent data={data} />
      ) : (
        <DashboardSkeleton />
      )}
    </Container>
  );
}
