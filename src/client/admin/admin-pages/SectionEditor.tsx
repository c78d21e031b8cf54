import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWarnAboutChange } from '@refinedev/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_LIMITS } from '../../../domain/schemas/admin-page';
import { ConfirmDialog } from './ConfirmDialog';
import { MarkdownView } from './MarkdownView';

export interface SectionDraft {
  title: string;
  body_md: string;
}

interface SectionEditorProps {
  heading: string;
  initial: SectionDraft;
  busy: boolean;
  onSave: (draft: SectionDraft) => Promise<unknown>;
  onClose: () => void;
}

/** Title and Markdown on the left, live preview on the right (stacked on phones); asks before losing changes. */
export function SectionEditor({ heading, initial, busy, onSave, onClose }: SectionEditorProps) {
  const { t } = useTranslation('adminpages');
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<{ title?: string; body?: string; server?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const preview = useDeferredValue(draft.body_md);
  const dirty = draft.title !== initial.title || draft.body_md !== initial.body_md;

  // Refine's unsaved-changes guard: leaving the page or the screen (a menu link, Back) with edits asks first.
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const title = draft.title.trim();
    const problems = {
      title: title.length < 2 || title.length > ADMIN_PAGE_LIMITS.title ? t('errors.title') : undefined,
      body: draft.body_md.length > ADMIN_PAGE_LIMITS.body ? t('errors.body') : undefined,
    };
    setError(problems);
    if (problems.title || problems.body) return;
    onSave({ title, body_md: draft.body_md }).catch((e: { message?: string }) => setError({ server: t('errors.server', { message: e.message ?? '' }) }));
  };
  const cancel = () => (dirty ? setConfirming(true) : onClose());

  return (
    <Box component="form" onSubmit={save} noValidate aria-labelledby="section-editor-title">
      <Typography id="section-editor-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {error.server && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.server}
        </Alert>
      )}
      <TextField
        id="section-title"
        label={t('editor.title')}
        value={draft.title}
        fullWidth
        size="small"
        required
        sx={{ mb: 2 }}
        onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
        error={Boolean(error.title)}
        helperText={error.title ?? ' '}
        slotProps={{ htmlInput: { maxLength: ADMIN_PAGE_LIMITS.title } }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            id="section-body"
            label={t('editor.body')}
            value={draft.body_md}
            fullWidth
            multiline
            minRows={18}
            maxRows={40}
            onChange={(e) => setDraft((d) => ({ ...d, body_md: e.target.value }))}
            error={Boolean(error.body)}
            helperText={error.body ?? `${t('editor.body_help')} ${t('editor.count', { count: draft.body_md.length, max: ADMIN_PAGE_LIMITS.body })}`}
            slotProps={{
              htmlInput: { spellCheck: true, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' } },
            }}
          />
        </Box>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="section-preview-title"
          data-testid="section-preview"
          sx={{ flex: 1, minWidth: 0, p: 2, maxHeight: { md: '70vh' }, overflowY: 'auto' }}
        >
          <Typography id="section-preview-title" component="h3" variant="overline" color="text.secondary">
            {t('editor.preview')}
          </Typography>
          {preview.trim() ? <MarkdownView source={preview} /> : <Typography color="text.secondary">{t('editor.preview_empty')}</Typography>}
        </Paper>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={cancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('actions.save')}
        </Button>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={t('discard_title')}
          text={t('discard_text')}
          confirmLabel={t('actions.discard')}
          cancelLabel={t('actions.keep_editing')}
          onConfirm={onClose}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
