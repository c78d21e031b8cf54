import { useTheme, type Theme } from '@mui/material/styles';
import L from 'leaflet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, GeoJSON, Marker, Pane, useMapEvents } from 'react-leaflet';
import baseMap from './base-map/south-america.json';

/** Below Leaflet's tile pane (200): with TILE_URL set the tiles cover it, and it shows again where they fail. */
const PANE = 'offline-base';
const PANE_STYLE = { zIndex: 150 } as const;
/** Labels above the land (the land's SVG would hide them), still below any tiles. */
const LABEL_PANE = 'offline-base-labels';
const LABEL_PANE_STYLE = { zIndex: 160 } as const;
/** State initials from this zoom on (the Federal District's, inside Goiás's, with the capitals' names), capitals' dots from the next. */
const LABEL_ZOOM = 4;
const CAPITAL_ZOOM = 5;

type Countries = GeoJSON.FeatureCollection<GeoJSON.MultiPolygon | GeoJSON.Polygon, { country: string }>;
const COUNTRIES = baseMap.countries as Countries;
const STATE_BORDERS = baseMap.stateBorders as GeoJSON.Feature<GeoJSON.MultiLineString>;

/** The sea behind the land, for the map container's background (light and dark schemes). */
export const seaColour = (theme: Theme): string => (theme.palette.mode === 'dark' ? '#061526' : '#cfe2f3');
/** Brazil lighter than the sea and its neighbours in both schemes (dark: the paper colour would read as sea). */
const LAND = { light: { brazil: '#ffffff', neighbour: '#e6e8eb' }, dark: { brazil: '#2c3a4d', neighbour: '#1c232d' } } as const;

function landStyle(theme: Theme) {
  const land = LAND[theme.palette.mode];
  return (feature?: GeoJSON.Feature) => {
    const brazil = feature?.properties?.country === 'BRA';
    return {
      color: theme.palette.text.secondary,
      weight: brazil ? 1.5 : 0.75,
      fillColor: brazil ? land.brazil : land.neighbour,
      fillOpacity: 1,
    };
  };
}

/**
 * Creation options of the paths a GeoJSON layer makes (a style cannot set them later). L.geoJSON hands its options
 * to each path; react-leaflet's GeoJSON props do not declare these two, hence a spread.
 */
const pathOptions = (className: string): L.PathOptions => ({ className, interactive: false });

/** A text label as a marker icon: centred on a state's label point, or beside a capital's dot. */
const STATE_LABEL = { iconSize: [40, 14], iconAnchor: [20, 7] } as const;
const CAPITAL_LABEL = { iconSize: [140, 14], iconAnchor: [-8, 7] } as const;
const label = (text: string, className: string, box: typeof STATE_LABEL | typeof CAPITAL_LABEL) =>
  L.divIcon({ className: `offline-base-label ${className}`, html: text, iconSize: [...box.iconSize], iconAnchor: [...box.iconAnchor] });

/**
 * The base map shipped with the app (no request leaves the portal): South America's countries, Brazil's outline
 * and state borders from Natural Earth (public domain), with the state initials and capitals as zoom allows.
 */
export function OfflineBaseLayer() {
  const { t } = useTranslation('list');
  const theme = useTheme();
  const [zoom, setZoom] = useState<number | null>(null);
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const shownZoom = zoom ?? map.getZoom();
  const text = theme.palette.text.secondary;
  return (
    <>
      <Pane name={PANE} style={PANE_STYLE}>
        {/* Keyed by scheme: Leaflet keeps a layer's first style, so a theme switch draws the layer anew. */}
        <GeoJSON
          key={`land-${theme.palette.mode}`}
          data={COUNTRIES}
          style={landStyle(theme)}
          {...pathOptions('offline-base-land')}
          attribution={t('map.base_attribution')}
        />
        <GeoJSON
          key={`states-${theme.palette.mode}`}
          data={STATE_BORDERS}
          style={{ color: text, weight: 1, opacity: 0.9, dashArray: '4 3' }}
          {...pathOptions('offline-base-state-border')}
        />
        {shownZoom >= CAPITAL_ZOOM &&
          baseMap.capitals.map((c) => (
            <CircleMarker
              key={c.name}
              center={c.position as [number, number]}
              radius={3}
              pathOptions={{ color: text, weight: 1, fillColor: text, fillOpacity: 1 }}
              interactive={false}
            />
          ))}
      </Pane>
      <Pane name={LABEL_PANE} style={LABEL_PANE_STYLE}>
        {shownZoom >= LABEL_ZOOM &&
          baseMap.states
            .filter((s) => s.uf !== 'DF' || shownZoom >= CAPITAL_ZOOM + 1)
            .map((s) => (
              <Marker
                key={s.uf}
                position={s.position as [number, number]}
                icon={label(s.uf, 'offline-base-state', STATE_LABEL)}
                interactive={false}
                keyboard={false}
              />
            ))}
        {shownZoom >= CAPITAL_ZOOM + 1 &&
          baseMap.capitals.map((c) => (
            <Marker
              key={`${c.name}-label`}
              position={c.position as [number, number]}
              icon={label(c.name, 'offline-base-capital', CAPITAL_LABEL)}
              interactive={false}
              keyboard={false}
            />
          ))}
      </Pane>
    </>
  );
}

/** Styles for the labels (Leaflet places them; the theme colours them). */
export const offlineBaseLabelStyles = (theme: Theme) => ({
  '& .offline-base-label': {
    color: 'text.secondary',
    fontSize: 12,
    lineHeight: '14px',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    textShadow: `0 0 2px ${LAND[theme.palette.mode].brazil}`,
  },
  '& .offline-base-state': { fontWeight: 700, letterSpacing: 1, textAlign: 'center' },
});
