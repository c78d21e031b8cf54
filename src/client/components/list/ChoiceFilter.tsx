import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface ChoiceFilterProps {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** A list filter over fixed values, with "all" as the empty choice. */
export function ChoiceFilter({ id, label, value, options, onChange }: ChoiceFilterProps) {
  const { t } = useTranslation('list');
  return (
    <TextField
      select
      id={id}
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">
        <em>{t('filters.all')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
