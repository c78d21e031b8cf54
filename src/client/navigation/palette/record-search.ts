import { useList, type CrudFilter } from '@refinedev/core';
import { useEffect, useState } from 'react';
import type { AppAbility } from '../../../domain/access';
import type { Complaint } from '../../../domain/schemas/complaint';
import { canOpen } from '../guard/can-open';
import type { ManagedRecord } from '../../../domain/schemas/publication';
import { complaintsScreen, planManagementScreen, tacManagementScreen } from '../screens';

/** What the typed text asks for: a complaint by number or NUP, or plans and TACs by an aerodrome's ICAO code. */
export type RecordQuery = { kind: 'number'; value: number } | { kind: 'nup'; value: string } | { kind: 'icao'; value: string } | null;

export type FoundRecord =
  | { resource: 'complaints'; id: number; label: string; detail?: string; record: Complaint }
  | { resource: 'plans' | 'tacs'; id: number; label: string; detail?: string; record: ManagedRecord };

/** 17 digits typed without punctuation are a NUP (NNNNN.NNNNNN/AAAA-DD); anything shorter of digits only is a number. */
export function parseRecordQuery(text: string): RecordQuery {
  const value = text.trim();
  if (/^\d{1,9}$/.test(value)) return { kind: 'number', value: Number(value) };
  if (/^\d{17}$/.test(value)) return { kind: 'nup', value: `${value.slice(0, 5)}.${value.slice(5, 11)}/${value.slice(11, 15)}-${value.slice(15)}` };
  if (/^\d[\d./-]{4,19}$/.test(value)) return { kind: 'nup', value };
  if (/^[A-Za-z]{4}$/.test(value)) return { kind: 'icao', value: value.toUpperCase() };
  return null;
}

/** The value after it stopped changing for `ms` (one API query per pause in typing, not per key). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const PAGE = { currentPage: 1, pageSize: 5 } as const;
const quiet = { errorNotification: false, successNotification: false } as const;

/**
 * Records matching what was typed in the palette, through the list endpoints' filters, for the screens the ability
 * opens (a role without Complaint access never queries complaints).
 */
export function useRecordSearch(search: string, ability: AppAbility): FoundRecord[] {
  const query = parseRecordQuery(useDebounced(search, 250));
  const complaintFilters: CrudFilter[] =
    query?.kind === 'number'
      ? [{ field: 'number', operator: 'eq', value: query.value }]
      : query?.kind === 'nup'
        ? [{ field: 'nup', operator: 'contains', value: query.value }]
        : [];
  const icaoFilters: CrudFilter[] = query?.kind === 'icao' ? [{ field: 'icao', operator: 'eq', value: query.value }] : [];
  const complaints = useList<Complaint>({
    resource: 'complaints',
    filters: complaintFilters,
    pagination: PAGE,
    ...quiet,
    queryOptions: { enabled: complaintFilters.length > 0 && canOpen(ability, complaintsScreen) },
  });
  const plans = useList<ManagedRecord>({
    resource: 'plans',
    filters: icaoFilters,
    pagination: PAGE,
    ...quiet,
    queryOptions: { enabled: icaoFilters.length > 0 && canOpen(ability, planManagementScreen) },
  });
  const tacs = useList<ManagedRecord>({
    resource: 'tacs',
    filters: icaoFilters,
    pagination: PAGE,
    ...quiet,
    queryOptions: { enabled: icaoFilters.length > 0 && canOpen(ability, tacManagementScreen) },
  });
  if (!query) return [];
  const found: FoundRecord[] = [];
  if (complaintFilters.length > 0 && canOpen(ability, complaintsScreen)) {
    for (const record of complaints.result.data ?? [])
      found.push({ resource: 'complaints', id: record.id, label: String(record.number), detail: record.nup, record });
  }
  if (icaoFilters.length > 0) {
    const managed = [
      ['plans', plans, planManagementScreen],
      ['tacs', tacs, tacManagementScreen],
    ] as const;
    for (const [resource, list, screen] of managed) {
      if (!canOpen(ability, screen)) continue;
      for (const record of list.result.data ?? [])
        found.push({ resource, id: record.id, label: `${record.icao ?? ''} ${record.aerodrome_name}`.trim(), detail: record.municipality, record });
    }
  }
  return found;
}
