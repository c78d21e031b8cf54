import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../../domain/schemas/audit-entry';
import type { UserRecord } from '../../../domain/schemas/user';
import { DatePickerField } from '../../components/DatePickerField';
import { ClearFiltersButton, SearchField } from '../../components/list';
import type { AuditFilterValues } from './audit-filters';

/** The resources that write entries (their names: audit:resources). */
export const AUDITED_RESOURCES = [
  'complaints', 'users', 'plans', 'tacs', 'documentation', 'guide', 'roadmap', 'pages', 'documents', 'legislation', 'faqs', 'settings', 'i18n_overrides',
] as const;

interface FilterSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation('audit');
  return (
    <TextField
      select id={id} label={label} size="small" fullWidth value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value=""><em>{t('filters.all')}</em></MenuItem>
      {options.map((option) => <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>)}
    </TextField>
  );
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (patch: AuditFilterValues) => void;
  onClear: () => void;
  active: boolean;
}

/** /auditoria's filters: user, resource, action, a date range and a search. */
export function AuditFilters({ values, onChange, onClear, active }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const { result: users } = useList<UserRecord>({
    resource: 'users', sorters: [{ field: 'name', order: 'asc' }], pagination: { currentPage: 1, pageSize: 200 }, errorNotification: false,
  });
  // A date still being typed changes nothing; a cleared one lifts its bound.
  const date = (apply: (day: string | undefined) => void) => (value: string | null) => { if (value !== 'invalid') apply(value ?? undefined); };
  return (
    <Box role="search" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2, mb: 2, alignItems: 'start' }}>
      <FilterSelect
        id="filter-user" label={t('filters.user')} value={values.user_id} onChange={(user_id) => onChange({ user_id })}
        options={users.data.map((user) => ({ value: user.id, label: user.name || user.username }))}
      />
      <FilterSelect
        id="filter-resource" label={t('filters.resource')} value={values.resource} onChange={(resource) => onChange({ resource })}
        options={AUDITED_RESOURCES.map((name) => ({ value: name, label: t(`resources.${name}`) }))}
      />
      <FilterSelect
        id="filter-action" label={t('filters.action')} value={values.action} onChange={(action) => onChange({ action })}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
      />
      <DatePickerField id="filter-from" label={t('filters.from')} value={values.from ?? null} maxDate={values.to} onChange={date((from) => onChange({ from }))} />
      <DatePickerField id="filter-to" label={t('filters.to')} value={values.to ?? null} minDate={values.from} onChange={date((to) => onChange({ to }))} />
      <SearchField id="filter-q" label={t('search')} value={values.q} onChange={(q) => onChange({ q })} />
      <Box>
        <ClearFiltersButton onClick={onClear} disabled={!active} />
      </Box>
    </Box>
  );
}
