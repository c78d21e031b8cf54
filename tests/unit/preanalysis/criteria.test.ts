import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/domain/preanalysis';
import type { PreanalysisResult } from '../../../src/domain/preanalysis';
import { at, input, runwayData } from './fixtures';

// Art. 109 of Portaria 957/GC3 (ICA 11-408 Ch. 10), code 4 IFR precision runway, thresholds at 700 m.
const engine = createEngine(runwayData('ifr_precision'));
const fired = (r: PreanalysisResult): string[] => [...new Set(r.criteria.map((c) => c.criterion))].sort();

describe('Art. 109 (a) first section', () => {
  it('fires for any height inside the first section (s = 2 940 m ≤ 3 000 m)', () => {
    const r = engine.evaluate(input(at(-3000), 1));
    expect(fired(r)).toEqual(['art109_first_section']);
    expect(r.criteria[0]).toMatchObject({ facility_id: 1, runway_id: 10, runway_end: '36', allowed_altitude_m: null, excess_m: null, object_top_m: 701 });
  });
  it('not beyond it (s = 3 040 m: second section, 1 m high)', () => {
    expect(engine.evaluate(input(at(-3100), 1)).outcome).toBe('not_required');
  });
  it('respects the lateral limit: half-width at s = 940 is 140 + 15 % × 940 = 281 m', () => {
    expect(fired(engine.evaluate(input(at(-1000, 280), 1)))).toEqual(['art109_first_section']);
    expect(engine.evaluate(input(at(-1000, 300), 1)).outcome).toBe('not_required');
  });
});

describe('Art. 109 (b) second section: more than 60 m above the inner edge (700 m)', () => {
  it('61 m at 5 000 m beyond the threshold fires, allowed 760, excess 1', () => {
    const r = engine.evaluate(input(at(-5000), 61));
    expect(fired(r)).toEqual(['art109_second_section']);
    expect(r.criteria[0]).toMatchObject({ allowed_altitude_m: 760, excess_m: 1, surface: 'approach' });
  });
  it('exactly 60 m does not (strictly more than)', () => {
    expect(engine.evaluate(input(at(-5000), 60)).outcome).toBe('not_required');
  });
  it('measured from the inner edge, not from the object base', () => {
    const r = engine.evaluate(input(at(-5000), 20, 750)); // top 770 → 70 m above the inner edge
    expect(fired(r)).toEqual(['art109_second_section']);
  });
});

describe('Art. 109 (c) horizontal section: more than 140 m above the inner edge', () => {
  it('141 m at 10 000 m fires (allowed 840); outer horizontal 845 not reached', () => {
    const r = engine.evaluate(input(at(-10000), 141));
    expect(fired(r)).toEqual(['art109_horizontal_section']);
    expect(r.criteria[0]).toMatchObject({ allowed_altitude_m: 840, excess_m: 1 });
  });
  it('140 m does not', () => {
    expect(engine.evaluate(input(at(-10000), 140)).outcome).toBe('not_required');
  });
});

describe('Art. 109 (d) dangerous nature', () => {
  it('fires anywhere inside the approach surface, whatever the height', () => {
    const r = engine.evaluate(input(at(-5000), 1, 700, 'dangerous_nature'));
    expect(fired(r)).toEqual(['art109_dangerous_nature']);
  });
  it('not outside it', () => {
    expect(engine.evaluate(input(at(1500, 2500), 1, 700, 'dangerous_nature')).outcome).toBe('not_required');
  });
});

describe('Art. 109 (e) poorly visible objects within 3 000 m', () => {
  it('a mast 2 900 m abeam the runway fires; a building there does not', () => {
    expect(fired(engine.evaluate(input(at(1500, 2900), 1, 700, 'tower_mast_antenna')))).toEqual(['art109_poorly_visible']);
    expect(engine.evaluate(input(at(1500, 2900), 1)).outcome).toBe('not_required');
  });
  it('3 100 m abeam does not', () => {
    expect(engine.evaluate(input(at(1500, 3100), 1, 700, 'power_line_cable')).outcome).toBe('not_required');
  });
  it('distance is from the nearest point of the runway (2 900 m beyond end B, off the approach)', () => {
    expect(fired(engine.evaluate(input(at(3000, 2900), 1, 700, 'crane_temporary')))).toEqual(['art109_poorly_visible']);
  });
});

describe('objects with several vertices are tested along their edges', () => {
  it('a power line crossing the extended centre-line 5 000 m out, with both pylons outside the approach', () => {
    const line = { vertices: [at(-5000, -2000), at(-5000, 2000)], base_altitude_m: 700, height_m: 61, object_type: 'power_line_cable' as const };
    const r = engine.evaluate(line);
    expect(fired(r)).toEqual(['art109_second_section']);
    expect(engine.evaluate({ ...line, vertices: [at(-5000, -2000)] }).outcome).toBe('not_required');
    expect(engine.evaluate({ ...line, vertices: [at(-5000, 2000)] }).outcome).toBe('not_required');
  });
});
