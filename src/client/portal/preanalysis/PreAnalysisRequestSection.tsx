import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OBJECT_TYPES } from '../../../domain/preanalysis/index';
import { loadKeycloak, loginAt } from '../../providers/keycloak';
import { readSessionHint } from '../../providers/session-hint';
import { ApiProblem } from '../subscriptions/subscription-api';
import { PreAnalysisRequestResult } from './PreAnalysisRequestResult';
import { requestPreanalysis, type CreatedPreanalysis } from './preanalysis-request-api';
import { EMPTY_FORM, checkRequestForm, type RequestField, type RequestFormValues } from './request-form';

type Session = 'checking' | 'visitor' | 'signed-in';

/** Whether this browser has a session: keycloak-js is only loaded with a session hint or on the way back from the login. */
function useSession(): Session {
  const [session, setSession] = useState<Session>(() => (readSessionHint() || /[#&]state=/.test(window.location.hash) ? 'checking' : 'visitor'));
  useEffect(() => {
    if (session !== 'checking') return;
    let active = true;
    loadKeycloak().then(
      (keycloak) => active && setSession(keycloak.authenticated ? 'signed-in' : 'visitor'),
      () => active && setSession('visitor'),
    );
    return () => {
      active = false;
    };
  }, [session]);
  return session;
}

/** "Solicitar pré-análise": a login button for a visitor; for a signed-in user the form, then the result. */
export function PreAnalysisRequestSection() {
  const { t } = useTranslation('preanalysis');
  const session = useSession();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="preanalysis-request-heading" sx={{ mt: 3, mb: 3, p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h2" id="preanalysis-request-heading" sx={{ mb: 1 }}>{t('request.heading')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('request.intro')}</Typography>
      {session === 'checking' && <Typography color="text.secondary">{t('request.checking')}</Typography>}
      {session === 'visitor' && (
        <Button variant="contained" startIcon={<LoginIcon />} onClick={() => void loginAt('/preanalise')}>{t('request.login')}</Button>
      )}
      {session === 'signed-in' && <PreAnalysisRequestForm />}
    </Paper>
  );
}

const FIELDS: RequestField[] = ['latitude', 'longitude', 'baseAltitude', 'height', 'objectType'];

function PreAnalysisRequestForm() {
  const { t } = useTranslation('preanalysis');
  const [values, setValues] = useState<RequestFormValues>(EMPTY_FORM);
  const [touched, setTouched] = useState<Partial<Record<RequestField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPreanalysis | null>(null);
  const { errors, request } = checkRequestForm(values);

  const set = (field: RequestField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setTouched((v) => ({ ...v, [field]: true }));
  };
  const messageFor = (field: RequestField) => {
    const code = touched[field] ? errors[field] : undefined;
    return code ? t(`request.errors.${code}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
    if (!request) return;
    setBusy(true);
    setFailure(null);
    try {
      setCreated(await requestPreanalysis(request));
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 401) setFailure(t('request.sessionEnded'));
      else setFailure(error instanceof ApiProblem && error.detail ? error.detail : t('request.network'));
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <>
        <PreAnalysisRequestResult created={created} />
        <Button sx={{ mt: 2 }} onClick={() => { setCreated(null); setValues(EMPTY_FORM); setTouched({}); }}>{t('request.another')}</Button>
      </>
    );
  }

  const field = (name: Exclude<RequestField, 'objectType'>, help: string) => {
    const message = messageFor(name);
    return (
      <TextField
        id={`preanalysis-${name}`}
        label={t(`request.fields.${name}`)}
        value={values[name]}
        onChange={set(name)}
        onBlur={() => setTouched((v) => ({ ...v, [name]: true }))}
        error={Boolean(message)}
        helperText={message ?? help}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: name === 'latitude' || name === 'longitude' ? 'text' : 'decimal', autoComplete: 'off' } }}
      />
    );
  };
  const typeMessage = messageFor('objectType');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('request.heading')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('latitude', t('request.help.latitude'))}
          {field('longitude', t('request.help.longitude'))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('baseAltitude', t('request.help.baseAltitude'))}
          {field('height', t('request.help.height'))}
        </Stack>
        <TextField
          id="preanalysis-objectType"
          select
          label={t('request.fields.objectType')}
          value={values.objectType}
          onChange={set('objectType')}
          error={Boolean(typeMessage)}
          helperText={typeMessage ?? ' '}
          required
          fullWidth
        >
          {OBJECT_TYPES.map((type) => <MenuItem key={type} value={type}>{t(`request.objectTypes.${type}`)}</MenuItem>)}
        </TextField>
        {failure && <Alert severity="error" role="alert">{failure}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={busy}>{busy ? t('request.submitting') : t('request.submit')}</Button>
        </div>
      </Stack>
    </form>
  );
}
