import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayjsLocale } from './list/format-date';

const PICKER_TEXTS = {
  'pt-br': ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

interface DatePickerFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or null when empty. */
  value: string | null;
  /** YYYY-MM-DD, null when cleared, 'invalid' while the typed date is incomplete or does not exist (the form's schema refuses it). */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** YYYY-MM-DD bounds of the calendar; the form's schema is what refuses a date outside them. */
  minDate?: string;
  maxDate?: string;
  error?: string;
  helperText?: string;
}

/** A calendar date typed or picked in the user's language (MUI X DatePicker), held as YYYY-MM-DD. */
export function DatePickerField({ id, label, value, onChange, onBlur, minDate, maxDate, error, helperText }: DatePickerFieldProps) {
  const { i18n } = useTranslation();
  const locale = dayjsLocale(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={PICKER_TEXTS[locale]}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        onChange={(day: Dayjs | null) => onChange(day === null ? null : day.isValid() ? day.format('YYYY-MM-DD') : 'invalid')}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        slotProps={{
          textField: { id, size: 'small', fullWidth: true, error: Boolean(error), helperText: error ?? helperText ?? ' ', onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
