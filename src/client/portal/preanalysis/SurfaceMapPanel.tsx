import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vertex } from '../../../domain/preanalysis/index';
import { useRuntimeConfig } from '../../providers/runtime-config';
import { fetchSurfaces } from './preanalysis-request-api';

/** Leaflet (JS and CSS) is a chunk of its own, fetched only when a signed-in user opens the request form. */
const SurfaceMap = lazy(() => import('./SurfaceMap'));

export interface SurfaceMapPanelProps {
  /** Parsed vertices (null where the fields do not hold a valid position yet). */
  vertices: (Vertex | null)[];
  active: number;
  onPick: (index: number, latitude: number, longitude: number) => void;
}

/** The request map: pick the active vertex, drag markers, see the protection surfaces around. */
export function SurfaceMapPanel(props: SurfaceMapPanelProps) {
  const { t } = useTranslation('preanalysis');
  const { tileUrl } = useRuntimeConfig();
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={360} aria-label={t('request.map.loadingMap')} />}>
      <SurfaceMap {...props} tileUrl={tileUrl} loadSurfaces={fetchSurfaces} />
    </Suspense>
  );
}
