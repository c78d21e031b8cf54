import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMunicipalitySearch } from './use-municipality-search';

interface MunicipalityAutocompleteProps {
  label: string;
  stateCode: string | undefined;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}

/** Municipalities of the chosen state; a URL with only `municipality_id` still shows its name. */
export function MunicipalityAutocomplete({ label, stateCode, value, onChange }: MunicipalityAutocompleteProps) {
  const { t } = useTranslation('list');
  const { autocompleteProps } = useMunicipalitySearch(stateCode, value);
  const selected = autocompleteProps.options.find((m) => String(m.id) === value) ?? null;

  return (
    <Autocomplete
      {...autocompleteProps}
      id="filter-municipality"
      value={selected}
      disabled={!stateCode}
      onChange={(_event, option) => onChange(option ? String(option.id) : undefined)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      fullWidth
      openText={t('filters.open')}
      closeText={t('filters.close')}
      clearText={t('filters.clear_field')}
      loadingText={t('filters.loading')}
      noOptionsText={t('filters.no_municipalities')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={stateCode ? undefined : t('filters.choose_state_first')}
          // The hint explains why the field is disabled: keep it readable (not greyed out with the field).
          slotProps={{ formHelperText: { disabled: false } }}
        />
      )}
    />
  );
}
