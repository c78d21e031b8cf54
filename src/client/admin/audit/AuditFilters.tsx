import Box from '@mui/material/Box';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../../domain/schemas/audit-entry';
import type { UserRecord } from '../../../domain/schemas/user';
import { ChoiceFilter, ClearFiltersButton, DateFilterField, SearchField } from '../../components/list';
import type { AuditFilterValues } from './audit-filters';

/** The resources that write entries (their names: audit:resources). */
const AUDITED_RESOURCES = [
  'complaints',
  'users',
  'plans',
  'tacs',
  'documentation',
  'guide',
  'roadmap',
  'pages',
  'documents',
  'legislation',
  'faqs',
  'settings',
  'i18n_overrides',
] as const;

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
    resource: 'users',
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 200 },
    errorNotification: false,
  });
  return (
    <Box role="search" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2, mb: 2, alignItems: 'start' }}>
      <ChoiceFilter
        id="filter-user"
        label={t('filters.user')}
        value={values.user_id}
        onChange={(user_id) => onChange({ user_id })}
        options={users.data.map((user) => ({ value: user.id, label: user.name || user.username }))}
      />
      <ChoiceFilter
        id="filter-resource"
        label={t('filters.resource')}
        value={values.resource}
        onChange={(resource) => onChange({ resource })}
        options={AUDITED_RESOURCES.map((name) => ({ value: name, label: t(`resources.${name}`) }))}
      />
      <ChoiceFilter
        id="filter-action"
        label={t('filters.action')}
        value={values.action}
        onChange={(action) => onChange({ action })}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
      />
      <DateFilterField id="filter-from" label={t('filters.from')} value={values.from} maxDate={values.to} onChange={(from) => onChange({ from })} />
      <DateFilterField id="filter-to" label={t('filters.to')} value={values.to} minDate={values.from} onChange={(to) => onChange({ to })} />
      <SearchField id="filter-q" label={t('search')} value={values.q} onChange={(q) => onChange({ q })} />
      <Box>
        <ClearFiltersButton onClick={onClear} disabled={!active} />
      </Box>
    </Box>
  );
}
