import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useList } from '@refinedev/core';
import { useAutocomplete } from '@refinedev/mui';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Aerodrome } from '../../../domain/schemas/aerodrome';
import type { Municipality } from '../../../domain/schemas/municipality';
import type { State } from '../../../domain/schemas/state';
import { useMunicipalitySearch } from '../../components/list';
import { errorText, icaoOf, type ComplaintFormValues } from './complaint-form';

interface PlaceFieldsProps {
  control: Control<ComplaintFormValues>;
  setValue: UseFormSetValue<ComplaintFormValues>;
}

type AerodromeOption = Pick<Aerodrome, 'id' | 'icao' | 'name' | 'state_code'>;

const aerodromeLabel = (a: AerodromeOption) => [a.icao, a.name].filter(Boolean).join(' — ') + (a.state_code ? ` (${a.state_code})` : '');
const changed = { shouldDirty: true, shouldValidate: false } as const;

/**
 * Where the complaint is: one of the 27 states (GET /api/states), one of that state's municipalities
 * and an aerodrome picked by ICAO or name; the picks fill the ids the server checks. A complaint
 * stored before the pickers keeps its free-text names until they are changed.
 */
export function ComplaintPlaceFields({ control, setValue }: PlaceFieldsProps) {
  const { t } = useTranslation(['complaints', 'list']);
  const [stateCode, municipalityId, municipality, aerodromeId, aerodromeName, icao] = useWatch({
    control,
    name: ['state_code', 'municipality_id', 'municipality', 'aerodrome_id', 'aerodrome_name', 'icao'],
  });
  const { result: states } = useList<State>({
    resource: 'states',
    pagination: { currentPage: 1, pageSize: 100 },
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
  });
  const { autocompleteProps: towns } = useMunicipalitySearch(stateCode || undefined, municipalityId ? String(municipalityId) : undefined);
  const { autocompleteProps: aerodromes } = useAutocomplete<AerodromeOption>({
    resource: 'aerodromes',
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 30 },
    onSearch: (text) => (text.trim() ? [{ field: 'q', operator: 'eq', value: text.trim() }] : []),
    defaultValue: aerodromeId ?? undefined,
    defaultValueQueryOptions: { enabled: aerodromeId !== null },
    errorNotification: false,
  });

  // Until its option arrives (or for an old free-text value) the current value is shown from the form's own fields.
  const town: Municipality | null =
    municipalityId !== null
      ? (towns.options.find((m) => m.id === municipalityId) ?? { id: municipalityId, name: municipality, state_code: stateCode })
      : municipality
        ? { id: 0, name: municipality, state_code: stateCode }
        : null;
  const aerodrome: AerodromeOption | null =
    aerodromeId !== null
      ? (aerodromes.options.find((a) => a.id === aerodromeId) ?? { id: aerodromeId, icao, name: aerodromeName, state_code: null })
      : aerodromeName || icao
        ? { id: 0, icao, name: aerodromeName, state_code: null }
        : null;
  const stateOptions = states.data.length > 0 || !stateCode ? states.data : [{ code: stateCode, name: stateCode } as State];
  const pickerTexts = {
    openText: t('list:filters.open'),
    closeText: t('list:filters.close'),
    clearText: t('list:filters.clear_field'),
    loadingText: t('list:filters.loading'),
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="state_code"
          control={control}
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              id="complaint-state_code"
              label={t('complaints:fields.state_code')}
              size="small"
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error?.message, t, 'complaints') ?? ' '}
              onChange={(event) => {
                onChange(event.target.value);
                setValue('municipality_id', null, changed);
                setValue('municipality', '', changed);
              }}
            >
              {stateOptions.map((state) => (
                <MenuItem key={state.code} value={state.code}>
                  {state.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="municipality_id"
          control={control}
          render={({ field: { ref, onChange, onBlur }, fieldState }) => (
            <Autocomplete
              {...towns}
              {...pickerTexts}
              id="complaint-municipality"
              value={town}
              disabled={!stateCode}
              onChange={(_event, option) => {
                onChange(option ? option.id : null);
                setValue('municipality', option?.name ?? '', changed);
              }}
              onBlur={onBlur}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, selected) => option.id === selected.id}
              noOptionsText={t('list:filters.no_municipalities')}
              fullWidth
              size="small"
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={ref}
                  label={t('complaints:fields.municipality')}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error?.message, t, 'complaints') ?? (stateCode ? ' ' : t('list:filters.choose_state_first'))}
                  slotProps={{ formHelperText: { disabled: false } }}
                />
              )}
            />
          )}
        />
      </Stack>
      <Controller
        name="aerodrome_id"
        control={control}
        render={({ field: { ref, onChange, onBlur }, fieldState, formState }) => {
          const message = fieldState.error?.message ?? formState.errors.icao?.message;
          return (
            <Autocomplete
              {...aerodromes}
              {...pickerTexts}
              id="complaint-aerodrome"
              value={aerodrome}
              onChange={(_event, option) => {
                onChange(option ? option.id : null);
                setValue('aerodrome_name', option?.name ?? '', changed);
                setValue('icao', option ? icaoOf(option.icao) : null, changed);
              }}
              onBlur={onBlur}
              getOptionLabel={aerodromeLabel}
              isOptionEqualToValue={(option, selected) => option.id === selected.id}
              noOptionsText={t('complaints:form.no_aerodromes')}
              fullWidth
              size="small"
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={ref}
                  label={t('complaints:fields.aerodrome')}
                  error={Boolean(message)}
                  helperText={errorText(message, t, 'complaints') ?? t('complaints:form.aerodrome_help')}
                />
              )}
            />
          );
        }}
      />
    </>
  );
}
