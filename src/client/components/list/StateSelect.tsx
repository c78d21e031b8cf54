import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { State } from '../../../domain/schemas/state';

interface StateSelectProps {
  label: string;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}

/** The 27 federative units (GET /api/states), by name; the empty choice means every state. */
export function StateSelect({ label, value, onChange }: StateSelectProps) {
  const { t } = useTranslation('list');
  const { result, query } = useList<State>({
    resource: 'states',
    pagination: { currentPage: 1, pageSize: 100 },
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
  });
  const states = result.data;
  // Until the list arrives (or if it fails) the chosen code still needs an option to show.
  const options = value && !states.some((s) => s.code === value) ? [...states, { code: value, name: value }] : states;

  return (
    <TextField
      select
      id="filter-state"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      helperText={query.isError ? t('filters.states_error') : undefined}
      error={query.isError}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">
        <em>{t('filters.all_states')}</em>
      </MenuItem>
      {options.map((state) => (
        <MenuItem key={state.code} value={state.code}>
          {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
