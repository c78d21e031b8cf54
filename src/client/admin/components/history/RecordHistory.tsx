import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCan, useList } from '@refinedev/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAuditChanges, type AuditEntry } from '../../../../domain/schemas/audit-entry';
import { NAMESPACES } from '../../../i18n';
import { historyField, historyInstant, historyValue } from './history-values';

const PAGE = 10;

interface RecordHistoryProps {
  /** The record's API resource (complaints, plans, users…): its field names come from `<resource>:fields`. */
  resource: string;
  recordId: string | number;
}

/**
 * The History panel of a record's show and edit screens: who changed what and when (GET /api/audit of the record,
 * newest first), in the user's language. Shown only to whom the ability file lets read those entries.
 */
export function RecordHistory({ resource, recordId }: RecordHistoryProps) {
  // 'show', not 'list': /auditoria (list) asks for export, which Interno lacks; the ability limits its rows.
  const { data: access } = useCan({ resource: 'audit', action: 'show' });
  if (!access?.can) return null;
  return <HistoryEntries resource={resource} recordId={recordId} />;
}

function HistoryEntries({ resource, recordId }: RecordHistoryProps) {
  // The record's own namespace names its fields; documentation and guide have none (the trail's names serve).
  const { t, i18n } = useTranslation(NAMESPACES.includes(resource) ? ['audit', resource] : ['audit']);
  const headingId = useId();
  const [pageSize, setPageSize] = useState(PAGE);
  const { result, query } = useList<AuditEntry>({
    resource: 'audit',
    filters: [
      { field: 'resource', operator: 'eq', value: resource },
      { field: 'record_id', operator: 'eq', value: String(recordId) },
    ],
    sorters: [{ field: 'id', order: 'desc' }],
    pagination: { currentPage: 1, pageSize },
    errorNotification: false,
  });
  const language = i18n.language;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="record-history" sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('audit:history.title')}
      </Typography>
      {query.isLoading && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{t('audit:history.loading')}</Typography>
        </Box>
      )}
      {query.isError && <Alert severity="error">{t('audit:history.error')}</Alert>}
      {!query.isLoading && !query.isError && result.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('audit:history.empty')}
        </Typography>
      )}
      {result.data.map((entry) => {
        const changes = Object.entries(parseAuditChanges(entry.changes));
        return (
          <Box key={entry.id} component="article" data-testid="history-entry" sx={{ mb: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t('audit:history.entry', {
                action: t(`audit:actions.${entry.action}`, { defaultValue: entry.action }),
                user: entry.user_name || entry.user_id,
                date: historyInstant(entry.created_at, language),
              })}
            </Typography>
            {changes.length > 0 && (
              <Table size="small" aria-label={t('audit:fields.changes')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('audit:history.field')}</TableCell>
                    <TableCell>{t('audit:history.before')}</TableCell>
                    <TableCell>{t('audit:history.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {changes.map(([field, change]) => (
                    <TableRow key={field}>
                      <TableCell component="th" scope="row">
                        {historyField(field, resource, t)}
                      </TableCell>
                      <TableCell>{historyValue(change.before, resource, field, t, language)}</TableCell>
                      <TableCell>{historyValue(change.after, resource, field, t, language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        );
      })}
      {(result.total ?? 0) > result.data.length && (
        <Button size="small" onClick={() => setPageSize((size) => size + PAGE)}>
          {t('audit:history.more')}
        </Button>
      )}
    </Box>
  );
}
