import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TranslateIcon from '@mui/icons-material/Translate';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminPage, AdminPageKind } from '../../../domain/schemas/admin-page';
import { LoadingBar } from '../../components/LoadingBar';
import { useDocumentTitle } from '../../components/use-document-title';
import { ConfirmDialog } from './ConfirmDialog';
import { MarkdownView } from './MarkdownView';
import { SectionEditor, type SectionDraft } from './SectionEditor';
import { SectionList } from './SectionList';
import { renumber, slugOf, useAdminPages } from './use-admin-pages';
import { RecordHistory } from '../components/history/RecordHistory';

type Mode = { type: 'create' } | { type: 'edit' | 'translate'; section: AdminPage } | null;

/** /documentation and /guide — Markdown sections per language: read, edit with preview, create, delete, reorder. */
export function AdminPagesScreen({ kind }: { kind: AdminPageKind }) {
  const { t, i18n } = useTranslation('adminpages');
  useDocumentTitle(t(`${kind}.title`));
  const pages = useAdminPages(kind);
  const { open: notify } = useNotification();
  // The open section is in the address (?section=<id>), so a reload or a shared link shows the same one.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('section')) || undefined;
  const setSelectedId = (id: number | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('section', String(id));
        else next.delete('section');
        return next;
      },
      { replace: true },
    );
  const [mode, setMode] = useState<Mode>(null);
  const [deleting, setDeleting] = useState<AdminPage | null>(null);
  const { sections, fallback, locale } = pages;
  const selected = sections.find((s) => s.id === selectedId) ?? sections[0];
  const language = t(`languages.${locale}`);

  const saved = (section: AdminPage) => {
    setSelectedId(section.id);
    setMode(null);
  };
  // A new section (or a new language's version of one) in the language shown, after the last one.
  const complete = (draft: SectionDraft) => {
    const base = mode?.type === 'translate' ? mode.section : null;
    const last = sections.at(-1)?.position ?? 0;
    return { locale, slug: base?.slug ?? slugOf(draft.title), position: base ? base.position : fallback ? 10 : last + 10 };
  };
  const failed = (e: { message?: string }) => notify?.({ type: 'error', message: t('errors.server', { message: e.message ?? '' }) });
  const move = async (index: number, step: -1 | 1) => {
    const order = [...sections];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + step, 0, moved);
    for (const change of renumber(order)) await pages.update(change.id, { position: change.position });
  };
  const remove = async (section: AdminPage) => {
    await pages.remove(section.id);
    setDeleting(null);
    setSelectedId(undefined);
    notify?.({ type: 'success', message: t('deleted') });
  };

  const header = (
    <>
      <Typography component="h1" variant="h1" color="primary">
        {t(`${kind}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t(`${kind}.description`)}
      </Typography>
    </>
  );

  if (mode) {
    const heading = mode.type === 'create' ? t('editor.create_title') : t(`editor.${mode.type}_title`, { title: mode.section.title, language });
    return (
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        {header}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SectionEditor
            heading={heading}
            kind={kind}
            section={mode.type === 'edit' ? mode.section : null}
            initial={mode.type === 'create' ? { title: '', body_md: '' } : { title: mode.section.title, body_md: mode.section.body_md }}
            complete={mode.type === 'edit' ? undefined : complete}
            onSaved={saved}
            onClose={() => setMode(null)}
          />
          {mode.type === 'edit' && <RecordHistory resource={kind} recordId={mode.section.id} />}
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      {header}
      {pages.error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={pages.retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_error')}
        </Alert>
      )}
      {fallback && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="fallback-note">
          {t('fallback_note', { language })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0, p: 1.5 }}>
          <Typography component="h2" variant="overline" color="text.secondary" sx={{ px: 1 }}>
            {t('sections')}
          </Typography>
          {pages.loading ? (
            <Stack spacing={1} sx={{ p: 1 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="text" />
              ))}
            </Stack>
          ) : (
            <SectionList
              label={t('sections')}
              sections={sections}
              selectedId={selected?.id}
              onSelect={setSelectedId}
              onMove={fallback ? undefined : (i, s) => void move(i, s).catch(failed)}
              busy={pages.busy}
            />
          )}
          <Button startIcon={<AddIcon />} onClick={() => setMode({ type: 'create' })} sx={{ mt: 1 }} disabled={pages.loading || pages.error}>
            {t('actions.create')}
          </Button>
        </Paper>
        <Paper variant="outlined" component="article" aria-labelledby="section-title" sx={{ flex: 1, minWidth: 0, width: '100%', p: { xs: 2, sm: 3 } }}>
          {pages.loading && (
            <Stack aria-busy="true" aria-label={t('loading')} spacing={1}>
              <LoadingBar />
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} variant="text" />
              ))}
            </Stack>
          )}
          {!pages.loading && !pages.error && !selected && <Alert severity="info">{t('empty')}</Alert>}
          {selected && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
                <div>
                  <Typography id="section-title" component="h2" variant="h4">
                    {selected.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(selected.updated_by ? 'updated' : 'updated_anonymous', {
                      date: new Date(selected.updated_at).toLocaleString(i18n.language),
                      user: selected.updated_by,
                    })}
                  </Typography>
                </div>
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  {fallback ? (
                    <Button variant="contained" startIcon={<TranslateIcon />} onClick={() => setMode({ type: 'translate', section: selected })}>
                      {t('actions.translate')}
                    </Button>
                  ) : (
                    <Button variant="contained" startIcon={<EditIcon />} onClick={() => setMode({ type: 'edit', section: selected })}>
                      {t('actions.edit')}
                    </Button>
                  )}
                  {!fallback && (
                    <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(selected)}>
                      {t('actions.delete')}
                    </Button>
                  )}
                </Stack>
              </Stack>
              <MarkdownView source={selected.body_md} />
            </>
          )}
        </Paper>
      </Stack>
      {deleting && (
        <ConfirmDialog
          title={t('delete_title', { title: deleting.title })}
          text={t('delete_text', { language })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          busy={pages.busy}
          onConfirm={() => void remove(deleting).catch(failed)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Container>
  );
}
