import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LOG_CATEGORIES } from '../../../domain/schemas/log';

interface LogCategorySelectProps {
  value: string | undefined;
  onChange: (category: string | undefined) => void;
}

/** The category filter, with its own clear button; the empty choice means every category. */
export function LogCategorySelect({ value, onChange }: LogCategorySelectProps) {
  const { t } = useTranslation('logs');
  return (
    <TextField
      select
      id="filter-category"
      label={t('filters.category')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true },
        input: {
          endAdornment: value ? (
            <InputAdornment position="end" sx={{ mr: 3 }}>
              <IconButton
                size="small"
                edge="end"
                aria-label={t('filters.clear_category')}
                title={t('filters.clear_category')}
                onMouseDown={(event) => event.stopPropagation()}
                onClick={() => onChange(undefined)}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    >
      <MenuItem value="">
        <em>{t('filters.all_categories')}</em>
      </MenuItem>
      {LOG_CATEGORIES.map((category) => (
        <MenuItem key={category} value={category}>
          {t(`category.${category}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
