import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { HttpError } from '@refinedev/core';
import { useModalForm } from '@refinedev/react-hook-form';
import { useState } from 'react';
import { useModalSubmit } from '../../components/use-modal-submit';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGIONALS } from '../../../domain/constants';
import { PROCESS_TYPES, type Complaint } from '../../../domain/schemas/complaint';
import { FormDialogActions } from '../../components/FormDialogActions';
import { RecordHistory } from '../components/history/RecordHistory';
import { ComplaintDateField } from './ComplaintDateField';
import { ComplaintPlaceFields } from './ComplaintPlaceFields';
import { complaintFormSchema, EMPTY_COMPLAINT, errorText, formValuesOf, ISSUE_AS_KEY, type ComplaintFormValues } from './complaint-form';

// The form holds what the user typed; the resolver hands Refine what the schema made of it (UF upper-case…).
const resolver = zodResolver(complaintFormSchema, ISSUE_AS_KEY) as unknown as Resolver<ComplaintFormValues>;

type TextName = 'regional' | 'process_type' | 'nup' | 'summary' | 'content';

interface ComplaintFormDialogProps {
  /** null → create; a record → edit it. */
  record: Complaint | null;
  onClose: () => void;
}

/**
 * Create or edit a complaint in a dialog (Refine's useModalForm over react-hook-form): validated with
 * the server's schema; the server's refusals land on their fields; closing with edits (Esc, a click
 * outside, Cancel) or leaving the page asks first; saving says so in a notification.
 */
export function ComplaintFormDialog({ record, onClose }: ComplaintFormDialogProps) {
  const { t } = useTranslation('complaints');
  // A refusal that names no field of the form (a lost connection, a forbidden role).
  const [failure, setFailure] = useState('');
  const {
    modal,
    control,
    handleSubmit,
    setValue,
    formState: { isDirty },
    refineCore: { formLoading },
  } = useModalForm<Complaint, HttpError, ComplaintFormValues>({
    resolver,
    defaultValues: record ? formValuesOf(record) : EMPTY_COMPLAINT,
    modalProps: { defaultVisible: true },
    refineCoreProps: {
      resource: 'complaints',
      action: record ? 'edit' : 'create',
      id: record?.id,
      // The row from the list is the form's start; fetching it again would reset what the user began typing.
      queryOptions: { enabled: false },
      redirect: false,
      mutationMode: 'pessimistic',
      successNotification: (data) => ({
        type: 'success',
        key: 'complaints-saved',
        message: record ? t('notify.updated', { number: record.number }) : t('notify.created', { number: (data?.data as Complaint | undefined)?.number ?? '' }),
      }),
      errorNotification: false,
      onMutationError: (error) => {
        const onFields = Object.keys(error.errors ?? {}).some((field) => field in EMPTY_COMPLAINT);
        setFailure(onFields ? '' : `${t('errors.server')} ${error.message}`);
      },
    },
  });

  const submit = useModalSubmit({ modal, handleSubmit, isDirty }, onClose, () => setFailure(''));

  const text = (name: TextName, extra: TextFieldProps = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={`complaint-${name}`}
          label={t(`fields.${name}`)}
          fullWidth
          size="small"
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message, t, 'complaints') ?? ' '}
          {...extra}
        />
      )}
    />
  );

  return (
    <Dialog open={modal.visible} onClose={modal.close} fullWidth maxWidth="md" aria-labelledby="complaint-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="complaint-form-title">{record ? t('edit_title', { number: record.number }) : t('create_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('regional', {
                select: true,
                children: REGIONALS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                )),
              })}
              {text('process_type', {
                select: true,
                children: PROCESS_TYPES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`process_types.${p}`)}
                  </MenuItem>
                )),
              })}
              {text('nup', { placeholder: 'NNNNN.NNNNNN/AAAA-DD' })}
            </Stack>
            {text('summary')}
            {text('content', { multiline: true, minRows: 3 })}
            <ComplaintPlaceFields control={control} setValue={setValue} />
            <ComplaintDateField control={control} />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {record && <RecordHistory resource="complaints" recordId={record.id} />}
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={modal.close} busy={formLoading} />
      </form>
    </Dialog>
  );
}
