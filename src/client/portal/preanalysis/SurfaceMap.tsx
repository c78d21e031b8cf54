import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polygon, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { OfflineBaseLayer, offlineBaseLabelStyles, seaColour } from '../../components/map/OfflineBaseLayer';
import type { FootprintCollection, FootprintFeature, FootprintSurface } from '../../../domain/preanalysis/footprints';
import type { Vertex } from '../../../domain/preanalysis/index';
import { SurfaceLegend } from './SurfaceLegend';
import { facilitiesAround, visibleSurfaces, type FacilityChoice, type MapPoint } from './surface-filter';
import { drawOrder, surfaceColour, surfaceFillOpacity } from './surface-style';

const MARKER = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});
const BRAZIL: [number, number] = [-15.8, -47.9];
/** Surfaces are fetched from this zoom on (a wider view would ask for half the country). */
const MIN_SURFACE_ZOOM = 10;
const MAX_RADIUS_KM = 30;

export interface SurfaceMapProps {
  vertices: (Vertex | null)[];
  active: number;
  onPick: (index: number, latitude: number, longitude: number) => void;
  tileUrl: string;
  loadSurfaces: (latitude: number, longitude: number, radiusKm: number, signal?: AbortSignal) => Promise<FootprintCollection>;
}

type Surfaces = { kind: 'zoom' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; features: FootprintFeature[]; centre: MapPoint };

