import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';

/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters for our widest table. */
const BATCH_SIZE = 500;

/** Inserts rows in multi-row batches; returns how many were written. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    // Kysely cannot narrow `values` for a generic table name; the rows are already typed by the caller.
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(batch as unknown as Record<string, unknown>[])
      .execute();
  }
  return rows.length;
}

/** A stable 32-bit hash of an integer and a salt, so samples are deterministic without Math.random. */
export function mix(value: number, salt = 0): number {
  let h = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x27d4eb2f, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Lower-case, accent-free, punctuation-free form used to match place names written differently. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const DAY_MS = 86_400_000;

/** ISO date (YYYY-MM-DD) a number of days after another. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO date a number of whole years after another (29 February falls to 1 March). */
export function addYears(iso: string, years: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "12 de março de 2019" */
export function longDatePt(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** "07/03/2022" */
export function shortDatePt(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
