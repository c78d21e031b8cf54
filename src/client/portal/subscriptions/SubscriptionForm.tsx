import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useList } from '@refinedev/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Municipality } from '../../../domain/schemas/municipality';
import type { State } from '../../../domain/schemas/state';
import { maxLengthOf } from '../../../domain/schemas/common';
import { MAX_SUBSCRIPTION_MUNICIPALITIES, subscriptionRequestSchema } from '../../../domain/schemas/subscription';
import { CharacterCounter } from '../../components/forms/CharacterCounter';
import { fieldErrorsOf, schemaFieldError } from '../../components/forms/field-errors';
import { currentLocale } from '../../i18n';
import { SubscriptionMunicipalities } from './SubscriptionMunicipalities';
import { ApiProblem, callApi } from './subscription-api';

type Field = 'email' | 'municipalities';
type Errors = Partial<Record<Field, string>>;
/** The API's field names → the form's. */
const API_FIELDS: Readonly<Record<string, Field>> = { email: 'email', municipality_ids: 'municipalities' };
const EMAIL_MAX = maxLengthOf(subscriptionRequestSchema.shape.email) ?? 200;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

/** Subscription by city: e-mail, state, up to 10 municipalities, consent; the server sends a confirmation e-mail. */
export function SubscriptionForm() {
  const { t } = useTranslation('subscriptions');
  const [email, setEmail] = useState('');
  const [stateCode, setStateCode] = useState('');
  const [municipalities, setMunicipalities] = useState<Municipality[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { result: states } = useList<State>({
    resource: 'states',
    pagination: { currentPage: 1, pageSize: 100 },
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
  });

  // The browser checks with the API's own schema; a message shown stays until its field is fixed, then goes.
  const check = (values: { email: string; municipalities: Municipality[] }): Errors => ({
    email: schemaFieldError(subscriptionRequestSchema.shape.email, values.email),
    municipalities: values.municipalities.length === 0 ? t('form.errors.municipalities') : undefined,
  });
  const recheck = (field: Field, values: { email: string; municipalities: Municipality[] }) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(values)[field] }));
  };
  const changeEmail = (value: string) => {
    setEmail(value);
    recheck('email', { email: value, municipalities });
  };
  const changeMunicipalities = (value: Municipality[]) => {
    setMunicipalities(value);
    recheck('municipalities', { email, municipalities: value });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check({ email, municipalities });
    setErrors(found);
    if (found.email || found.municipalities) return;
    setStatus({ kind: 'sending' });
    try {
      await callApi('/api/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), municipality_ids: municipalities.map((m) => m.id), locale: currentLocale() }),
      });
      setStatus({ kind: 'sent', email: email.trim() });
    } catch (error) {
      if (!(error instanceof ApiProblem) || error.status === 0) return setStatus({ kind: 'failed', message: t('form.errors.network') });
      // A refusal of a field goes on that field, worded by the server in the visitor's language.
      const { placed, rest } = fieldErrorsOf(error.errors, API_FIELDS);
      setErrors(placed);
      if (rest.length > 0 || Object.keys(placed).length === 0)
        setStatus({ kind: 'failed', message: t('form.errors.failed', { detail: rest.join(' ') || error.detail }) });
      else setStatus({ kind: 'idle' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <Alert severity="success" role="status">
        {t('form.success', { email: status.email })}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="subscription-heading">
      <Stack spacing={2}>
        <TextField
          id="subscription-email"
          type="email"
          label={t('form.email')}
          value={email}
          autoComplete="email"
          required
          onChange={(event) => changeEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={<CharacterCounter text={errors.email} length={email.length} max={EMAIL_MAX} />}
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
        <TextField
          select
          id="subscription-state"
          label={t('form.state')}
          value={stateCode}
          onChange={(event) => setStateCode(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">
            <em>{t('form.chooseState')}</em>
          </MenuItem>
          {states.data.map((state) => (
            <MenuItem key={state.code} value={state.code}>
              {state.name}
            </MenuItem>
          ))}
        </TextField>
        <SubscriptionMunicipalities
          stateCode={stateCode}
          value={municipalities}
          onChange={changeMunicipalities}
          max={MAX_SUBSCRIPTION_MUNICIPALITIES}
          error={errors.municipalities}
        />
        <Typography variant="body2" color="text.secondary">
          {t('form.consent')}
        </Typography>
        {status.kind === 'failed' && <Alert severity="error">{status.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('form.sending') : t('form.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
