import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton, SearchField, StateSelect } from '../../components/list';

export interface ComplaintFilterValues {
  state_code?: string;
  municipality?: string;
  q?: string;
  created_at_gte?: string;
  created_at_lte?: string;
}

interface ComplaintFiltersProps {
  values: ComplaintFilterValues;
  onChange: (patch: ComplaintFilterValues) => void;
  onClear: () => void;
  active: boolean;
}

/** True when both dates are set and the final one is before the initial one. */
export function rangeInverted(values: ComplaintFilterValues): boolean {
  return Boolean(values.created_at_gte && values.created_at_lte && values.created_at_lte < values.created_at_gte);
}

/** State, municipality, aerodrome/CIAD/ICAO (free text) and the created_at range; the final date may not precede the initial one. */
export function ComplaintFilters({ values, onChange, onClear, active }: ComplaintFiltersProps) {
  const { t } = useTranslation('complaints');
  const inverted = rangeInverted(values);
  return (
    <Box role="search" aria-label={t('filters.region')}
      sx={{ display: 'grid', gap: 2, alignItems: 'start', mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr 1fr 1.4fr 0.8fr 0.8fr auto' } }}>
      <StateSelect label={t('fields.state_code')} value={values.state_code} onChange={(state_code) => onChange({ state_code })} />
      <SearchField id="filter-municipality" label={t('fields.municipality')} value={values.municipality} onChange={(municipality) => onChange({ municipality })} />
      <SearchField id="filter-q" label={t('filters.q')} value={values.q} onChange={(q) => onChange({ q })} />
      <TextField id="filter-created-from" type="date" size="small" label={t('filters.created_from')} value={values.created_at_gte ?? ''}
        onChange={(e) => onChange({ created_at_gte: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField id="filter-created-to" type="date" size="small" label={t('filters.created_to')} value={values.created_at_lte ?? ''}
        error={inverted} helperText={inverted ? t('errors.range') : ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.created_at_gte } }}
        onChange={(e) => onChange({ created_at_lte: e.target.value || undefined })} />
      <ClearFiltersButton onClick={onClear} disabled={!active} />
    </Box>
  );
}
