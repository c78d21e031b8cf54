import { describe, expect, it } from 'vitest';
import { approachLength, codeNumberFromLength, createEngine, surfaceDims } from '../../../src/domain/preanalysis';
import { at, input, runwayData, ELEV } from './fixtures';

describe('dimensions (ICA 11-408 Table 4-3 as transcribed, TAB43 [S])', () => {
  it('code number from runway length; unknown → 4', () => {
    expect([799, 800, 1199, 1200, 1799, 1800, 0, null].map(codeNumberFromLength)).toEqual([1, 2, 2, 3, 3, 4, 4, 4]);
  });
  it('rows by code and operation type', () => {
    const p4 = surfaceDims(4, 'ifr_precision');
    expect(p4.approach).toMatchObject({ inner_edge_m: 280, distance_from_threshold_m: 60, divergence: 0.15 });
    expect(approachLength(p4.approach)).toBe(15000);
    expect(p4.outer_horizontal).toEqual({ height_m: 145, radius_m: 20000 });
    expect(surfaceDims(3, 'ifr_non_precision').outer_horizontal?.height_m).toBe(120);
    expect(surfaceDims(1, 'ifr_precision').approach.sections).toEqual([
      { length_m: 3000, slope: 0.025 },
      { length_m: 12000, slope: 0.03 },
    ]);
    const v1 = surfaceDims(1, 'vfr');
    expect(v1).toMatchObject({ inner_horizontal_radius_m: 2000, conical_height_m: 35, transitional_slope: 0.2, outer_horizontal: null, strip_end_m: 30 });
    expect(v1.takeoff).toMatchObject({ inner_edge_m: 60, distance_from_end_m: 30, final_width_m: 380, length_m: 1600, slope: 0.05 });
    expect(surfaceDims(2, 'ifr_non_precision').inner_horizontal_radius_m).toBe(3500);
  });
});

describe('runway data variants', () => {
  it('displaced threshold (300 m at A): inner edge at u = 240; 1 000 m beyond end A → s = 1 240, 700 + 2 % × 1 240 = 724.8', () => {
    const d = runwayData('ifr_precision');
    d.runway_ends[0]!.displaced_threshold_m = 300;
    const r = createEngine(d).evaluate(input(at(-1000), 25));
    expect(r.criteria.find((c) => c.surface === 'approach' && c.criterion === 'ols_penetration')?.allowed_altitude_m).toBeCloseTo(724.8, 2);
  });
  it('only one end located: the frame is built from its heading and the runway length', () => {
    const d = runwayData('ifr_precision');
    const e = createEngine({ ...d, runway_ends: [d.runway_ends[0]!] });
    const r = e.evaluate(input(at(4000), 19)); // beyond the (computed) end B: 718.8 as with both ends
    expect(r.criteria.find((c) => c.surface === 'approach' && c.criterion === 'ols_penetration')?.allowed_altitude_m).toBeCloseTo(718.8, 1);
  });
  it('closed aerodromes are not facilities; an unknown elevation falls back to 0 m with a warning', () => {
    const d = runwayData('ifr_precision', { kind: 'closed' });
    expect(createEngine(d).evaluate(input(at(-1000), 100)).outcome).toBe('not_required');
    const n = runwayData('ifr_precision');
    const e = createEngine({
      ...n,
      aerodromes: n.aerodromes.map((a) => ({ ...a, elevation_m: null })),
      runway_ends: n.runway_ends.map((x) => ({ ...x, elevation_m: null })),
    });
    const r = e.evaluate(input(at(1500, 600), 46, ELEV));
    expect(r.warnings).toContain('elevation_unknown');
    expect(r.criteria.find((c) => c.surface === 'inner_horizontal')?.allowed_altitude_m).toBe(45);
  });
  it('plan types are reported, with the not-modelled warnings', () => {
    const d = runwayData('ifr_precision');
    const r = createEngine({ ...d, plans: [...d.plans, { aerodrome_id: 1, type: 'PZPANA' }] }).evaluate(input(at(1500, 5000), 1));
    expect(r.facilities[0]?.plan_types).toEqual(['PBZPA', 'PZPANA']);
    expect(r.warnings).toEqual(['pzpana_not_modelled']);
  });
});
