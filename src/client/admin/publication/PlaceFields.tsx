import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Municipality } from '../../../domain/schemas/municipality';
import type { State } from '../../../domain/schemas/state';
import { useMunicipalitySearch } from '../../components/list';

interface PlaceFieldsProps {
  stateCode: string;
  municipalityId: string;
  municipality: string;
  error?: string;
  onChange: (patch: { state_code?: string; municipality_id: string; municipality: string }) => void;
}

/** State, then one of its municipalities (IBGE code and name both go to the record). */
export function PlaceFields({ stateCode, municipalityId, municipality, error, onChange }: PlaceFieldsProps) {
  const { t } = useTranslation(['planmgmt', 'list']);
  const { result } = useList<State>({
    resource: 'states',
    pagination: { currentPage: 1, pageSize: 100 },
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
  });
  const { autocompleteProps } = useMunicipalitySearch(stateCode || undefined, municipalityId || undefined);
  const current: Municipality | null = municipalityId
    ? (autocompleteProps.options.find((m) => String(m.id) === municipalityId) ??
      ({ id: Number(municipalityId), name: municipality, state_code: stateCode } as Municipality))
    : null;
  const states = result.data.length > 0 || !stateCode ? result.data : [{ code: stateCode, name: stateCode } as State];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        id="managed-state_code"
        label={t('planmgmt:fields.state_code')}
        value={stateCode}
        size="small"
        fullWidth
        helperText=" "
        onChange={(event) => onChange({ state_code: event.target.value, municipality_id: '', municipality: '' })}
      >
        {states.map((state) => (
          <MenuItem key={state.code} value={state.code}>
            {state.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        {...autocompleteProps}
        id="managed-municipality"
        value={current}
        disabled={!stateCode}
        onChange={(_event, option) => onChange({ municipality_id: option ? String(option.id) : '', municipality: option?.name ?? '' })}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        fullWidth
        size="small"
        openText={t('list:filters.open')}
        closeText={t('list:filters.close')}
        clearText={t('list:filters.clear_field')}
        loadingText={t('list:filters.loading')}
        noOptionsText={t('list:filters.no_municipalities')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('planmgmt:fields.municipality')}
            error={Boolean(error)}
            helperText={error ?? (stateCode ? ' ' : t('list:filters.choose_state_first'))}
            slotProps={{ formHelperText: { disabled: false } }}
          />
        )}
      />
    </Stack>
  );
}
