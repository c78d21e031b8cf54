import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoreFilterValues } from './use-more-filters';

/** The staff lists' date filter (MUI X picker in the user's language, one request once a date is complete). */
const DateFilterField = lazy(() => import('./DateFilterField').then((m) => ({ default: m.DateFilterField })));

export interface MoreFiltersProps {
  values: MoreFilterValues;
  onChange: (patch: Partial<MoreFilterValues>) => void;
  onClear: () => void;
  /** Active filters of the drawer, shown as a badge on its button. */
  count: number;
  typeLabel: string;
  typeOptions: { value: string; label: string }[];
  /** The legend of the date range ("Data", "Vigência"). */
  rangeLabel: string;
}

/** "Mais filtros": a button (with a count of the active ones) opening a right-side drawer with a type set and a date range. */
export function MoreFilters({ values, onChange, onClear, count, typeLabel, typeOptions, rangeLabel }: MoreFiltersProps) {
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const toggle = (value: string, checked: boolean) => onChange({ types: checked ? [...values.types, value] : values.types.filter((v) => v !== value) });

  return (
    <>
      <Badge badgeContent={count} color="primary" overlap="rectangular">
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          onClick={() => setOpen(true)}
          aria-label={count > 0 ? t('more.button_count', { count }) : t('more.button')}
        >
          {t('more.button')}
        </Button>
      </Badge>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog' } as object }}>
        <Box sx={{ width: { xs: '100vw', sm: 360 }, p: 2.5 }} data-testid="more-filters">
          <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
            <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
              {t('more.title')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t('actions.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {typeLabel}
            </FormLabel>
            <FormGroup>
              {typeOptions.map((option) => (
                <FormControlLabel
                  key={option.value}
                  control={<Checkbox checked={values.types.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />}
                  label={option.label}
                />
              ))}
            </FormGroup>
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
            <FormLabel component="legend" sx={{ mb: 1.5 }}>
              {rangeLabel}
            </FormLabel>
            <Stack spacing={2}>
              {/* The pickers' code (MUI X, dayjs) is downloaded when the drawer first opens, not with the public list. */}
              <Suspense fallback={<LinearProgress aria-label={t('filters.loading')} />}>
                <DateFilterField
                  id={`${titleId}-from`}
                  label={t('more.from')}
                  value={values.from}
                  maxDate={values.to}
                  onChange={(from) => onChange({ from })}
                />
                <DateFilterField id={`${titleId}-to`} label={t('more.to')} value={values.to} minDate={values.from} onChange={(to) => onChange({ to })} />
              </Suspense>
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={onClear} disabled={count === 0}>
              {t('more.clear')}
            </Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              {t('more.done')}
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
