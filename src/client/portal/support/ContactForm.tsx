import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../domain/schemas/common';
import { contactMessageInputSchema, type ContactMessageInput } from '../../../domain/schemas/contact-message';
import { CharacterCounter } from '../../components/forms/CharacterCounter';
import { useContentLocale } from '../../components/content';
import { API_URL } from '../../providers/api-url';

type Field = keyof ContactMessageInput;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
/** Each field's limit, from the schema the API checks with (the message's 5,000 is seen while typing). */
const MAX_LENGTH = Object.fromEntries(FIELDS.map((f) => [f, maxLengthOf(contactMessageInputSchema.shape[f]) ?? 0])) as Record<Field, number>;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The contact form of /atendimento: checked in the browser with the API's own schema; the text typed is kept on any error. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const locale = useContentLocale();
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactMessageInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`contact.errors.${field}`);
      }
      setErrors(found);
      setStatus({ kind: 'idle' });
      document.getElementById(`contact-${FIELDS.find((f) => found[f])}`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(`${API_URL}/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        setValues(EMPTY);
        setStatus({ kind: 'sent' });
        return;
      }
      const problem = (await response.json().catch(() => null)) as { detail?: string; errors?: { path: string; message: string }[] } | null;
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const e of problem?.errors ?? []) {
        const field = e.path.split('.').at(-1) as Field;
        if (FIELDS.includes(field)) fieldErrors[field] = e.message;
      }
      setErrors(fieldErrors);
      setStatus({ kind: 'failed', message: response.status === 429 ? (problem?.detail ?? t('contact.rate_limited')) : t('contact.failed') });
    } catch {
      setStatus({ kind: 'failed', message: t('contact.failed') });
    }
  };

  const field = (name: Field, extra: { type?: string; multiline?: boolean; autoComplete?: string } = {}) => (
    <TextField
      id={`contact-${name}`}
      name={name}
      label={t(`contact.fields.${name}`)}
      value={values[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        if (status.kind === 'sent') setStatus({ kind: 'idle' });
        // A message shown stays until the field is right, then goes.
        if (errors[name] && contactMessageInputSchema.shape[name].safeParse(value).success) setErrors(({ [name]: _fixed, ...rest }) => rest);
      }}
      error={Boolean(errors[name])}
      helperText={<CharacterCounter text={errors[name]} length={values[name].length} max={MAX_LENGTH[name]} />}
      required
      fullWidth
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 5 : undefined}
      autoComplete={extra.autoComplete}
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH[name] } }}
    />
  );

  return (
    <Box component="section" aria-labelledby="contact-heading" sx={{ mt: 4 }}>
      <Typography id="contact-heading" component="h2" variant="h5" sx={{ mb: 1, fontWeight: 600 }}>
        {t('contact.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('contact.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="contact-form">
        <Stack spacing={1}>
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('subject')}
          {field('message', { multiline: true })}
        </Stack>
        {status.kind === 'sent' && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('contact.sent')}
          </Alert>
        )}
        {status.kind === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {status.message}
          </Alert>
        )}
        {Object.keys(errors).length > 0 && status.kind !== 'failed' && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t('contact.invalid')}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('contact.sending') : t('contact.send')}
        </Button>
      </Box>
    </Box>
  );
}
