import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/domain/preanalysis';
import { destination } from '../../../src/domain/preanalysis/geodesy';
import { minAxialDistance } from '../../../src/domain/preanalysis/evaluate';
import { A, envelopeData, heliportData, input } from './fixtures';

describe('reference-point-only envelope', () => {
  // Small airport, runway 1 000 m without ends → code 2, VFR by class: approach inner edge 80 m, 60 m from the
  // threshold, 10 %, 2 500 m @ 4 %; inner horizontal 2 500 m; conical 55 m. Datum 700 − 2 % × 1 000 = 680 m.
  const data = envelopeData(null, 1000, 'small_airport');
  const engine = createEngine(data);
  const arp = { latitude: data.aerodromes[0]!.latitude, longitude: data.aerodromes[0]!.longitude };

  it('conical 4 000 m from the reference point in any direction: 680 + 45 + 5 % × (4 000 − (2 500 + 500 + 60)) = 772', () => {
    for (const az of [0, 77, 200, 315]) {
      const r = engine.evaluate(input(destination(arp, az, 4000), 73)); // top 773
      expect(r.criteria.map((c) => c.surface)).toEqual(['conical']);
      expect(r.criteria[0]).toMatchObject({ allowed_altitude_m: 772, envelope: true, runway_id: 10 });
      expect(r.pre_screen_only).toBe(true);
      expect(r.warnings).toContain('reference_point_envelope');
      expect(r.warnings).toContain('operation_type_assumed');
    }
  });

  it('inside the widest first-section reach (√((560 + 2 500)² + (40 + 250)²) ≈ 3 073.7 m) any object needs a case', () => {
    const reach = Math.hypot(560 + 2500, 40 + 250);
    expect(minAxialDistance(reach, 560, 40, 0.1)).toBeCloseTo(2500, 6);
    for (const d of [0, 500, 2000, reach - 1]) {
      const r = engine.evaluate(input(destination(arp, 123, d), 0.5));
      expect(r.outcome).toBe('case_required');
      expect(r.criteria.some((c) => c.criterion === 'art109_first_section' && c.envelope)).toBe(true);
    }
  });

  it('unknown runway length is taken as 4 000 m, code 4 (larger envelope)', () => {
    const e = createEngine({ ...envelopeData('ifr_precision', 3000), runways: [] });
    const r = e.evaluate(input(destination(arp, 10, 5000), 1)); // 5 000 < 2 000 + 60 + 3 000 (+ lateral)
    expect(r.criteria.some((c) => c.criterion === 'art109_first_section')).toBe(true);
  });
});

describe('heliports (disc, Cat A 4.5 % over 3 386 m from 50 m, heliport at 760 m)', () => {
  const engine = createEngine(heliportData(760));
  it('1 050 m away: 760 + 4.5 % × (1 050 − 50) = 805', () => {
    const r = engine.evaluate(input(destination(A, 45, 1050), 46, 760)); // top 806
    expect(r.criteria).toEqual([expect.objectContaining({ surface: 'heliport_approach_takeoff', heliport: true, allowed_altitude_m: 805, excess_m: 1 })]);
    expect(engine.evaluate(input(destination(A, 45, 1050), 44, 760)).outcome).toBe('not_required');
  });
  it('dangerous nature inside the disc, poorly visible within 3 000 m of its edge', () => {
    expect(engine.evaluate(input(destination(A, 0, 2000), 1, 700, 'dangerous_nature')).criteria.map((c) => c.criterion)).toEqual(['art109_dangerous_nature']);
    expect(engine.evaluate(input(destination(A, 0, 3000), 1, 700, 'wind_turbine')).criteria.map((c) => c.criterion)).toEqual(['art109_poorly_visible']);
    expect(engine.evaluate(input(destination(A, 0, 3100), 1, 700, 'wind_turbine')).outcome).toBe('not_required');
  });
  it('beyond 50 + 3 386 m the disc ends', () => {
    expect(engine.evaluate(input(destination(A, 0, 3500), 300, 760)).outcome).toBe('not_required');
  });
});

describe('reference-point envelope with several runways', () => {
  it('each runway may be off-centre by half the longest: offsets grow by 1 000 m with a 2 000 m second runway', () => {
    const base = envelopeData('ifr_precision', 1500);
    const two = { ...base, runways: [...base.runways, { id: 11, aerodrome_id: 1, length_m: 2000, width_m: 45, surface: 'ASP', lighted: 1 }] };
    const arp = { latitude: base.aerodromes[0]!.latitude, longitude: base.aerodromes[0]!.longitude };
    // Code 4 runway (2 000 m) alone: first-section reach √((1 000 + 60 + 3 000)² + (140 + 450)²) ≈ 4 102.6 m.
    // With the shift of 1 000 m (half the longest): ≈ 5 095.8 m. A point at 4 600 m is inside only with the shift.
    const p = destination(arp, 45, 4600);
    const single = createEngine({ ...base, runways: [two.runways[1]!] }).evaluate(input(p, 0.5));
    expect(single.criteria.some((c) => c.criterion === 'art109_first_section')).toBe(false);
    const both = createEngine(two).evaluate(input(p, 0.5));
    expect(both.criteria.some((c) => c.criterion === 'art109_first_section' && c.runway_id === 11)).toBe(true);
  });
});
