import { PLAN_TYPES } from '../../src/domain/constants';

export const BENCH_STATES = ['SP', 'RJ', 'MG', 'RS', 'PR', 'BA', 'PE', 'AM', 'PA', 'GO'] as const;
/** The 500 municipality ids the rows are spread over (50 per state). */
export const BENCH_MUNICIPALITIES = Array.from({ length: 500 }, (_, i) => 1_000_000 + i);

/** A fixed mixing of the row number, so each attribute varies independently of the others (no randomness). */
function mix(i: number, salt: number): number {
  let h = Math.imul(i ^ salt, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca77);
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * Deterministic plan rows for the benchmark: every run measures the same data. Type, município and date vary
 * independently (a município lies in one state), so combined filters select what they would in real data.
 */
export function generatePlans(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const year = 2000 + (mix(i, 1) % 25);
    const day = `${year}-${String((mix(i, 2) % 12) + 1).padStart(2, '0')}-${String((mix(i, 3) % 28) + 1).padStart(2, '0')}`;
    const town = mix(i, 4) % BENCH_MUNICIPALITIES.length;
    return {
      aerodrome_id: null,
      aerodrome_name: `Aeródromo ${i}`,
      icao: `S${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 5) % 26))}${String.fromCharCode(65 + ((i >> 10) % 26))}`,
      type: PLAN_TYPES[mix(i, 5) % PLAN_TYPES.length]!,
      signature_date: day,
      date: day,
      ordinance: `Portaria ${i}/${year}`,
      state_code: BENCH_STATES[town % BENCH_STATES.length]!,
      municipality_id: BENCH_MUNICIPALITIES[town]!,
      municipality: `Município ${town}`,
      impacted_municipalities: `Município ${town}`,
      protection_zones: 'Superfície cônica',
      sample: 1,
    };
  });
}
