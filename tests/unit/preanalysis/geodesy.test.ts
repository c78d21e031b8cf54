import { describe, expect, it } from 'vitest';
import { GRS80_A, GRS80_F, inverse } from '../../../src/domain/preanalysis';
import { destination, localFrame } from '../../../src/domain/preanalysis/geodesy';

const DEG = Math.PI / 180;
const dms = (d: number, m: number, s: number): number => Math.sign(d) * (Math.abs(d) + m / 60 + s / 3600);

/** Reference for short lines: ECEF chord c, geodesic ≈ c + c³ / (24 R²) with R the Euler radius along the line. */
function chordReference(p: { latitude: number; longitude: number }, q: { latitude: number; longitude: number }): number {
  const e2 = GRS80_F * (2 - GRS80_F);
  const ecef = (lat: number, lon: number): number[] => {
    const N = GRS80_A / Math.sqrt(1 - e2 * Math.sin(lat * DEG) ** 2);
    return [N * Math.cos(lat * DEG) * Math.cos(lon * DEG), N * Math.cos(lat * DEG) * Math.sin(lon * DEG), N * (1 - e2) * Math.sin(lat * DEG)];
  };
  const a = ecef(p.latitude, p.longitude);
  const b = ecef(q.latitude, q.longitude);
  const c = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
  const lat = ((p.latitude + q.latitude) / 2) * DEG;
  const w = Math.sqrt(1 - e2 * Math.sin(lat) ** 2);
  const M = (GRS80_A * (1 - e2)) / w ** 3;
  const N = GRS80_A / w;
  const az = inverse(p, q).azimuth_deg * DEG;
  const R = 1 / (Math.cos(az) ** 2 / M + Math.sin(az) ** 2 / N);
  return c + c ** 3 / (24 * R * R);
}

describe('geodesy on GRS80', () => {
  it('Geoscience Australia worked example (Flinders Peak → Buninyong): 54 972.271 m, 306°52\'05.37"', () => {
    const flinders = { latitude: dms(-37, 57, 3.7203), longitude: dms(144, 25, 29.5244) };
    const buninyong = { latitude: dms(-37, 39, 10.1561), longitude: dms(143, 55, 35.3839) };
    const r = inverse(flinders, buninyong);
    expect(r.distance_m).toBeCloseTo(54972.271, 2);
    expect(r.azimuth_deg).toBeCloseTo(dms(306, 52, 5.37), 5);
  });

  it('SBSP ↔ SBGR agrees with the chord reference to 1 cm (and differs from a mean sphere by metres)', () => {
    const sbsp = { latitude: -23.627657, longitude: -46.654601 };
    const sbgr = { latitude: -23.431944, longitude: -46.467778 };
    const d = inverse(sbsp, sbgr).distance_m;
    expect(Math.abs(d - chordReference(sbsp, sbgr))).toBeLessThan(0.01);
    expect(d).toBeGreaterThan(28000);
    expect(d).toBeLessThan(29000);
    const hav =
      2 *
      6371008.8 *
      Math.asin(
        Math.sqrt(
          Math.sin(((sbgr.latitude - sbsp.latitude) * DEG) / 2) ** 2 +
            Math.cos(sbsp.latitude * DEG) * Math.cos(sbgr.latitude * DEG) * Math.sin(((sbgr.longitude - sbsp.longitude) * DEG) / 2) ** 2,
        ),
      );
    expect(Math.abs(hav - d)).toBeGreaterThan(1);
  });

  it('destination and inverse are consistent (15 km in several directions)', () => {
    const o = { latitude: -15.8, longitude: -47.9 };
    for (const az of [0, 33, 90, 147, 180, 270, 359]) {
      const p = destination(o, az, 15000);
      const r = inverse(o, p);
      expect(r.distance_m).toBeCloseTo(15000, 3);
      expect(Math.abs(((r.azimuth_deg - az + 540) % 360) - 180)).toBeLessThan(1e-7);
    }
  });

  it('local runway frame: along/across components of a geodesic polar point', () => {
    const o = { latitude: -23.5, longitude: -46.5 };
    const p = destination(o, 147 + 30, 2000);
    const f = localFrame(o, 147, p);
    expect(f.along).toBeCloseTo(2000 * Math.cos(30 * DEG), 4);
    expect(f.across).toBeCloseTo(2000 * Math.sin(30 * DEG), 4);
  });

  it('coincident points', () => {
    expect(inverse({ latitude: -10, longitude: -50 }, { latitude: -10, longitude: -50 }).distance_m).toBe(0);
  });
});
