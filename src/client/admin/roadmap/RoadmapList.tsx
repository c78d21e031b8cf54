import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROADMAP_STATUSES, type RoadmapItem, type RoadmapStatus } from '../../../domain/schemas/roadmap';
import { LoadingBar } from '../../components/LoadingBar';
import { useDocumentTitle } from '../../components/use-document-title';
import { ConfirmDialog } from '../admin-pages/ConfirmDialog';
import { RoadmapFormDialog } from './RoadmapFormDialog';
import { RoadmapItemCard } from './RoadmapItemCard';
import { useRoadmap } from './use-roadmap';

const COLOURS: Record<RoadmapStatus, 'default' | 'info' | 'success' | 'warning'> = {
  planned: 'info',
  in_progress: 'warning',
  done: 'success',
  cancelled: 'default',
};

type Dialog = { kind: 'form'; record: RoadmapItem | null } | { kind: 'delete'; record: RoadmapItem } | null;

/** /roadmap — the items grouped by status, filtered with the chips; status changes in place. */
export function RoadmapList() {
  const { t } = useTranslation('roadmap');
  useDocumentTitle(t('title'));
  const roadmap = useRoadmap();
  const { open: notify } = useNotification();
  const [filter, setFilter] = useState<RoadmapStatus | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { items } = roadmap;
  const shown = filter ? [filter] : ROADMAP_STATUSES;
  const failed = (e: { message?: string }) => notify?.({ type: 'error', message: t('errors.server', { message: e.message ?? '' }) });

  const chip = (status: RoadmapStatus | null) => {
    const count = status ? items.filter((i) => i.status === status).length : items.length;
    const active = filter === status;
    return (
      <Chip
        key={status ?? 'all'}
        label={`${status ? t(`status.${status}`) : t('all')} (${count})`}
        clickable
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        onClick={() => setFilter(status)}
      />
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h1" color="primary">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box role="group" aria-label={t('filter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[null, ...ROADMAP_STATUSES].map(chip)}
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'form', record: null })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('actions.create')}
        </Button>
      </Stack>
      {roadmap.error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={roadmap.retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_error')}
        </Alert>
      )}
      {roadmap.loading && (
        <Stack aria-busy="true" aria-label={t('loading')} spacing={1}>
          <LoadingBar />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      )}
      {!roadmap.loading && !roadmap.error && items.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      {!roadmap.loading &&
        items.length > 0 &&
        shown.map((status) => {
          const group = items.filter((i) => i.status === status);
          return (
            <Box component="section" key={status} aria-labelledby={`roadmap-group-${status}`} sx={{ mb: 3 }}>
              <Typography id={`roadmap-group-${status}`} component="h2" variant="h5" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Chip size="small" color={COLOURS[status]} label={group.length} aria-hidden />
                {t(`status.${status}`)}
              </Typography>
              {group.length === 0 ? (
                <Typography color="text.secondary">{t('empty_status')}</Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
                  {group.map((item) => (
                    <RoadmapItemCard
                      key={item.id}
                      item={item}
                      busy={roadmap.busy}
                      onStatus={(next) => void roadmap.update(item.id, { status: next }).catch(failed)}
                      onEdit={() => setDialog({ kind: 'form', record: item })}
                      onDelete={() => setDialog({ kind: 'delete', record: item })}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      {dialog?.kind === 'form' && (
        <RoadmapFormDialog record={dialog.record} onClose={() => setDialog(null)} nextPosition={Math.min(10_000, (items.at(-1)?.position ?? 0) + 10)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('delete_title', { title: dialog.record.title })}
          text={t('delete_text')}
          confirmLabel={t('actions.confirm_delete')}
          cancelLabel={t('actions.cancel')}
          busy={roadmap.busy}
          onConfirm={() => void roadmap.remove(dialog.record.id).then(() => setDialog(null), failed)}
          onClose={() => setDialog(null)}
        />
      )}
    </Container>
  );
}
