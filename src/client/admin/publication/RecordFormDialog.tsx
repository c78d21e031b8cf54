import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCreate, useNotification, useUpdate, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, ManagedKind } from './managed-kind';
import type { ManagedRecord } from '../../../domain/schemas/publication';
import { PlaceFields } from './PlaceFields';
import { FormDialogActions } from '../../components/FormDialogActions';
import { emptyValues, serverFieldErrors, validateRecord, valuesOf, type FormErrors, type FormValues } from './record-form';
import { RecordHistory } from '../components/history/RecordHistory';

interface RecordFormDialogProps {
  kind: ManagedKind;
  /** null → create; a record → edit it. */
  record: ManagedRecord | null;
  onClose: () => void;
}

/** Create (as a draft or published) or edit a plan or TAC; validated with the server's schema, errors per field. */
export function RecordFormDialog({ kind, record, onClose }: RecordFormDialogProps) {
  const { t } = useTranslation('planmgmt');
  const { open: notify } = useNotification();
  const [values, setValues] = useState<FormValues>(record ? valuesOf(kind, record) : emptyValues(kind));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState('');
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();
  const busy = creating.isPending || updating.isPending;
  const titleId = `${kind.resource}-form-title`;

  const set = (patch: FormValues) => setValues((v) => ({ ...v, ...patch }));
  const input = (field: FormField) => (
    <TextField
      key={field.name}
      id={`managed-${field.name}`}
      name={field.name}
      label={t(`fields.${field.name}`)}
      value={values[field.name] ?? ''}
      onChange={(event) => set({ [field.name]: field.upper ? event.target.value.toUpperCase() : event.target.value })}
      error={Boolean(errors[field.name])}
      helperText={errors[field.name] ?? ' '}
      fullWidth
      size="small"
      select={field.kind === 'select'}
      type={field.kind === 'date' ? 'date' : 'text'}
      multiline={field.kind === 'multiline'}
      minRows={field.kind === 'multiline' ? 2 : undefined}
      slotProps={{ inputLabel: field.kind === 'date' ? { shrink: true } : undefined, htmlInput: { maxLength: field.maxLength } }}
    >
      {field.options?.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validateRecord(kind, values, record !== null, t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setServerError('');
    const done = (message: string) => () => {
      notify?.({ type: 'success', message, key: `${kind.resource}-saved` });
      onClose();
    };
    // A refusal naming fields of the form (a municipality of another state, a date after today) shows on them.
    const failed = (error: HttpError) => {
      const onFields = serverFieldErrors(kind, error.errors);
      setErrors(onFields);
      setServerError(Object.keys(onFields).length > 0 ? '' : (error.message ?? t('errors.server')));
    };
    const common = { resource: kind.resource, values: result.body, successNotification: false as const, errorNotification: false as const };
    if (record) update({ ...common, id: record.id, mutationMode: 'pessimistic' }, { onSuccess: done(t('notify.updated')), onError: failed });
    else create(common, { onSuccess: done(t('notify.created')), onError: failed });
  };

  // Two fields a row on wide screens; long texts take a whole row.
  const short = kind.fields.filter((f) => f.kind !== 'multiline');
  const long = kind.fields.filter((f) => f.kind === 'multiline');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {record ? t(`${kind.resource}.edit_title`, { name: record.aerodrome_name }) : t(`${kind.resource}.create_title`)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Stack sx={{ display: 'grid', gap: 2, rowGap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {short.map(input)}
            </Stack>
            <PlaceFields
              stateCode={values.state_code ?? ''}
              municipalityId={values.municipality_id ?? ''}
              municipality={values.municipality ?? ''}
              error={errors.municipality_id ?? errors.state_code}
              onChange={(patch) => set(patch)}
            />
            {long.map(input)}
            {!record && (
              <FormControl>
                <FormLabel id="managed-status-label">{t('fields.initial_status')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="managed-status-label"
                  name="status"
                  value={values.status}
                  onChange={(event) => set({ status: event.target.value })}
                >
                  <FormControlLabel value="draft" control={<Radio />} label={t('status.draft')} />
                  <FormControlLabel value="published" control={<Radio />} label={t('status.published')} />
                </RadioGroup>
              </FormControl>
            )}
            {serverError && <Alert severity="error" role="alert">{`${t('errors.server')} ${serverError}`}</Alert>}
            {record && <RecordHistory resource={kind.resource} recordId={record.id} />}
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
