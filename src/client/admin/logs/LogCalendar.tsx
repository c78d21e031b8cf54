import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import { useCustom } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocale } from '../../components/list';
import { API_URL } from '../../providers/api-url';
import { tzOffset } from './log-filters';

const PICKER_TEXTS = {
  'pt-br': ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

const MarkedDays = createContext<{ dates: ReadonlySet<string>; label: string }>({ dates: new Set(), label: '' });

/** A calendar day with a dot when the log has entries on it (and the same said to screen readers). */
function LogDay(props: PickersDayProps) {
  const { dates, label } = useContext(MarkedDays);
  const { day, outsideCurrentMonth } = props;
  const marked = !outsideCurrentMonth && dates.has(day.format('YYYY-MM-DD'));
  return (
    <Badge overlap="circular" variant="dot" color="error" invisible={!marked}>
      <PickersDay {...props} data-has-entries={marked ? 'true' : undefined}>
        {day.date()}
        {marked && <span style={visuallyHidden}>{`, ${label}`}</span>}
      </PickersDay>
    </Badge>
  );
}

interface LogCalendarProps {
  /** The chosen day, YYYY-MM-DD. */
  value: string | undefined;
  category: string | undefined;
  onChange: (day: string) => void;
}

/** The month's calendar: days with log entries carry a dot; choosing one filters the table to it. */
export function LogCalendar({ value, category, onChange }: LogCalendarProps) {
  const { t, i18n } = useTranslation('logs');
  const locale = dayjsLocale(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
  const selected = value ? dayjs(value) : null;
  const [month, setMonth] = useState<Dayjs>(() => (selected ?? dayjs()).startOf('month'));
  const { result, query } = useCustom<{ dates: string[] }>({
    url: `${API_URL}/logs/dates`,
    method: 'get',
    config: { query: { month: month.format('YYYY-MM'), tz_offset: tzOffset(month), ...(category ? { category } : {}) } },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const marked = useMemo(() => ({ dates: new Set(result.data?.dates ?? []), label: t('calendar.has_entries') }), [result.data, t]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={PICKER_TEXTS[locale]}>
      <Box
        component="section"
        aria-labelledby="logs-calendar-title"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content', maxWidth: '100%' }}
      >
        <Typography id="logs-calendar-title" component="h2" variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {t('calendar.title')}
        </Typography>
        <MarkedDays.Provider value={marked}>
          <DateCalendar
            value={selected}
            onChange={(day: Dayjs | null) => day && onChange(day.format('YYYY-MM-DD'))}
            onMonthChange={(next: Dayjs) => setMonth(next.startOf('month'))}
            onYearChange={(next: Dayjs) => setMonth(next.startOf('month'))}
            loading={query.isLoading}
            disableFuture
            // dayjs's pt-br minimal names are 2ª, 3ª…: take the initial of the short name (D S T Q Q S S).
            dayOfWeekFormatter={(day: Dayjs) => day.format('ddd').charAt(0).toUpperCase()}
            slots={{ day: LogDay }}
            sx={{ m: 0 }}
          />
        </MarkedDays.Provider>
        {query.isError && (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 2, pb: 1.5 }}>
            {t('calendar.error')}
          </Typography>
        )}
      </Box>
    </LocalizationProvider>
  );
}
