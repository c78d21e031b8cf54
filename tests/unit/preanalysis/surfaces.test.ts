import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/domain/preanalysis';
import type { FiredCriterion, PreanalysisResult } from '../../../src/domain/preanalysis';
import { at, input, runwayData } from './fixtures';

// Test runway: code 4 (3 000 m), ends A ('36', south) and B ('18', north), both thresholds at 700 m, true north.
// Frame: u along the runway from A (negative = beyond A, south), v lateral. Inner horizontal datum 700 m → 745 m.

const precision = createEngine(runwayData('ifr_precision'));
const visual = createEngine(runwayData('vfr'));

const find = (r: PreanalysisResult, surface: string | null, criterion = 'ols_penetration'): FiredCriterion | undefined =>
  r.criteria.find((c) => c.surface === surface && c.criterion === criterion);
const codes = (r: PreanalysisResult): string[] => r.criteria.map((c) => `${c.criterion}:${c.surface ?? '-'}`).sort();

describe('approach surface (code 4, IFR precision: inner edge 280 m, 60 m from threshold, 15 %, 2 % / 2.5 % / level)', () => {
  it('1 000 m beyond the threshold on the centre-line: allowed = 700 + 2 % × (1 000 − 60) = 718.80', () => {
    const r = precision.evaluate(input(at(-1000), 19)); // top 719
    const c = find(r, 'approach');
    expect(c?.allowed_altitude_m).toBeCloseTo(718.8, 2);
    expect(c?.excess_m).toBeCloseTo(0.2, 2);
    expect(c?.runway_end).toBe('36');
    expect(c?.object_top_m).toBe(719);
    expect(r.outcome).toBe('case_required');
  });

  it('just below the approach there: no penetration, but Art. 109 (a) first section still fires', () => {
    const r = precision.evaluate(input(at(-1000), 18)); // top 718 < 718.8
    expect(find(r, 'approach')).toBeUndefined();
    expect(find(r, 'approach', 'art109_first_section')).toBeDefined();
    expect(r.outcome).toBe('case_required');
  });

  it('second section at 5 000 m: surface 700 + 60 + 2.5 % × (4 940 − 3 000) = 808.50 is not reached', () => {
    const r = precision.evaluate(input(at(-5000), 100)); // top 800
    expect(find(r, 'approach')).toBeUndefined();
    const hi = precision.evaluate(input(at(-5000), 109)); // top 809
    expect(find(hi, 'approach')?.allowed_altitude_m).toBeCloseTo(808.5, 2);
  });

  it('horizontal section at 10 000 m: 700 + 60 + 90 = 850', () => {
    const r = precision.evaluate(input(at(-10000), 151));
    expect(find(r, 'approach')?.allowed_altitude_m).toBeCloseTo(850, 2);
  });

  it('also the approach towards the other threshold (18), beyond end B', () => {
    const r = precision.evaluate(input(at(4000), 19)); // s = 1 000 − 60 = 940 → 718.8
    const c = find(r, 'approach');
    expect(c?.runway_end).toBe('18');
    expect(c?.allowed_altitude_m).toBeCloseTo(718.8, 2);
  });
});

describe('take-off climb (code 4: inner edge 180 m, 60 m from the end, 12.5 %, final width 1 200 m, 2 %)', () => {
  it('VFR code 4 runway, 7 000 m beyond end A: 700 + 2 % × 6 940 = 838.80, beyond the 3 000 m approach', () => {
    const r = visual.evaluate(input(at(-7000), 139)); // top 839
    expect(codes(r)).toEqual(['ols_penetration:takeoff_climb']);
    expect(find(r, 'takeoff_climb')?.allowed_altitude_m).toBeCloseTo(838.8, 2);
    expect(find(r, 'takeoff_climb')?.excess_m).toBeCloseTo(0.2, 2);
  });

  it('lateral limit capped at the 600 m final half-width', () => {
    expect(find(visual.evaluate(input(at(-7000, 590), 139)), 'takeoff_climb')).toBeDefined();
    expect(visual.evaluate(input(at(-7000, 610), 139)).outcome).toBe('not_required');
  });
});

