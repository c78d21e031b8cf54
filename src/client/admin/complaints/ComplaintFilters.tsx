import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { REGIONALS } from '../../../domain/constants';
import { PROCESS_TYPES } from '../../../domain/schemas/complaint';
import {
  ChoiceFilter,
  ClearFiltersButton,
  DateFilterField,
  SearchField,
  StateSelect,
  type StaffFilter,
  type StaffFilterValues as FilterValues,
} from '../../components/list';

/** Each filter of the bar and the CrudFilter it stands for (simple-rest writes `state_code=SP`, `municipality_like=…`). */
export const COMPLAINT_FILTERS: readonly StaffFilter[] = [
  { key: 'regional' },
  { key: 'process_type' },
  { key: 'state_code' },
  { key: 'municipality', operator: 'contains' },
  { key: 'q' },
  { key: 'created_at_gte', field: 'created_at', operator: 'gte' },
  { key: 'created_at_lte', field: 'created_at', operator: 'lte' },
];

interface ComplaintFiltersProps {
  values: FilterValues;
  onChange: (patch: FilterValues) => void;
  onClear: () => void;
  active: boolean;
}

/** True when both dates are set and the final one is before the initial one. */
export function rangeInverted(values: FilterValues): boolean {
  return Boolean(values.created_at_gte && values.created_at_lte && values.created_at_lte < values.created_at_gte);
}

/** Regional, process type, state, municipality, aerodrome/CIAD/ICAO (free text) and the created_at range; the final date may not precede the initial one. */
export function ComplaintFilters({ values, onChange, onClear, active }: ComplaintFiltersProps) {
  const { t } = useTranslation('complaints');
  const inverted = rangeInverted(values);
  return (
    <Box
      role="search"
      aria-label={t('filters.region')}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <ChoiceFilter
        id="filter-regional"
        label={t('fields.regional')}
        value={values.regional}
        onChange={(regional) => onChange({ regional })}
        options={REGIONALS.map((r) => ({ value: r, label: r }))}
      />
      <ChoiceFilter
        id="filter-process-type"
        label={t('fields.process_type')}
        value={values.process_type}
        onChange={(process_type) => onChange({ process_type })}
        options={PROCESS_TYPES.map((p) => ({ value: p, label: t(`process_types.${p}`) }))}
      />
      <StateSelect label={t('fields.state_code')} value={values.state_code} onChange={(state_code) => onChange({ state_code })} />
      <SearchField
        id="filter-municipality"
        label={t('fields.municipality')}
        value={values.municipality}
        onChange={(municipality) => onChange({ municipality })}
      />
      <SearchField id="filter-q" label={t('filters.q')} value={values.q} onChange={(q) => onChange({ q })} />
      <DateFilterField
        id="filter-created-from"
        label={t('filters.created_from')}
        value={values.created_at_gte}
        onChange={(created_at_gte) => onChange({ created_at_gte })}
      />
      <DateFilterField
        id="filter-created-to"
        label={t('filters.created_to')}
        value={values.created_at_lte}
        minDate={values.created_at_gte}
        error={inverted ? t('errors.range') : undefined}
        onChange={(created_at_lte) => onChange({ created_at_lte })}
      />
      <ClearFiltersButton onClick={onClear} disabled={!active} />
    </Box>
  );
}
