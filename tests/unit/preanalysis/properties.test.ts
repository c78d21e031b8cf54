import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES, OPERATION_TYPES, createEngine } from '../../../src/domain/preanalysis';
import type { FacilityData, OperationType } from '../../../src/domain/preanalysis';
import { destination } from '../../../src/domain/preanalysis/geodesy';
import { A, at, envelopeData, heliportData, input, runwayData } from './fixtures';

const merge = (...ds: FacilityData[]): FacilityData => ({
  aerodromes: ds.flatMap((d) => d.aerodromes),
  runways: ds.flatMap((d) => d.runways),
  runway_ends: ds.flatMap((d) => d.runway_ends),
  plans: ds.flatMap((d) => d.plans),
  data_version: 'prop',
});

// A runway with ends (aerodrome 1), the heliport (2) at end A, and an envelope-only aerodrome (3) 6 km east.
const env = envelopeData('ifr_non_precision', 1500);
const env3: FacilityData = {
  ...env,
  aerodromes: env.aerodromes.map((a) => ({ ...a, id: 3, ...destination(A, 90, 6000) })),
  runways: env.runways.map((r) => ({ ...r, id: 30, aerodrome_id: 3 })),
  plans: [],
};
const mixed = createEngine(merge(runwayData('ifr_precision', { elevB: 720 }), heliportData(705), env3));

const near = fc.record({ u: fc.double({ min: -17000, max: 20000, noNaN: true }), v: fc.double({ min: -16000, max: 16000, noNaN: true }) });
const objectType = fc.constantFrom(...OBJECT_TYPES);

describe('properties', () => {
  it('a taller object never turns case_required into not_required (and keeps every fired criterion)', () => {
    fc.assert(
      fc.property(
        near,
        fc.double({ min: 600, max: 900, noNaN: true }),
        fc.double({ min: 0.1, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        objectType,
        ({ u, v }, base, h, extra, type) => {
          const p = at(u, v);
          const lo = mixed.evaluate(input(p, h, base, type));
          const hi = mixed.evaluate(input(p, h + extra, base, type));
          if (lo.outcome === 'case_required') expect(hi.outcome).toBe('case_required');
          const key = (c: { facility_id: number; runway_end: string | null; surface: string | null; criterion: string }): string =>
            `${c.facility_id}|${c.runway_end}|${c.surface}|${c.criterion}`;
          const his = new Set(hi.criteria.map(key));
          for (const c of lo.criteria) expect(his.has(key(c))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('within the approach, moving away along the extended centre-line never lowers the allowed altitude', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OperationType>(...OPERATION_TYPES),
        fc.integer({ min: 500, max: 4000 }),
        fc.double({ min: 0, max: 15000, noNaN: true }),
        fc.double({ min: 0, max: 15000, noNaN: true }),
        fc.double({ min: -0.9, max: 0.9, noNaN: true }),
        (op, length, s1, s2, lateralFraction) => {
          const e = createEngine(runwayData(op, { length }));
          const [near1, far1] = s1 <= s2 ? [s1, s2] : [s2, s1];
          // Points beyond threshold A (u < 0): s metres from the inner edge, at a fixed fraction of the half-width
          // at the nearer point (so both stay inside the surface, which only widens).
          const allowedAt = (s: number, v: number): number | null => {
            const r = e.evaluate(input(at(-60 - s - (length < 800 && op === 'vfr' ? -30 : 0), v), 2000, 0));
            return r.criteria.find((c) => c.surface === 'approach' && c.runway_end === '36' && c.criterion === 'ols_penetration')?.allowed_altitude_m ?? null;
          };
          const halfNear = op === 'vfr' ? (length < 800 ? 30 : length < 1200 ? 40 : 75) + 0.1 * near1 : (length < 1200 ? 70 : 140) + 0.15 * near1;
          const v = lateralFraction * halfNear;
          const a1 = allowedAt(near1, v);
          const a2 = allowedAt(far1, v);
          if (a1 !== null && a2 !== null) expect(a2).toBeGreaterThanOrEqual(a1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the reference-point envelope is never less strict than the real runway geometry', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OperationType>(...OPERATION_TYPES),
        fc.integer({ min: 500, max: 4000 }),
        fc.record({ u: fc.double({ min: -16000, max: 20000, noNaN: true }), v: fc.double({ min: -21000, max: 21000, noNaN: true }) }),
        fc.double({ min: 0.1, max: 300, noNaN: true }),
        objectType,
        (op, length, { u, v }, h, type) => {
          const real = createEngine(runwayData(op, { length })).evaluate(input(at(u, v), h, 700, type));
          const approx = createEngine(envelopeData(op, length)).evaluate(input(at(u, v), h, 700, type));
          if (real.outcome === 'case_required') expect(approx.outcome).toBe('case_required');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('evaluation is deterministic', () => {
    fc.assert(
      fc.property(near, fc.double({ min: 1, max: 300, noNaN: true }), ({ u, v }, h) => {
        expect(mixed.evaluate(input(at(u, v), h))).toEqual(mixed.evaluate(input(at(u, v), h)));
      }),
      { numRuns: 50 },
    );
  });
});
