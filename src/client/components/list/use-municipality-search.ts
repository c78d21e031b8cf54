import { useAutocomplete } from '@refinedev/mui';
import type { Municipality } from '../../../domain/schemas/municipality';

/**
 * Municipalities of one state, searched on the server by name (`q`) as the user types. `selectedId`
 * is fetched by id so a value whose option is not in the current page still shows its name.
 */
export function useMunicipalitySearch(stateCode: string | undefined, selectedId?: string) {
  return useAutocomplete<Municipality>({
    resource: 'municipalities',
    filters: stateCode ? [{ field: 'state_code', operator: 'eq', value: stateCode }] : [],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 50 },
    onSearch: (text) => (text.trim() ? [{ field: 'q', operator: 'eq', value: text.trim() }] : []),
    defaultValue: selectedId,
    queryOptions: { enabled: Boolean(stateCode) },
    defaultValueQueryOptions: { enabled: Boolean(selectedId) },
    errorNotification: false,
  });
}
