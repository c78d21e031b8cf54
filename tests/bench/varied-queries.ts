import { PLAN_TYPES } from '../../src/domain/constants';
import { planListSpec } from '../../src/domain/schemas/plan';
import { BENCH_STATES, BENCH_MUNICIPALITIES } from './generate-plans';

/** A small seeded generator (mulberry32): every run sends the same sequence of queries. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGE = 25;
/** Columns a visitor can sort the public plan list by (the list spec's, less the internal ones). */
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const SORTS = planListSpec.sortable.filter((field) => !['id', 'status', 'published_at', 'withdrawn_at'].includes(field));

/**
 * One search as a visitor of /planos makes it, with the generated rows' values: a state (half the searches) or
 * a município (a quarter), a type, a date range, a word of the aerodrome, município or ICAO, a sort column and
 * a page. Filters are independent, so the mix holds narrow and broad searches, and some with no rows.
 */
export function variedQuery(random: () => number): string {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const params = new URLSearchParams();
  const where = random();
  if (where < 0.5) params.set('state_code', pick(BENCH_STATES));
  else if (where < 0.75) params.set('municipality_id', String(pick(BENCH_MUNICIPALITIES)));
  if (random() < 0.4) params.set('type', pick(PLAN_TYPES));
  if (random() < 0.3) {
    const from = 2000 + Math.floor(random() * 25);
    const to = Math.min(2024, from + Math.floor(random() * 6));
    params.set('date_gte', `${from}-01-01`);
    params.set('date_lte', `${to}-12-31`);
  }
  const text = random();
  // A word as typed: an ICAO code (a few dozen rows), an aerodrome's number, or a município's name.
  if (text < 0.1) params.set('q', `S${pick(LETTERS)}${pick(LETTERS)}${pick(LETTERS)}`);
  else if (text < 0.2) params.set('q', `Aeródromo ${Math.floor(random() * 1_000_000)}`);
  else if (text < 0.3) params.set('q', `Município ${Math.floor(random() * 500)}`);
  params.set('_sort', random() < 0.5 ? 'aerodrome_name' : pick(SORTS));
  params.set('_order', random() < 0.7 ? 'asc' : 'desc');
  // Most visitors stay on the first pages; some go deep.
  const page = random() < 0.8 ? Math.floor(random() * 4) : Math.floor(random() * 200);
  params.set('_start', String(page * PAGE));
  params.set('_end', String(page * PAGE + PAGE));
  return `?${params}`;
}
