import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { HttpError } from '@refinedev/core';
import { useModalForm } from '@refinedev/react-hook-form';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROADMAP_LIMITS, ROADMAP_STATUSES, roadmapInputSchema, type RoadmapItem } from '../../../domain/schemas/roadmap';
import { fieldResolver } from '../../components/field-resolver';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useModalSubmit } from '../../components/use-modal-submit';

/** What the form holds: the text typed (the position too, as typed). */
interface Values {
  title: string;
  description: string;
  status: RoadmapItem['status'];
  target: string;
  position: string;
}

interface RoadmapFormDialogProps {
  /** null → create (placed after the last item); a record → edit it. */
  record: RoadmapItem | null;
  nextPosition: number;
  onClose: () => void;
}

/**
 * Create or edit a roadmap item (title, description, status, target and order) through Refine's useModalForm:
 * validated with the server's schema, a question before closing or leaving with edits, a notification once saved.
 */
export function RoadmapFormDialog({ record, nextPosition, onClose }: RoadmapFormDialogProps) {
  const { t } = useTranslation('roadmap');
  const [failure, setFailure] = useState('');
  // The server's schema decides; each field's refusal reads as the roadmap's own sentence for that field.
  const resolver = useMemo(
    () =>
      fieldResolver<Values>(
        roadmapInputSchema,
        (name) => t(`errors.${name}`),
        (values) => {
          const position = values.position.trim();
          return { ...values, position: /^\d{1,5}$/.test(position) ? Number(position) : Number.NaN };
        },
      ),
    [t],
  );
  const {
    modal,
    control,
    handleSubmit,
    formState: { isDirty, errors },
    refineCore: { formLoading },
  } = useModalForm<RoadmapItem, HttpError, Values>({
    resolver,
    defaultValues: record
      ? { title: record.title, description: record.description, status: record.status, target: record.target, position: String(record.position) }
      : { title: '', description: '', status: 'planned', target: '', position: String(nextPosition) },
    modalProps: { defaultVisible: true },
    refineCoreProps: {
      resource: 'roadmap',
      action: record ? 'edit' : 'create',
      id: record?.id,
      queryOptions: { enabled: false },
      redirect: false,
      mutationMode: 'pessimistic',
      successNotification: (data) => ({
        type: 'success',
        key: 'roadmap-saved',
        message: t(record ? 'notify.updated' : 'notify.created', { title: (data?.data as RoadmapItem | undefined)?.title ?? record?.title ?? '' }),
      }),
      errorNotification: false,
      onMutationError: (error) => setFailure(t('errors.server', { message: error.message ?? '' })),
    },
  });
  const submit = useModalSubmit({ modal, handleSubmit, isDirty }, onClose, () => setFailure(''));

  const text = (name: keyof Values, extra: TextFieldProps = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field } }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={`roadmap-${name}`}
          label={t(`fields.${name}`)}
          fullWidth
          size="small"
          error={Boolean(errors[name])}
          helperText={errors[name]?.message ?? ' '}
          {...extra}
        />
      )}
    />
  );

  return (
    <Dialog open={modal.visible} onClose={modal.close} fullWidth maxWidth="sm" aria-labelledby="roadmap-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="roadmap-form-title">{record ? t('edit_title') : t('create_title')}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={1} sx={{ pt: 1 }}>
            {text('title', { required: true, slotProps: { htmlInput: { maxLength: ROADMAP_LIMITS.title } } })}
            {text('description', { multiline: true, minRows: 3, slotProps: { htmlInput: { maxLength: ROADMAP_LIMITS.description } } })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('status', {
                select: true,
                children: ROADMAP_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </MenuItem>
                )),
              })}
              {text('target', {
                helperText: errors.target?.message ?? t('fields.target_help'),
                slotProps: { htmlInput: { maxLength: ROADMAP_LIMITS.target } },
              })}
              {text('position', { slotProps: { htmlInput: { inputMode: 'numeric' } }, sx: { maxWidth: { sm: 110 } } })}
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={modal.close} busy={formLoading} />
      </form>
    </Dialog>
  );
}
