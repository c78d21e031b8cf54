import type { BaseRecord, CrudFilter, CrudSort, GetListResponse, Pagination } from '@refinedev/core';

/** What identifies a list request: the same resource, page, sort and filters ask the API the same question. */
export interface ListQuestion {
  resource: string;
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}

interface EarlyAnswer {
  key: string;
  resource: string;
  /** The address's query string the question was read from. */
  search: string;
  startedAt: number;
  response: Promise<GetListResponse>;
  /** The answer, once it has arrived. */
  arrived?: GetListResponse;
}

/** An early answer older than this is not used: the screen asks again. */
const FRESH_MS = 10_000;

let early: EarlyAnswer | null = null;

function keyOf({ resource, pagination, sorters, filters }: ListQuestion): string {
  return JSON.stringify([
    resource,
    pagination?.currentPage ?? 1,
    pagination?.pageSize ?? 10,
    (sorters ?? []).map((s) => [s.field, s.order]),
    (filters ?? []).filter((f) => 'field' in f && f.value !== undefined && f.value !== '' && !(Array.isArray(f.value) && f.value.length === 0)),
  ]);
}

/**
 * Keeps the answer to a list request started before its screen rendered (a reload of a staff list: see
 * early-list-start.ts), so the screen's first identical request takes it instead of asking again.
 */
export function keepEarlyList(question: ListQuestion, response: Promise<GetListResponse>, search = ''): void {
  const kept: EarlyAnswer = { key: keyOf(question), resource: question.resource, search, startedAt: performance.now(), response };
  response.then(
    (answer) => (kept.arrived = answer),
    () => undefined,
  ); // a failure is the screen's to show, when it takes the answer
  early = kept;
}

/**
 * The early answer for `resource`, once, if it has already arrived, is fresh, and was asked for from the address the
 * page still has (so it answers the question the list's first query asks): the list's first render then shows its
 * rows, instead of a loading overlay and one more render once its query has run.
 */
export function takeArrivedEarlyList<TData extends BaseRecord>(resource: string, search: string): GetListResponse<TData> | undefined {
  const kept = early;
  if (!kept?.arrived || kept.resource !== resource || kept.search !== search || performance.now() - kept.startedAt > FRESH_MS) return undefined;
  early = null;
  return kept.arrived as GetListResponse<TData>;
}

/**
 * The early answer to exactly this question, once and while fresh; otherwise undefined (the caller asks the API).
 * Other lists the screen asks for first (a filter's options) leave it in place.
 */
export function takeEarlyList<TData extends BaseRecord>(question: ListQuestion): Promise<GetListResponse<TData>> | undefined {
  const kept = early;
  if (!kept) return undefined;
  if (performance.now() - kept.startedAt > FRESH_MS) early = null;
  else if (kept.key === keyOf(question)) {
    early = null;
    return kept.response as Promise<GetListResponse<TData>>;
  }
  return undefined;
}
