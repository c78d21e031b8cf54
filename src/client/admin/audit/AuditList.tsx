import type { HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../domain/schemas/audit-entry';
import { ListGrid, ListPage } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuditFilters } from './AuditFilters';
import { auditColumns } from './audit-columns';
import { readAuditFilters, toCrudFilters, type AuditFilterValues } from './audit-filters';

const HIDDEN = ['ip', 'request_id'] as const;

/** /auditoria — who changed what and when, newest first, with filters and exports (Desenvolvedor, Administrador). */
export function AuditList() {
  const { t, i18n } = useTranslation(['audit', 'list', 'complaints', 'users', 'plans', 'tacs']);
  useDocumentTitle(t('audit:title'));
  const table = useDataGrid<AuditEntry, HttpError>({
    resource: 'audit',
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const { filters, setFilters, setCurrentPage } = table;
  const values = useMemo(() => readAuditFilters(filters), [filters]);
  const change = (patch: AuditFilterValues) => {
    setFilters(toCrudFilters({ ...values, ...patch }), 'replace');
    setCurrentPage(1);
  };
  const clear = () => {
    setFilters([], 'replace');
    setCurrentPage(1);
  };
  const columns = useMemo(() => auditColumns(t, i18n.language), [t, i18n.language]);

  return (
    <ListPage resource="audit" title={t('audit:title')} description={t('audit:description')}>
      <AuditFilters values={values} onChange={change} onClear={clear} active={filters.length > 0} />
      <ListGrid
        list="audit"
        exportable={{ signedIn: true }}
        label={t('audit:title')}
        table={table}
        columns={columns}
        hiddenColumns={HIDDEN}
        countText={(count) => t('audit:count', { count })}
        emptyText={t('audit:empty')}
        filtersActive={filters.length > 0}
        onClearFilters={clear}
      />
    </ListPage>
  );
}
