import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
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
  // The field rebuilds its day, month and year from `value` whenever it gets another object, wiping what is half
  // typed: a re-render from above (the other date of a range applying, a list answering) must hand back the very
  // object the picker gave, which also keeps a year being typed as 0002 from turning into dayjs' 1902.
  const emitted = useRef<{ text: string | null; day: Dayjs | null }>({ text: null, day: null });
  const day = useMemo(() => (value === emitted.current.text ? emitted.current.day : value ? dayjs(value) : null), [value]);
  const min = useMemo(() => (minDate ? dayjs(minDate) : undefined), [minDate]);
  const max = useMemo(() => (maxDate ? dayjs(maxDate) : undefined), [maxDate]);
  const change = (picked: Dayjs | null) => {
    const text = picked === null ? null : picked.isValid() ? picked.format('YYYY-MM-DD') : 'invalid';
    emitted.current = { text, day: picked };
    onChange(text);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={PICKER_TEXTS[locale]}>
      <DatePicker
        label={label}
        value={day}
        onChange={change}
        minDate={min}
        maxDate={max}
        slotProps={{
          textField: { id, size: 'small', fullWidth: true, error: Boolean(error), helperText: error ?? helperText ?? ' ', onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