describe('strip and transitional (1:7, strip half-width 140 m)', () => {
  it('abeam the runway 300 m out: 700 + (300 − 140) / 7 = 722.857', () => {
    const r = precision.evaluate(input(at(1500, 300), 23));
    expect(codes(r)).toEqual(['ols_penetration:transitional']);
    expect(find(r, 'transitional')?.allowed_altitude_m).toBeCloseTo(722.86, 2);
    expect(find(r, 'transitional')?.excess_m).toBeCloseTo(0.14, 2);
  });

  it('on a sloped runway (A 700, B 730) the lower edge follows the centre-line: 715 + 160 / 7 = 737.857', () => {
    const e = createEngine(runwayData('ifr_precision', { elevB: 730 }));
    const r = e.evaluate(input(at(1500, 300), 38)); // top 738
    expect(find(r, 'transitional')?.allowed_altitude_m).toBeCloseTo(737.86, 2);
  });

  it('alongside the approach: edge 700 + 2 % × 1 000 = 720 at s = 1 000 (half-width 290), + (400 − 290) / 7 = 735.714', () => {
    const r = precision.evaluate(input(at(-1060, 400), 36));
    expect(codes(r)).toEqual(['ols_penetration:transitional']);
    expect(find(r, 'transitional')?.allowed_altitude_m).toBeCloseTo(735.71, 2);
  });

  it('inside the strip the allowed altitude is the runway elevation', () => {
    const r = precision.evaluate(input(at(1500, 50), 1));
    expect(find(r, 'runway_strip')?.allowed_altitude_m).toBe(700);
  });
});

describe('inner horizontal, conical, outer horizontal', () => {
  it('inner horizontal 700 + 45 = 745 where the transitional would be above it (600 m abeam)', () => {
    const r = precision.evaluate(input(at(1500, 600), 46));
    expect(codes(r)).toEqual(['ols_penetration:inner_horizontal']);
    expect(find(r, 'inner_horizontal')?.excess_m).toBeCloseTo(1, 2);
  });

  it('conical 5 000 m abeam: 745 + 5 % × (5 000 − 4 000) = 795', () => {
    const r = precision.evaluate(input(at(1500, 5000), 96));
    expect(codes(r)).toEqual(['ols_penetration:conical']);
    expect(find(r, 'conical')?.allowed_altitude_m).toBeCloseTo(795, 2);
  });

  it('outer horizontal 10 000 m abeam: 700 + 145 = 845 (IFR only)', () => {
    const r = precision.evaluate(input(at(1500, 10000), 146));
    expect(codes(r)).toEqual(['ols_penetration:outer_horizontal']);
    expect(find(r, 'outer_horizontal')?.allowed_altitude_m).toBe(845);
    expect(precision.evaluate(input(at(1500, 10000), 144)).outcome).toBe('not_required');
    expect(visual.evaluate(input(at(1500, 10000), 146)).outcome).toBe('not_required');
  });

  it('beyond 20 000 m nothing applies', () => {
    const r = precision.evaluate(input(at(1500, 20200), 500));
    expect(r.outcome).toBe('not_required');
  });
});

describe('result shape', () => {
  it('lists the facility, versions and the object top', () => {
    const r = precision.evaluate(input(at(1500, 10000), 10));
    expect(r.facilities).toEqual([expect.objectContaining({ id: 1, icao: 'SBXX', plan_types: ['PBZPA'], envelope: false })]);
    expect(r.facilities[0]?.distance_m).toBeCloseTo(10000, -1);
    expect(r.rule_set_version).toBe('2026.11-ica11-408-tab43');
    expect(r.data_version).toBe('test-1');
    expect(r.object_top_m).toBe(710);
    expect(r.pre_screen_only).toBe(false);
  });
});
