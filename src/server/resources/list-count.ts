import { sql, type Expression, type SqlBool } from 'kysely';
import type { DynamicDb, DynamicEb } from '../db/dynamic';

export interface ListTotal {
  /** X-Total-Count: the number of matching rows, or the bound when there are more. */
  total: number;
  /** false: there are more than `total` rows (X-Total-Count-Exact: false). */
  exact: boolean;
}

interface Page {
  start: number;
  size: number;
  /** Rows the page query returned when asked for `size` + 1: one more than the page proves more rows follow. */
  rows: number;
}

/**
 * The total of a list answer, counting no more rows than it must (docs/performance.md, "Varied searches"):
 * - a page without the row after it ends the list, so its rows give the total without a count;
 * - otherwise at most `bound` + 1 matching rows are counted (`select count(*) from (select 1 … limit bound + 1)`),
 *   so a broad filter over a million rows costs what 10,001 rows cost; past the bound the total is the bound and
 *   not exact. `bound` 0 counts every row.
 */
export async function listTotal(
  db: DynamicDb,
  table: string,
  where: (eb: DynamicEb) => Expression<SqlBool>,
  page: Page,
  bound: number,
  /** The filter set's total from an earlier page (the list cache). */
  known?: { total: number; exact?: boolean },
  /** The matching rows counted up to `bound` + 1 already (the in-memory public list, resources/public-index). */
  countedUpTo?: number,
): Promise<ListTotal> {
  if (page.rows <= page.size && (page.rows > 0 || page.start === 0)) return { total: page.start + page.rows, exact: true };
  if (known) return known.exact === false ? beyond(known.total, page) : { total: known.total, exact: true };
  if (countedUpTo !== undefined) return bound === 0 || countedUpTo <= bound ? { total: countedUpTo, exact: true } : beyond(bound, page);
  const matching = db.selectFrom(table).where(where);
  const counted =
    bound > 0
      ? db
          .selectFrom(
            matching
              .select(sql<number>`1`.as('one'))
              .limit(bound + 1)
              .as('bounded'),
          )
          .select((eb) => eb.fn.countAll<number>().as('total'))
      : matching.select((eb) => eb.fn.countAll<number>().as('total'));
  const total = Number((await counted.executeTakeFirstOrThrow()).total);
  return bound === 0 || total <= bound ? { total, exact: true } : beyond(bound, page);
}

/** More than `bound` rows match; a full page with a row after it proves more than its end too (a page past the bound). */
function beyond(bound: number, page: Page): ListTotal {
  return { total: Math.max(bound, page.rows > page.size ? page.start + page.size : 0), exact: false };
}
