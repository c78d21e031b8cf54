import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditEntryListSpec, type AuditEntry } from '../../../domain/schemas/audit-entry';
import { ListGrid, ListPage, useStaffGrid } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuditFilters } from './AuditFilters';
import { auditColumns } from './audit-columns';
import { AUDIT_FILTERS } from './audit-filters';

const HIDDEN = ['ip', 'request_id'] as const;

/** /auditoria — who changed what and when, newest first, with filters and exports (Desenvolvedor, Administrador). */
export function AuditList() {
  const { t, i18n } = useTranslation(['audit', 'list', 'complaints', 'users', 'plans', 'tacs']);
  useDocumentTitle(t('audit:title'));
  const { values, change, clear, active, grid } = useStaffGrid<AuditEntry>({ resource: 'audit', spec: auditEntryListSpec, filters: AUDIT_FILTERS });
  const columns = useMemo(() => auditColumns(t, i18n.language), [t, i18n.language]);

  return (
    <ListPage resource="audit" title={t('audit:title')} description={t('audit:description')}>
      <AuditFilters values={values} onChange={change} onClear={clear} active={active} />
      <ListGrid
        {...grid}
        label={t('audit:title')}
        columns={columns}
        hiddenColumns={HIDDEN}
        countText={(count) => t('audit:count', { count })}
        emptyText={t('audit:empty')}
      />
    </ListPage>
  );
}