function MapBehaviour({ vertices, active, onPick, loadSurfaces, onSurfaces }: Omit<SurfaceMapProps, 'tileUrl'> & { onSurfaces: (s: Surfaces) => void }) {
  const map = useMap();
  const abort = useRef<AbortController | null>(null);
  const load = () => {
    abort.current?.abort();
    if (map.getZoom() < MIN_SURFACE_ZOOM) return onSurfaces({ kind: 'zoom' });
    const centre = map.getCenter();
    const radius = Math.min(MAX_RADIUS_KM, centre.distanceTo(map.getBounds().getNorthEast()) / 1000);
    const controller = new AbortController();
    abort.current = controller;
    onSurfaces({ kind: 'loading' });
    loadSurfaces(centre.lat, centre.lng, Math.max(0.5, radius), controller.signal).then(
      (c) =>
        !controller.signal.aborted &&
        onSurfaces({
          kind: 'ready',
          features: [...c.features].sort((a, b) => drawOrder(a.properties.surface) - drawOrder(b.properties.surface)),
          centre: { latitude: centre.lat, longitude: centre.lng },
        }),
      () => !controller.signal.aborted && onSurfaces({ kind: 'failed' }),
    );
  };
  useMapEvents({
    click: (event) => onPick(active, event.latlng.lat, event.latlng.lng),
    moveend: load,
  });
  // Typed (or picked) positions outside the view bring the map to them.
  const target = vertices[active] ?? vertices.find((v) => v) ?? null;
  const key = target ? `${target.latitude.toFixed(6)},${target.longitude.toFixed(6)}` : '';
  useEffect(() => {
    if (!target) return;
    const ll = L.latLng(target.latitude, target.longitude);
    if (map.getZoom() < MIN_SURFACE_ZOOM + 2) map.setView(ll, 13);
    else if (!map.getBounds().contains(ll)) map.panTo(ll);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the position only
  }, [key]);
  useEffect(() => {
    load();
    return () => abort.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return null;
}

/** Leaflet map of the request form: click places the active vertex, markers drag, surfaces drawn with a legend. */
function useSurfaceChoice(surfaces: Surfaces, vertices: (Vertex | null)[], active: number) {
  const [choice, setChoice] = useState<FacilityChoice>('default');
  const [hidden, setHidden] = useState<ReadonlySet<FootprintSurface>>(new Set());
  const features = useMemo(() => (surfaces.kind === 'ready' ? surfaces.features : []), [surfaces]);
  // The point the surfaces are judged against: the active vertex, else any, else the map's centre.
  const point = vertices[active] ?? vertices.find((v) => v) ?? (surfaces.kind === 'ready' ? surfaces.centre : null);
  const facilities = useMemo(() => (point ? facilitiesAround(features, point) : []), [features, point?.latitude, point?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps -- the point by value
  const chosen = useMemo(() => visibleSurfaces(features, facilities, choice, new Set()), [features, facilities, choice]);
  const counts: Partial<Record<FootprintSurface, number>> = {};
  for (const f of chosen) counts[f.properties.surface] = (counts[f.properties.surface] ?? 0) + 1;
  const toggle = (surface: FootprintSurface) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(surface)) next.add(surface);
      return next;
    });
  const shown = chosen.filter((f) => !hidden.has(f.properties.surface));
  return { total: features.length, shown, legend: { facilities, choice, onChoice: setChoice, counts, hidden, onToggle: toggle } };
}

export default function SurfaceMap(props: SurfaceMapProps) {
  const { t } = useTranslation('preanalysis');
  const theme = useTheme();
  const [surfaces, setSurfaces] = useState<Surfaces>({ kind: 'zoom' });
  const { total, shown: features, legend } = useSurfaceChoice(surfaces, props.vertices, props.active);
  const name = (f: FootprintFeature) => {
    const p = f.properties;
    const facility = p.facility_icao ? `${p.facility_icao} — ${p.facility_name}` : p.facility_name;
    const end = p.runway_end ? ` · ${t('request.runwayEnd', { ident: p.runway_end })}` : '';
    return `${facility}${end} · ${t(`request.surfaces.${p.surface}`)}${p.envelope ? ` ${t('request.map.envelope')}` : ''}`;
  };
  const status = surfaces.kind === 'ready' ? t('request.map.shown', { count: features.length, total }) : t(`request.map.${surfaces.kind}`);
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="surface-map">
      <Typography variant="body2" color="text.secondary" id="preanalysis-map-help" sx={{ mb: 1 }}>
        {t('request.map.help', { n: props.active + 1 })}
      </Typography>
      <Box
        role="region"
        aria-label={t('request.map.label')}
        aria-describedby="preanalysis-map-help"
        sx={{
          height: { xs: 300, md: 420 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': { height: '100%', bgcolor: seaColour(theme), cursor: 'crosshair' },
          ...offlineBaseLabelStyles(theme),
        }}
      >
        <MapContainer center={BRAZIL} zoom={4} scrollWheelZoom={false}>
          <OfflineBaseLayer />
          {props.tileUrl && <TileLayer url={props.tileUrl} attribution={props.tileUrl.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : ''} />}
          {features.map((f, i) => {
            const colour = surfaceColour(theme, f.properties.surface);
            const rings = f.geometry.coordinates.map((r) => r.map(([lon, lat]) => [lat!, lon!] as [number, number]));
            return (
              <Polygon
                key={`${f.properties.facility_id}-${f.properties.runway_id}-${f.properties.surface}-${f.properties.runway_end}-${i}`}
                positions={rings}
                pathOptions={{
                  color: colour,
                  weight: f.properties.surface === 'runway_strip' ? 2 : 1,
                  opacity: f.properties.surface === 'heliport_approach_takeoff' ? 0.5 : 1,
                  fillColor: colour,
                  fillOpacity: surfaceFillOpacity(f.properties.surface),
                }}
              >
                <Tooltip sticky>{name(f)}</Tooltip>
              </Polygon>
            );
          })}
          {props.vertices.map(
            (v, i) =>
              v && (
                <Marker
                  key={i}
                  position={[v.latitude, v.longitude]}
                  icon={MARKER}
                  alt={t('request.map.vertex', { n: i + 1 })}
                  draggable
                  eventHandlers={{
                    dragend: (event) => {
                      const ll = (event.target as L.Marker).getLatLng();
                      props.onPick(i, ll.lat, ll.lng);
                    },
                  }}
                />
              ),
          )}
          <MapBehaviour {...props} onSurfaces={setSurfaces} />
        </MapContainer>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite" data-testid="surface-status">
        {status}
        {!props.tileUrl && ` — ${t('request.map.offlineBase')}`}
      </Typography>
      {surfaces.kind === 'ready' && <SurfaceLegend {...legend} />}
    </Box>
  );
}
