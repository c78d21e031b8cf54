import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

export function SliderDemo() {
  const { t } = useTranslation('demos');
  const [radius, setRadius] = useState(20);
  const [range, setRange] = useState<number[]>([100, 300]);
  return (
    <DemoSection title={t('vuetify.slider.title')}>
      <Typography id="demo-slider-radius">{t('vuetify.slider.radius', { km: radius })}</Typography>
      <Slider value={radius} min={0} max={50} onChange={(_, v) => setRadius(v as number)} aria-labelledby="demo-slider-radius" valueLabelDisplay="auto" />
      <Typography id="demo-slider-range">{t('vuetify.slider.range', { from: range[0], to: range[1] })}</Typography>
      <Slider
        value={range}
        min={0}
        max={500}
        step={10}
        onChange={(_, v) => setRange(v as number[])}
        getAriaLabel={(i) => t(i === 0 ? 'vuetify.slider.from' : 'vuetify.slider.to')}
        valueLabelDisplay="auto"
      />
    </DemoSection>
  );
}

export function SelectionControlsDemo() {
  const { t } = useTranslation('demos');
  const [notify, setNotify] = useState(true);
  const [terms, setTerms] = useState(false);
  const [channel, setChannel] = useState('email');
  return (
    <DemoSection title={t('vuetify.selection.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <FormGroup>
          <FormControlLabel control={<Switch checked={notify} onChange={(e) => setNotify(e.target.checked)} />} label={t('vuetify.selection.notify')} />
          <FormControlLabel control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />} label={t('vuetify.selection.terms')} />
        </FormGroup>
        <FormControl>
          <FormLabel id="demo-channel">{t('vuetify.selection.channel')}</FormLabel>
          <RadioGroup aria-labelledby="demo-channel" value={channel} onChange={(e) => setChannel(e.target.value)}>
            {(['email', 'sms', 'none'] as const).map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={t(`vuetify.selection.channels.${option}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <Typography role="status" sx={{ mt: 1 }}>
        {t('vuetify.selection.summary', {
          notify: t(notify ? 'vuetify.yes' : 'vuetify.no'),
          terms: t(terms ? 'vuetify.yes' : 'vuetify.no'),
          channel: t(`vuetify.selection.channels.${channel}`),
        })}
      </Typography>
    </DemoSection>
  );
}

export function TextFieldsDemo() {
  const { t } = useTranslation('demos');
  const [name, setName] = useState('');
  const error = name.length > 0 && name.trim().length < 3;
  return (
    <DemoSection title={t('vuetify.textFields.title')}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField
          label={t('vuetify.textFields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          helperText={error ? t('vuetify.textFields.tooShort') : t('vuetify.textFields.nameHelp')}
          required
        />
        <TextField label={t('vuetify.textFields.email')} type="email" variant="filled" autoComplete="off" />
        <TextField label={t('vuetify.textFields.notes')} multiline minRows={2} variant="outlined" />
      </Stack>
    </DemoSection>
  );
}

const AIRPORTS = [
  'SBGR — Guarulhos',
  'SBSP — Congonhas',
  'SBBR — Brasília',
  'SBGL — Galeão',
  'SBRJ — Santos Dumont',
  'SBCF — Confins',
  'SBPA — Porto Alegre',
  'SBRF — Recife',
];

export function AutocompleteDemo() {
  const { t } = useTranslation('demos');
  const [value, setValue] = useState<string | null>(null);
  return (
    <DemoSection title={t('vuetify.autocomplete.title')}>
      <Autocomplete
        options={AIRPORTS}
        value={value}
        onChange={(_, next) => setValue(next)}
        sx={{ maxWidth: 480 }}
        noOptionsText={t('vuetify.autocomplete.none')}
        renderInput={(params) => <TextField {...params} label={t('vuetify.autocomplete.label')} />}
      />
      <Typography role="status" sx={{ mt: 1 }}>
        {value ? t('vuetify.autocomplete.chosen', { value }) : ''}
      </Typography>
    </DemoSection>
  );
}

const DAYJS_LOCALE: Record<string, string> = { pt: 'pt-br', en: 'en', es: 'es' };

export function DatePickerDemo() {
  const { t, i18n } = useTranslation('demos');
  const [date, setDate] = useState<Dayjs | null>(null);
  return (
    <DemoSection title={t('vuetify.datePicker.title')}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALE[i18n.resolvedLanguage ?? 'pt'] ?? 'pt-br'}>
        <DatePicker label={t('vuetify.datePicker.label')} value={date} onChange={(next) => setDate(next)} />
      </LocalizationProvider>
      <Typography role="status" sx={{ mt: 1 }}>
        {date?.isValid() ? t('vuetify.datePicker.chosen', { date: date.toDate().toLocaleDateString(i18n.language) }) : ''}
      </Typography>
    </DemoSection>
  );
}
