import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/domain/preanalysis/engine';
import { createFootprintIndex, facilityFootprints, fromFrame, type FootprintFeature } from '../../../src/domain/preanalysis/footprints';
import { destination, localFrame } from '../../../src/domain/preanalysis/geodesy';
import { buildModels } from '../../../src/domain/preanalysis/models';
import { distanceToAxisSegment } from '../../../src/domain/preanalysis/surfaces/inner-horizontal';
import { A, RUNWAY_LENGTH, at, envelopeData, heliportData, input, runwayData } from './fixtures';

const frame = (c: number[]) => localFrame(A, 0, { longitude: c[0]!, latitude: c[1]! });
const find = (fs: FootprintFeature[], surface: string, end: string | null = null) =>
  fs.find((f) => f.properties.surface === surface && f.properties.runway_end === end)!;
const outer = (f: FootprintFeature) => f.geometry.coordinates[0]!.slice(0, -1);

/** Ray casting on [lon, lat] (fine for the small polygons here). */
function inside(ring: number[][], p: { latitude: number; longitude: number }): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!,
      [xj, yj] = ring[j]!;
    if (yi! > p.latitude !== yj! > p.latitude && p.longitude < ((xj! - xi!) * (p.latitude - yi!)) / (yj! - yi!) + xi!) hit = !hit;
  }
  return hit;
}

