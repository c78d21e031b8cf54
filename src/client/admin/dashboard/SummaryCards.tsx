import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import { formatCount } from './dashboard-format';

interface Total {
  key: string;
  label: string;
  value: number;
  to: string;
}

/** One card per total the user may see, each opening the list it counts. */
export function SummaryCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const totals: Total[] = [
    ...(data.complaints ? [{ key: 'complaints', label: t('cards.complaints'), value: data.complaints.total, to: '/denuncias' }] : []),
    ...(data.preanalyses
      ? [{ key: 'preanalyses', label: t('cards.preanalyses', { context: data.preanalyses.scope }), value: data.preanalyses.total, to: '/preanalise' }]
      : []),
    { key: 'plans', label: t('cards.plans'), value: data.plans.total, to: '/planos' },
    { key: 'tacs', label: t('cards.tacs'), value: data.tacs.total, to: '/tac' },
  ];
  return (
    <Grid component="ul" container spacing={2} aria-label={t('cards.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {totals.map((total, i) => (
        <Grid component="li" key={total.key} size={{ xs: i === totals.length - 1 && totals.length % 2 === 1 ? 12 : 6, md: 12 / totals.length }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={total.to} sx={{ height: '100%' }} data-total={total.key}>
              <CardContent>
                <Typography component="p" variant="h4" color="primary" sx={{ fontWeight: 500 }} data-testid={`total-${total.key}`}>
                  {formatCount(total.value, i18n.language)}
                </Typography>
                <Typography color="text.secondary">{total.label}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
