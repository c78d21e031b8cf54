import { describe, expect, it } from 'vitest';
import { formatDms, parseCoordinate, toDms } from '../../../src/domain/preanalysis';

const ok = (text: string, axis: 'latitude' | 'longitude'): number => {
  const r = parseCoordinate(text, axis);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('parseCoordinate', () => {
  it('decimal degrees with dot, comma, sign or hemisphere', () => {
    expect(ok('-23.627657', 'latitude')).toBeCloseTo(-23.627657, 9);
    expect(ok('23,627657 S', 'latitude')).toBeCloseTo(-23.627657, 9);
    expect(ok('46.654601W', 'longitude')).toBeCloseTo(-46.654601, 9);
    expect(ok('46.654601 O', 'longitude')).toBeCloseTo(-46.654601, 9);
  });
  it('DMS as printed on the Declaração: 23°37\'39,56"S = −(23 + 37/60 + 39.56/3600) = −23.6276556', () => {
    expect(ok('23°37\'39,56"S', 'latitude')).toBeCloseTo(-(23 + 37 / 60 + 39.56 / 3600), 10);
    expect(ok('S 23 37 39.56', 'latitude')).toBeCloseTo(-23.62765556, 7);
    expect(ok('46:39:16.56W', 'longitude')).toBeCloseTo(-(46 + 39 / 60 + 16.56 / 3600), 10);
    expect(ok("5° 16' N", 'latitude')).toBeCloseTo(5 + 16 / 60, 10);
  });
  it('error codes', () => {
    expect(parseCoordinate('', 'latitude')).toEqual({ ok: false, error: 'empty' });
    expect(parseCoordinate('abc', 'latitude')).toEqual({ ok: false, error: 'malformed' });
    expect(parseCoordinate('23°61\'00"S', 'latitude')).toEqual({ ok: false, error: 'minutes_out_of_range' });
    expect(parseCoordinate('23 37 60 S', 'latitude')).toEqual({ ok: false, error: 'seconds_out_of_range' });
    expect(parseCoordinate('46 30 W', 'latitude')).toEqual({ ok: false, error: 'hemisphere_mismatch' });
    expect(parseCoordinate('-23 30 S', 'latitude')).toEqual({ ok: false, error: 'sign_and_hemisphere' });
    expect(parseCoordinate('95', 'latitude')).toEqual({ ok: false, error: 'out_of_range' });
    expect(parseCoordinate('23.5 30 10', 'latitude')).toEqual({ ok: false, error: 'malformed' });
  });
});

describe('formatDms', () => {
  it("0.627657° = 37.65942' = 37' 39.5652\" → 23°37'39,57\"S", () => {
    expect(formatDms(-23.627657, 'latitude')).toBe('23°37\'39,57"S');
    expect(formatDms(-46.654601, 'longitude')).toBe('46°39\'16,56"W');
    expect(formatDms(2.5, 'latitude')).toBe('2°30\'00,00"N');
  });
  it('carries 59.995" up to the next minute and degree', () => {
    expect(formatDms(-23.999999, 'latitude')).toBe('24°00\'00,00"S');
    expect(toDms(-23.999999, 'latitude')).toEqual({ degrees: 24, minutes: 0, seconds: 0, hemisphere: 'S' });
  });
  it('round-trips through the parser to 0.005"', () => {
    for (const v of [-23.627657, -3.1, 0.0001, -46.654601, -72.99]) {
      const axis = Math.abs(v) > 60 ? 'longitude' : 'latitude';
      expect(Math.abs(ok(formatDms(v, axis), axis) - v) * 3600).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });
});
