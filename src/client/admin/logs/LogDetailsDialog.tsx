import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../../domain/schemas/log';
import { RecordDetailsDialog } from '../../components/list';

/** The stored context, indented; kept as it is when it is not JSON. */
function prettyContext(context: string | null): string {
  if (!context) return '';
  try {
    return JSON.stringify(JSON.parse(context), null, 2);
  } catch {
    return context;
  }
}

interface LogDetailsDialogProps {
  entry: LogEntry | null;
  onClose: () => void;
}

/** One log entry: when, what and where, and its context JSON (a stack, the request, the browser). */
export function LogDetailsDialog({ entry, onClose }: LogDetailsDialogProps) {
  const { t, i18n } = useTranslation('logs');
  if (!entry) return null;
  const context = prettyContext(entry.context);
  return (
    <RecordDetailsDialog
      open
      onClose={onClose}
      title={t('details.title', { id: entry.id })}
      items={[
        { field: 'created_at', label: t('fields.created_at'), value: new Date(entry.created_at).toLocaleString(i18n.language) },
        { field: 'level', label: t('fields.level'), value: t(`level.${entry.level}`) },
        { field: 'category', label: t('fields.category'), value: t(`category.${entry.category}`, { defaultValue: entry.category }) },
        { field: 'message', label: t('fields.message'), value: entry.message },
        { field: 'source', label: t('fields.source'), value: entry.source },
        { field: 'user_id', label: t('fields.user_id'), value: entry.user_id ?? '' },
      ]}
    >
      <Box component="h3" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
        {t('fields.context')}
      </Box>
      {context ? (
        <Box
          component="pre"
          data-testid="log-context"
          tabIndex={0}
          aria-label={t('fields.context')}
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            color: 'text.primary',
            borderRadius: 1,
            overflow: 'auto',
            maxHeight: 360,
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {context}
        </Box>
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{t('details.no_context')}</Box>
      )}
    </RecordDetailsDialog>
  );
}