describe('footprints', () => {
  const [model] = buildModels(runwayData('ifr_precision'));
  const fs = facilityFootprints(model!);

  it('places points with the inverse of the engine frame (geodesic, not a sphere)', () => {
    for (const [u, v] of [
      [0, 0],
      [15060, 2390],
      [-4000, -1200],
      [3000, 4000],
    ] as const) {
      const p = fromFrame(A, 0, u, v);
      const back = localFrame(A, 0, p);
      expect(back.along).toBeCloseTo(u, 2);
      expect(back.across).toBeCloseTo(v, 2);
      expect(p.latitude).toBeCloseTo(at(u, v).latitude, 9);
    }
    expect(fromFrame(A, 90, 1000, 0).longitude).toBeCloseTo(destination(A, 90, 1000).longitude, 9);
  });

  it('draws strip, both approaches, both take-offs, inner horizontal and conical for a runway', () => {
    expect(fs.map((f) => f.properties.surface).sort()).toEqual([
      'approach',
      'approach',
      'conical',
      'inner_horizontal',
      'runway_strip',
      'takeoff_climb',
      'takeoff_climb',
    ]);
    for (const f of fs) {
      const r = f.geometry.coordinates[0]!;
      expect(r[0]).toEqual(r[r.length - 1]);
      expect(f.properties).toMatchObject({ facility_id: 1, facility_icao: 'SBXX', facility_name: 'Test', runway_id: 10, envelope: false });
    }
  });

  it('strip: 280 m wide, 60 m beyond each end (code 4 precision)', () => {
    const corners = outer(find(fs, 'runway_strip')).map(frame);
    expect(corners.map((c) => Math.round(c.along)).sort((a, b) => a - b)).toEqual([-60, -60, 3060, 3060]);
    for (const c of corners) expect(Math.abs(c.across)).toBeCloseTo(140, 0);
  });

  it('approach 36: inner edge 60 m before the threshold, 15 000 m long, 15 % divergence; far corners at ±2 390 m', () => {
    const pts = outer(find(fs, 'approach', '36')).map(frame);
    const far = pts.filter((p) => p.along < -15000);
    expect(far).toHaveLength(2);
    for (const p of far) {
      expect(p.along).toBeCloseTo(-15060, 0);
      expect(Math.abs(p.across)).toBeCloseTo(140 + 0.15 * 15000, 0);
    }
    const near18 = outer(find(fs, 'approach', '18'))
      .map(frame)
      .filter((p) => p.along < RUNWAY_LENGTH + 100);
    for (const p of near18) expect(p.along).toBeCloseTo(RUNWAY_LENGTH + 60, 0);
  });

  it('take-off: widens at 12.5 % to 1 200 m, then parallel to 15 000 m', () => {
    const pts = outer(find(fs, 'takeoff_climb', '36')).map(frame);
    expect(pts).toHaveLength(6);
    const knee = (600 - 90) / 0.125;
    expect(pts.some((p) => Math.abs(p.along + 60 + knee) < 0.5 && Math.abs(Math.abs(p.across) - 600) < 0.5)).toBe(true);
    expect(Math.min(...pts.map((p) => p.along))).toBeCloseTo(-15060, 0);
  });

  it('inner horizontal is a stadium 4 000 m around the strip axis; the conical is a ring out to 6 000 m', () => {
    for (const p of outer(find(fs, 'inner_horizontal')).map(frame)) {
      expect(distanceToAxisSegment(p.along, p.across, -60, RUNWAY_LENGTH + 60)).toBeCloseTo(4000, 0);
    }
    const conical = find(fs, 'conical');
    expect(conical.geometry.coordinates).toHaveLength(2);
    for (const p of conical.geometry.coordinates[0]!.map(frame)) expect(distanceToAxisSegment(p.along, p.across, -60, RUNWAY_LENGTH + 60)).toBeCloseTo(6000, 0);
  });

  it('agrees with the engine: inside the drawn approach the engine applies the approach, just outside it does not', () => {
    const engine = createEngine(runwayData('ifr_precision'));
    const ring = find(fs, 'approach', '36').geometry.coordinates[0]!;
    const half = 140 + 0.15 * 10000;
    const inPoint = at(-60 - 10000, half - 20);
    const outPoint = at(-60 - 10000, half + 20);
    expect(inside(ring, inPoint)).toBe(true);
    expect(inside(ring, outPoint)).toBe(false);
    const fired = (p: typeof inPoint) => engine.evaluate(input(p, 900)).criteria.some((c) => c.surface === 'approach' && c.runway_end === '36');
    expect(fired(inPoint)).toBe(true);
    expect(fired(outPoint)).toBe(false);
  });

  it('reference point only: inner horizontal and conical discs (envelope), no trapezoids', () => {
    const [m] = buildModels(envelopeData('vfr', 1000, 'small_airport'));
    const discs = facilityFootprints(m!);
    expect(discs.map((f) => f.properties.surface)).toEqual(['conical', 'inner_horizontal']);
    expect(discs.every((f) => f.properties.envelope)).toBe(true);
    const centre = { latitude: m!.aerodrome.latitude, longitude: m!.aerodrome.longitude };
    // code 2 VFR: 2 500 m + half of 1 000 m + 60 m strip extension.
    for (const c of outer(discs[1]!)) expect(localFrame(centre, 0, { longitude: c[0]!, latitude: c[1]! }).distance_m).toBeCloseTo(3060, 0);
  });

  it('heliport: one approach/take-off disc of 3 436 m', () => {
    const [m] = buildModels(heliportData());
    const [disc] = facilityFootprints(m!);
    expect(disc!.properties).toMatchObject({ surface: 'heliport_approach_takeoff', facility_icao: 'SDHX', envelope: true });
    for (const c of outer(disc!)) expect(localFrame(A, 0, { longitude: c[0]!, latitude: c[1]! }).distance_m).toBeCloseTo(3436, 0);
  });

  it('index: facilities within reach of the point, none far away, capped', () => {
    const index = createFootprintIndex({ ...runwayData('ifr_precision'), aerodromes: [...runwayData().aerodromes, ...heliportData().aerodromes] });
    expect(new Set(index.near(at(-14000), 1000).features.map((f) => f.properties.facility_id))).toEqual(new Set([1]));
    expect(new Set(index.near(at(1500), 1000).features.map((f) => f.properties.facility_id))).toEqual(new Set([1, 2]));
    expect(index.near(destination(A, 90, 60000), 5000).features).toEqual([]);
    expect(new Set(index.near(at(1500), 1000, 1).features.map((f) => f.properties.facility_id)).size).toBe(1);
  });
});
