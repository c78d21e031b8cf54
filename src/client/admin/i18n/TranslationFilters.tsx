import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/list';
import type { RowFilter, ShowFilter } from './translation-rows';

const SHOW: readonly ShowFilter[] = ['all', 'missing', 'overridden'];

interface TranslationFiltersProps {
  filter: RowFilter;
  namespaces: readonly string[];
  onChange: (change: Partial<RowFilter>) => void;
}

/** Search, namespace and "only missing / only changed" for the translation table. */
export function TranslationFilters({ filter, namespaces, onChange }: TranslationFiltersProps) {
  const { t } = useTranslation('admini18n');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
        <SearchField id="i18n-search" label={t('search')} value={filter.search} onChange={(search) => onChange({ search: search ?? '' })} delayMs={250} />
      </Box>
      <TextField
        id="i18n-namespace"
        select
        label={t('namespace')}
        value={filter.namespace}
        onChange={(e) => onChange({ namespace: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('allNamespaces')}</MenuItem>
        {namespaces.map((ns) => (
          <MenuItem key={ns} value={ns}>
            {ns}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="i18n-show" sx={{ typography: 'body2' }}>
          {t('show.label')}
        </FormLabel>
        <RadioGroup row aria-labelledby="i18n-show" name="i18n-show" value={filter.show} onChange={(_, value) => onChange({ show: value as ShowFilter })}>
          {SHOW.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={t(`show.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
