import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { HttpError } from '@refinedev/core';
import { useModalForm } from '@refinedev/react-hook-form';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManagedRecord } from '../../../domain/schemas/publication';
import { DatePickerField } from '../../components/DatePickerField';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useModalSubmit } from '../../components/use-modal-submit';
import { RecordHistory } from '../components/history/RecordHistory';
import type { FormField, ManagedKind } from './managed-kind';
import { PlaceFields } from './PlaceFields';
import { emptyValues, serverFieldErrors, validateRecord, valuesOf, type FormValues } from './record-form';

interface RecordFormDialogProps {
  kind: ManagedKind;
  /** null → create; a record → edit it. */
  record: ManagedRecord | null;
  onClose: () => void;
}

/**
 * Create (as a draft or published) or edit a plan or TAC in a dialog, through Refine's useModalForm over
 * react-hook-form: validated with the server's own input schema (record-form.ts), dates in MUI X pickers in the
 * user's language, the server's refusals on their fields, a question before closing (Esc, a click outside, Cancel)
 * or leaving the page with edits, a notification once saved.
 */
export function RecordFormDialog({ kind, record, onClose }: RecordFormDialogProps) {
  const { t } = useTranslation('planmgmt');
  // A refusal that names no field of the form (a lost connection, a forbidden role).
  const [failure, setFailure] = useState('');
  // The form holds what the user typed; the resolver hands Refine the body the schema made of it.
  const resolver = useMemo<Resolver<FormValues>>(
    () => (values) => {
      const result = validateRecord(kind, values, record !== null, t);
      if (result.ok) return { values: result.body as FormValues, errors: {} };
      const errors: FieldErrors<FormValues> = {};
      for (const [name, message] of Object.entries(result.errors)) errors[name] = { type: 'validate', message };
      return { values: {}, errors };
    },
    [kind, record, t],
  );
  const {
    modal,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { isDirty, errors },
    refineCore: { formLoading },
  } = useModalForm<ManagedRecord, HttpError, FormValues>({
    resolver,
    defaultValues: record ? valuesOf(kind, record) : emptyValues(kind),
    modalProps: { defaultVisible: true },
    refineCoreProps: {
      resource: kind.resource,
      action: record ? 'edit' : 'create',
      id: record?.id,
      // The row from the list is the form's start; fetching it again would reset what the user began typing.
      queryOptions: { enabled: false },
      redirect: false,
      mutationMode: 'pessimistic',
      successNotification: () => ({ type: 'success', key: `${kind.resource}-saved`, message: t(record ? 'notify.updated' : 'notify.created') }),
      errorNotification: false,
      onMutationError: (error) => {
        const onFields = serverFieldErrors(kind, error.errors);
        setFailure(Object.keys(onFields).length > 0 ? '' : (error.message ?? ''));
      },
    },
  });
  const submit = useModalSubmit({ modal, handleSubmit, isDirty }, onClose, () => setFailure(''));
  const titleId = `${kind.resource}-form-title`;
  const errorOf = (name: string) => errors[name]?.message;

  const input = (field: FormField) => (
    <Controller
      key={field.name}
      name={field.name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur } }) =>
        field.kind === 'date' ? (
          <DatePickerField
            id={`managed-${field.name}`}
            label={t(`fields.${field.name}`)}
            value={value || null}
            onChange={(day) => onChange(day ?? '')}
            onBlur={onBlur}
            error={errorOf(field.name)}
          />
        ) : (
          <TextField
            inputRef={ref}
            id={`managed-${field.name}`}
            name={field.name}
            label={t(`fields.${field.name}`)}
            value={value ?? ''}
            onChange={(event) => onChange(field.upper ? event.target.value.toUpperCase() : event.target.value)}
            onBlur={onBlur}
            error={Boolean(errorOf(field.name))}
            helperText={errorOf(field.name) ?? ' '}
            fullWidth
            size="small"
            select={field.kind === 'select'}
            multiline={field.kind === 'multiline'}
            minRows={field.kind === 'multiline' ? 2 : undefined}
            slotProps={{ htmlInput: { maxLength: field.maxLength } }}
          >
            {field.options?.map((option) => (
              <MenuItem key={option} value={option}>
                {/* Enumerated values in the user's language, as the lists and exports name them (domain/labels). */}
                {field.named ? t(`${kind.resource}:types.${option}`, { defaultValue: option }) : option}
              </MenuItem>
            ))}
          </TextField>
        )
      }
    />
  );

  // Two fields a row on wide screens; long texts take a whole row.
  const short = kind.fields.filter((f) => f.kind !== 'multiline');
  const long = kind.fields.filter((f) => f.kind === 'multiline');
  const [stateCode = '', municipalityId = '', municipality = ''] = watch(['state_code', 'municipality_id', 'municipality']);
  return (
    <Dialog open={modal.visible} onClose={modal.close} fullWidth maxWidth="md" aria-labelledby={titleId}>
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
              stateCode={stateCode}
              municipalityId={municipalityId}
              municipality={municipality}
              error={errorOf('municipality_id') ?? errorOf('municipality') ?? errorOf('state_code')}
              onChange={(patch) => {
                for (const [name, value] of Object.entries(patch)) setValue(name, value ?? '', { shouldDirty: true });
              }}
            />
            {long.map(input)}
            {!record && (
              <Controller
                name="status"
                control={control}
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="managed-status-label">{t('fields.initial_status')}</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby="managed-status-label"
                      name="status"
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                    >
                      <FormControlLabel value="draft" control={<Radio />} label={t('status.draft')} />
                      <FormControlLabel value="published" control={<Radio />} label={t('status.published')} />
                    </RadioGroup>
                  </FormControl>
                )}
              />
            )}
            {failure && (
              <Alert severity="error" role="alert">
                {`${t('errors.server')} ${failure}`}
              </Alert>
            )}
            {record && <RecordHistory resource={kind.resource} recordId={record.id} />}
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={modal.close} busy={formLoading} />
      </form>
    </Dialog>
  );
}
