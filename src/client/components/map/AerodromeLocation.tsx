import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useOne } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Aerodrome } from '../../../domain/schemas/aerodrome';
import { useRuntimeConfig } from '../../providers/runtime-config';

/** Leaflet (JS and CSS) is a chunk of its own: fetched the first time a map is shown, never on the home page. */
const AerodromeMap = lazy(() => import('./AerodromeMap'));

/** GET /api/aerodromes/:id, then the map centred on it (tiles from the runtime config's tileUrl). */
export function AerodromeLocation({ aerodromeId }: { aerodromeId: number }) {
  const { t } = useTranslation('list');
  const { tileUrl } = useRuntimeConfig();
  const { result, query } = useOne<Aerodrome>({ resource: 'aerodromes', id: aerodromeId, errorNotification: false });
  const loading = <Skeleton variant="rectangular" height={220} aria-label={t('map.loading')} />;
  if (query.isLoading) return loading;
  if (!result || query.isError) return <Typography color="text.secondary">{t('map.unavailable')}</Typography>;
  return (
    <Suspense fallback={loading}>
      <AerodromeMap name={result.name} latitude={result.latitude} longitude={result.longitude} tileUrl={tileUrl} />
    </Suspense>
  );
}
