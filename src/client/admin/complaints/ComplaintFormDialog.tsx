import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCreate, useUpdate } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGIONALS } from '../../../domain/constants';
import { PROCESS_TYPES, type Complaint } from '../../../domain/schemas/complaint';
import { FormDialogActions } from '../../components/FormDialogActions';
import { EMPTY_COMPLAINT, formValuesOf, validateComplaint, type ComplaintFormErrors, type ComplaintFormValues } from './complaint-form';

interface ComplaintFormDialogProps {
  /** null → create; a record → edit it. */
  record: Complaint | null;
  onClose: () => void;
}

/** Create or edit a complaint in a dialog; validated with the server's schema, errors shown per field. */
export function ComplaintFormDialog({ record, onClose }: ComplaintFormDialogProps) {
  const { t } = useTranslation('complaints');
  const [values, setValues] = useState<ComplaintFormValues>(record ? formValuesOf(record) : EMPTY_COMPLAINT);
  const [errors, setErrors] = useState<ComplaintFormErrors>({});
  const [serverError, setServerError] = useState('');
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();
  const busy = creating.isPending || updating.isPending;

  const field = (name: keyof ComplaintFormValues, extra: Record<string, unknown> = {}) => ({
    id: `complaint-${name}`,
    name,
    label: t(`fields.${name}`),
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
    ...extra,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validateComplaint(values, t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const options = { onSuccess: onClose, onError: (error: { message?: string }) => setServerError(error.message ?? t('errors.invalid')) };
    const common = { resource: 'complaints', values: result.body, successNotification: false as const, errorNotification: false as const };
    if (record) update({ ...common, id: record.id }, options);
    else create(common, options);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="complaint-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="complaint-form-title">{record ? t('edit_title', { number: record.number }) : t('create_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('regional', { select: true })}>
                {REGIONALS.map((r) => <MenuItem key={r} value={r}>{r}</MenuItem>)}
              </TextField>
              <TextField {...field('process_type', { select: true })}>
                {PROCESS_TYPES.map((p) => <MenuItem key={p} value={p}>{t(`process_types.${p}`)}</MenuItem>)}
              </TextField>
              <TextField {...field('nup', { placeholder: 'NNNNN.NNNNNN/AAAA-DD' })} />
            </Stack>
            <TextField {...field('summary')} />
            <TextField {...field('content', { multiline: true, minRows: 3 })} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('state_code', { inputProps: { maxLength: 2 } })} />
              <TextField {...field('municipality')} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('aerodrome_name')} />
              <TextField {...field('icao', { inputProps: { maxLength: 4 } })} />
              <TextField {...field('created_at', { type: 'date', slotProps: { inputLabel: { shrink: true } } })} />
            </Stack>
            {serverError && <TextField value={serverError} error helperText={t('errors.server')} disabled size="small" />}
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
