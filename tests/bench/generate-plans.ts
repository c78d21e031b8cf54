import { PLAN_TYPES } from '../../src/domain/constants';

const STATES = ['SP', 'RJ', 'MG', 'RS', 'PR', 'BA', 'PE', 'AM', 'PA', 'GO'];

/** Deterministic plan rows for the benchmark (no randomness: every run measures the same data). */
export function generatePlans(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const year = 2000 + (i % 25);
    const day = `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    return {
      aerodrome_id: null,
      aerodrome_name: `Aeródromo ${i}`,
      icao: `S${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 5) % 26))}${String.fromCharCode(65 + ((i >> 10) % 26))}`,
      type: PLAN_TYPES[i % PLAN_TYPES.length]!,
      signature_date: day,
      date: day,
      ordinance: `Portaria ${i}/${year}`,
      state_code: STATES[i % STATES.length]!,
      municipality_id: 1_000_000 + (i % 500),
      municipality: `Município ${i % 500}`,
      impacted_municipalities: `Município ${i % 500}`,
      protection_zones: 'Superfície cônica',
      sample: 1,
    };
  });
}
