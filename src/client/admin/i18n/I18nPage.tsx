import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridLocaleText } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { TranslationDialog } from './TranslationDialog';
import { TranslationFilters } from './TranslationFilters';
import { translationColumns } from './translation-columns';
import { filterRows, type RowFilter, type TranslationRow } from './translation-rows';
import { useTranslations } from './use-translations';

const NO_ROWS: TranslationRow[] = [];

/** /i18n — every text of the portal in pt, en and es; missing ones stand out; an override applies to everyone at once. */
export function I18nPage() {
  const { t, i18n } = useTranslation('admini18n');
  useDocumentTitle(t('title'));
  const { state, reload, applySaved } = useTranslations();
  const [filter, setFilter] = useState<RowFilter>({ search: '', namespace: '', show: 'all' });
  const [editing, setEditing] = useState<TranslationRow | null>(null);
  const rows = state.status === 'ready' ? state.rows : NO_ROWS;
  const namespaces = useMemo(() => [...new Set(rows.map((r) => r.namespace))], [rows]);
  const visible = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const columns = useMemo(() => translationColumns(t, setEditing), [t]);
  const localeText = useMemo(() => ({ ...gridLocaleText(i18n.language), noRowsLabel: t('empty'), noResultsOverlayLabel: t('empty') }), [i18n.language, t]);
  const counts = {
    total: rows.length,
    missing: rows.filter((r) => r.missing.length > 0).length,
    overridden: rows.filter((r) => r.overridden.length > 0).length,
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2, md: 3 } }}>
      <Typography component="h1" variant="h1" color="primary" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('description')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <TranslationFilters filter={filter} namespaces={namespaces} onChange={(change) => setFilter((current) => ({ ...current, ...change }))} />
        {state.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={reload}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : (
          <>
            <Typography role="status" variant="body2" sx={{ mb: 1 }}>
              {state.status === 'ready' ? t('counts', counts) : t('loading')}
            </Typography>
            <DataGrid
              aria-label={t('title')}
              rows={visible}
              columns={columns}
              loading={state.status === 'loading'}
              getRowHeight={() => 'auto'}
              density="compact"
              disableRowSelectionOnClick
              onRowDoubleClick={({ row }) => setEditing(row)}
              initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
              pageSizeOptions={[25, 50, 100]}
              localeText={localeText}
              sx={{ minHeight: 320, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
            />
          </>
        )}
      </Paper>
      {editing && <TranslationDialog row={editing} onClose={() => setEditing(null)} onSaved={applySaved} />}
    </Container>
  );
}
