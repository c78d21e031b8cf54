import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { OfflineBaseLayer, offlineBaseLabelStyles, seaColour } from './OfflineBaseLayer';

/** Close in over tiles; without them, wide enough to show the state and the nearest capitals around. */
const TILE_ZOOM = 13;
const OFFLINE_ZOOM = 6;

/** Leaflet's marker images, bundled from node_modules (never a CDN). */
const MARKER = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface AerodromeMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** A tile URL template ({z}/{x}/{y}); empty → only the offline base map, and no request leaves the portal. */
  tileUrl: string;
}

function coordinate(value: number): string {
  return value.toFixed(5);
}

/**
 * A small map centred on an aerodrome with a marker. Loaded as its own chunk (leaflet and its CSS
 * included) only when a details dialog opens. The offline base map is always drawn, beneath the tiles if any.
 */
export default function AerodromeMap({ name, latitude, longitude, tileUrl }: AerodromeMapProps) {
  const { t } = useTranslation('list');
  const theme = useTheme();
  const position: [number, number] = [latitude, longitude];
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="aerodrome-map" aria-label={t('map.label', { name })}>
      <Box
        sx={{
          height: 220,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': { height: '100%', bgcolor: seaColour(theme) },
          ...offlineBaseLabelStyles(theme),
        }}
      >
        <MapContainer center={position} zoom={tileUrl ? TILE_ZOOM : OFFLINE_ZOOM} scrollWheelZoom={false}>
          <OfflineBaseLayer />
          {tileUrl && <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : ''} />}
          <Marker position={position} icon={MARKER} alt={name} />
        </MapContainer>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('map.coordinates', { latitude: coordinate(latitude), longitude: coordinate(longitude) })}
        {!tileUrl && ` — ${t('map.offline_base')}`}
      </Typography>
    </Box>
  );
}
