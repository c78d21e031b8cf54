import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ClearFiltersButton } from './ClearFiltersButton';
import { MunicipalityAutocomplete } from './MunicipalityAutocomplete';
import { SearchField } from './SearchField';
import { StateSelect } from './StateSelect';
import type { FilterValues } from './use-list-filters';

export const PLACE_SEARCH_FIELDS = ['state_code', 'municipality_id', 'q'] as const;
type PlaceSearchField = (typeof PLACE_SEARCH_FIELDS)[number];

interface PlaceSearchFiltersProps {
  values: FilterValues<PlaceSearchField>;
  onChange: (patch: FilterValues<PlaceSearchField>) => void;
  onClear: () => void;
  active: boolean;
  labels: { region: string; state: string; municipality: string; search: string };
  /** More controls beside the clear button (the "more filters" drawer's button). */
  extra?: ReactNode;
}

/**
 * State → municipality → free text, the filter bar shared by the public lists. Choosing another
 * state drops the municipality. On a phone the fields stack; from `md` up they share one row.
 */
export function PlaceSearchFilters({ values, onChange, onClear, active, labels, extra }: PlaceSearchFiltersProps) {
  return (
    <Box
      role="search"
      aria-label={labels.region}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr 1.3fr 1.6fr auto' },
        mb: 2,
      }}
    >
      <StateSelect label={labels.state} value={values.state_code} onChange={(state_code) => onChange({ state_code, municipality_id: undefined })} />
      <MunicipalityAutocomplete
        label={labels.municipality}
        stateCode={values.state_code}
        value={values.municipality_id}
        onChange={(municipality_id) => onChange({ municipality_id })}
      />
      <SearchField id="filter-q" label={labels.search} value={values.q} onChange={(q) => onChange({ q })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: { md: 1 }, justifySelf: 'start' }}>
        {extra}
        <ClearFiltersButton onClick={onClear} disabled={!active} />
      </Box>
    </Box>
  );
}
