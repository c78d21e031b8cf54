import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWarnAboutChange, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_LIMITS, adminPageInputSchema, type AdminPage, type AdminPageInput, type AdminPageKind } from '../../../domain/schemas/admin-page';
import { fieldResolver } from '../../components/field-resolver';
import { ConfirmDialog } from './ConfirmDialog';
import { MarkdownView } from './MarkdownView';

export interface SectionDraft {
  title: string;
  body_md: string;
}

/** What the form checks: the section's title and text, as the server's schema does. */
const draftSchema = adminPageInputSchema.pick({ title: true, body_md: true });
const FIELD_MESSAGE = { title: 'errors.title', body_md: 'errors.body' } as const;

interface SectionEditorProps {
  heading: string;
  kind: AdminPageKind;
  /** The section edited; null creates one (a new section, or a translation of one). */
  section: AdminPage | null;
  initial: SectionDraft;
  /** What a new section carries beside its title and text: language, slug, position. */
  complete?: (draft: SectionDraft) => Omit<AdminPageInput, 'title' | 'body_md'>;
  onSaved: (section: AdminPage) => void;
  onClose: () => void;
}

/**
 * Title and Markdown on the left, live preview on the right (stacked on phones), over Refine's form hook: the
 * server's schema checks the fields, a refusal of the server shows on its field or above the form, a notification
 * says it was saved, and leaving (Cancel, a menu link, Back) with edits asks first.
 */
export function SectionEditor({ heading, kind, section, initial, complete, onSaved, onClose }: SectionEditorProps) {
  const { t } = useTranslation('adminpages');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const resolver = useMemo(() => fieldResolver<SectionDraft>(draftSchema, (name) => t(FIELD_MESSAGE[name as keyof SectionDraft])), [t]);
  const {
    control,
    handleSubmit,
    formState: { isDirty, errors },
    refineCore: { onFinish, formLoading },
  } = useForm<AdminPage, HttpError, SectionDraft>({
    resolver,
    defaultValues: initial,
    refineCoreProps: {
      resource: kind,
      action: section ? 'edit' : 'create',
      id: section?.id,
      queryOptions: { enabled: false },
      redirect: false,
      mutationMode: 'pessimistic',
      successNotification: () => ({ type: 'success', key: `${kind}-saved`, message: t('saved') }),
      errorNotification: false,
      onMutationSuccess: ({ data }) => onSaved(data),
      onMutationError: (error) => {
        const onFields = Object.keys(error.errors ?? {}).some((field) => field in FIELD_MESSAGE);
        setFailure(onFields ? '' : t('errors.server', { message: error.message ?? '' }));
      },
    },
  });
  const body = useWatch({ control, name: 'body_md' });
  const preview = useDeferredValue(body);

  // Refine's guard is set by the form as it changes; it is cleared by a save, and here when the editor goes (discarded).
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const save = handleSubmit(
    async (draft) => {
      setFailure('');
      try {
        await onFinish(complete ? { ...complete(draft), ...draft } : draft);
      } catch {
        // Shown on its field or above the form (onMutationError); the edits are still unsaved.
        setWarnWhen(true);
      }
    },
    () => setWarnWhen(isDirty),
  );
  const cancel = () => (isDirty ? setConfirming(true) : onClose());

  return (
    <Box component="form" onSubmit={save} noValidate aria-labelledby="section-editor-title">
      <Typography id="section-editor-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Controller
        name="title"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="section-title"
            label={t('editor.title')}
            fullWidth
            size="small"
            required
            sx={{ mb: 2 }}
            error={Boolean(errors.title)}
            helperText={errors.title?.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: ADMIN_PAGE_LIMITS.title } }}
          />
        )}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Controller
            name="body_md"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="section-body"
                label={t('editor.body')}
                fullWidth
                multiline
                minRows={18}
                maxRows={40}
                error={Boolean(errors.body_md)}
                helperText={
                  errors.body_md?.message ?? `${t('editor.body_help')} ${t('editor.count', { count: field.value.length, max: ADMIN_PAGE_LIMITS.body })}`
                }
                slotProps={{
                  htmlInput: { spellCheck: true, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' } },
                }}
              />
            )}
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
        <Button type="submit" variant="contained" disabled={formLoading}>
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
