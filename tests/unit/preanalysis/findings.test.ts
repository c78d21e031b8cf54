import { describe, expect, it } from 'vitest';
import { createEngine, explainResult, findingLine, type FiredCriterion, type PreanalysisResult } from '../../../src/domain/preanalysis';
import { at, input, runwayData } from './fixtures';

const base = { facility_id: 45883, facility_icao: 'SBSP', heliport: false, envelope: false, vertex_index: 0, object_top_m: 833 } as const;
const fired = (c: Partial<FiredCriterion> & Pick<FiredCriterion, 'criterion' | 'surface' | 'runway_end'>): FiredCriterion => ({
  runway_id: c.runway_end === '35R' ? 2 : 1,
  allowed_altitude_m: null,
  excess_m: null,
  ...base,
  ...c,
});

/** What the engine answers for -23.6378, -46.6488, base 801 m, height 32 m (a building next to Congonhas). */
const CONGONHAS: Pick<PreanalysisResult, 'criteria' | 'facilities'> = {
  criteria: [
    fired({ criterion: 'art109_first_section', surface: 'approach', runway_end: '35L' }),
    fired({ criterion: 'ols_penetration', surface: 'approach', runway_end: '35L', allowed_altitude_m: 810.47, excess_m: 22.53 }),
    fired({ criterion: 'ols_penetration', surface: 'takeoff_climb', runway_end: '35L', allowed_altitude_m: 810.47, excess_m: 22.53 }),
    fired({ criterion: 'art109_first_section', surface: 'approach', runway_end: '35R' }),
    fired({ criterion: 'ols_penetration', surface: 'approach', runway_end: '35R', allowed_altitude_m: 813.37, excess_m: 19.63 }),
  ],
  facilities: [
    { id: 47150, icao: 'SDTU', name: 'Itausa Helipad', kind: 'heliport', distance_m: 720, plan_types: [], envelope: true },
    { id: 45883, icao: 'SBSP', name: 'Congonhas', kind: 'large_airport', distance_m: 1270, plan_types: ['PEZPA'], envelope: false },
  ],
};

describe('explainResult: one finding per facility, runway end and surface', () => {
  const findings = explainResult(CONGONHAS);

  it('Congonhas: each approach surface once, with both reasons and the OLS numbers; never an excess of 0 m', () => {
    expect(findings.map((f) => [f.runway_end, f.surface])).toEqual([
      ['35L', 'approach'],
      ['35L', 'takeoff_climb'],
      ['35R', 'approach'],
    ]);
    expect(findings[0]).toEqual({
      facility: 'Congonhas (SBSP)',
      runway_end: '35L',
      surface: 'approach',
      reasons: ['ols_penetration', 'art109_first_section'],
      allowed_altitude_m: 810.47,
      object_top_m: 833,
      excess_m: 22.53,
      envelope: false,
      vertex_index: 0,
    });
    expect(findings[2]).toMatchObject({ runway_end: '35R', reasons: ['ols_penetration', 'art109_first_section'], allowed_altitude_m: 813.37, excess_m: 19.63 });
    expect(findings.every((f) => f.excess_m !== 0)).toBe(true);
  });

  it('reads the same line in each language, naming the runway end as a threshold', () => {
    expect(findingLine(findings[0]!, 'pt')).toBe(
      'Congonhas (SBSP), cabeceira 35L, superfície de aproximação: altitude permitida 810,47 m; topo do objeto 833 m; excesso 22,53 m. ' +
        'Motivos: o topo ultrapassa a superfície; Art. 109: objeto na primeira seção da aproximação.',
    );
    expect(findingLine(findings[0]!, 'en')).toBe(
      'Congonhas (SBSP), threshold 35L, approach surface: allowed altitude 810.47 m; object top 833 m; excess 22.53 m. ' +
        'Reasons: the top penetrates the surface; Art. 109: object in the first section of the approach.',
    );
    expect(findingLine(findings[1]!, 'es')).toBe(
      'Congonhas (SBSP), umbral 35L, superficie de ascenso en el despegue: altitud permitida 810,47 m; cima del objeto 833 m; exceso 22,53 m. ' +
        'Motivo: la cima sobrepasa la superficie.',
    );
  });

  it('a position-only criterion has no allowed altitude and says so instead of an excess', () => {
    const [only] = explainResult({ ...CONGONHAS, criteria: [CONGONHAS.criteria[0]!] });
    expect(only).toMatchObject({ reasons: ['art109_first_section'], allowed_altitude_m: null, excess_m: null });
    const line = findingLine(only!, 'pt');
    expect(line).toContain('sem altitude permitida');
    expect(line).not.toMatch(/excesso|permitida \d/);
  });

  it('on an engine result: first-section penetration of a real runway model is one finding with both reasons', () => {
    const engine = createEngine(runwayData('ifr_precision'));
    const result = engine.evaluate(input(at(-1000), 40));
    expect(new Set(result.criteria.map((c) => c.criterion))).toEqual(new Set(['art109_first_section', 'ols_penetration']));
    const approach = explainResult(result).filter((f) => f.surface === 'approach');
    expect(approach).toHaveLength(1);
    expect(approach[0]!.reasons).toEqual(['ols_penetration', 'art109_first_section']);
    expect(approach[0]!.excess_m).toBeGreaterThan(0);
  });
});
