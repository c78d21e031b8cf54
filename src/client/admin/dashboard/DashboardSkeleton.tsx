import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The page's shape while its figures load: four cards and four charts. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Box role="status" aria-label={t('loading')}>
      <Grid container spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" height={104} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={340} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
