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
import { MAX_SUBSCRIPTION_MUNICIPALITIES } from '../../../domain/schemas/subscription';
import { currentLocale } from '../../i18n';
import { SubscriptionMunicipalities } from './SubscriptionMunicipalities';
import { ApiProblem, callApi } from './subscription-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

/** Subscription by city: e-mail, state, up to 10 municipalities, consent; the server sends a confirmation e-mail. */
export function SubscriptionForm() {
  const { t } = useTranslation('subscriptions');
  const [email, setEmail] = useState('');
  const [stateCode, setStateCode] = useState('');
  const [municipalities, setMunicipalities] = useState<Municipality[]>([]);
  const [errors, setErrors] = useState<{ email?: string; municipalities?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { result: states } = useList<State>({ resource: 'states', pagination: { currentPage: 1, pageSize: 100 }, sorters: [{ field: 'name', order: 'asc' }], errorNotification: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: EMAIL.test(email.trim()) ? undefined : t('form.errors.email'),
      municipalities: municipalities.length === 0 ? t('form.errors.municipalities') : undefined,
    };
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
      const detail = error instanceof ApiProblem ? error.detail : '';
      setStatus({ kind: 'failed', message: detail ? t('form.errors.failed', { detail }) : t('form.errors.network') });
    }
  };

  if (status.kind === 'sent') {
    return <Alert severity="success" role="status">{t('form.success', { email: status.email })}</Alert>;
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="subscription-heading">
      <Stack spacing={2}>
        <TextField
          id="subscription-email" type="email" label={t('form.email')} value={email} autoComplete="email" required
          onChange={(event) => setEmail(event.target.value)} error={Boolean(errors.email)} helperText={errors.email}
        />
        <TextField
          select id="subscription-state" label={t('form.state')} value={stateCode}
          onChange={(event) => setStateCode(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value=""><em>{t('form.chooseState')}</em></MenuItem>
          {states.data.map((state) => <MenuItem key={state.code} value={state.code}>{state.name}</MenuItem>)}
        </TextField>
        <SubscriptionMunicipalities stateCode={stateCode} value={municipalities} onChange={setMunicipalities} max={MAX_SUBSCRIPTION_MUNICIPALITIES} error={errors.municipalities} />
        <Typography variant="body2" color="text.secondary">{t('form.consent')}</Typography>
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
