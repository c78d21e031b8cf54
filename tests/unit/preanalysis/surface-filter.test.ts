import { describe, expect, it } from 'vitest';
import type { FootprintFeature, FootprintSurface } from '../../../src/domain/preanalysis/footprints';
import { containsPoint, facilitiesAround, visibleSurfaces } from '../../../src/client/portal/preanalysis/surface-filter';

/** A square surface of half-side `half` degrees around (lat, lon). */
function square(facility: number, surface: FootprintSurface, lat: number, lon: number, half: number): FootprintFeature {
  const ring = [
    [lon - half, lat - half],
    [lon + half, lat - half],
    [lon + half, lat + half],
    [lon - half, lat + half],
    [lon - half, lat - half],
  ];
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring] },
    properties: { facility_id: facility, facility_name: `F${facility}`, facility_icao: null, runway_id: null, runway_end: null, surface, envelope: false },
  };
}

const point = { latitude: -23.6, longitude: -46.6 };
const features = [
  square(1, 'conical', -23.6, -46.6, 0.1),
  square(1, 'runway_strip', -23.6, -46.6, 0.01),
  square(2, 'heliport_approach_takeoff', -23.7, -46.6, 0.02),
  square(3, 'conical', -23.55, -46.65, 0.2),
  square(3, 'runway_strip', -23.55, -46.65, 0.01),
];

describe('pre-analysis map: which surfaces are drawn', () => {
  it('knows whether a surface contains the point, holes excluded', () => {
    expect(containsPoint(features[0]!, point)).toBe(true);
    expect(containsPoint(features[2]!, point)).toBe(false);
    const holed = square(4, 'conical', -23.6, -46.6, 0.1);
    holed.geometry.coordinates.push(square(4, 'conical', -23.6, -46.6, 0.05).geometry.coordinates[0]!);
    expect(containsPoint(holed, point)).toBe(false);
  });

  it('lists facilities nearest first and marks those whose surfaces contain the point', () => {
    const options = facilitiesAround(features, point);
    expect(options.map((o) => [o.id, o.relevant])).toEqual([
      [1, true],
      [3, true],
      [2, false],
    ]);
    expect(options[0]!.distanceKm).toBeCloseTo(0, 5);
    expect(options[2]!.distanceKm).toBeCloseTo(11.1, 0);
  });

  it('draws the facilities that concern the point by default, else the nearest; all, one, and kinds switched off', () => {
    const options = facilitiesAround(features, point);
    const ids = (list: FootprintFeature[]) => list.map((f) => `${f.properties.facility_id}:${f.properties.surface}`);
    expect(ids(visibleSurfaces(features, options, 'default', new Set()))).toEqual(['1:conical', '1:runway_strip', '3:conical', '3:runway_strip']);
    expect(visibleSurfaces(features, options, 'all', new Set())).toHaveLength(5);
    expect(ids(visibleSurfaces(features, options, 2, new Set()))).toEqual(['2:heliport_approach_takeoff']);
    expect(ids(visibleSurfaces(features, options, 'default', new Set(['conical'])))).toEqual(['1:runway_strip', '3:runway_strip']);
    // North of them all, inside none: the nearest (3, the northernmost strip) alone.
    const far = facilitiesAround(features, { latitude: -23.3, longitude: -46.7 });
    expect(far.some((o) => o.relevant)).toBe(false);
    expect(ids(visibleSurfaces(features, far, 'default', new Set()))).toEqual(['3:conical', '3:runway_strip']);
  });
});
