import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROTOCOL_PATTERN } from '../../../domain/preanalysis/limits';

interface PreAnalysisLookupFormProps {
  initial: string;
  busy: boolean;
  onSubmit: (protocol: string) => void;
}

const malformed = (protocol: string) => protocol !== '' && !PROTOCOL_PATTERN.test(protocol);

/**
 * The protocol field: upper-cased as typed; a malformed protocol is refused on the field, never sent to the API.
 * `initial` is the URL's protocol (a link, back and forward): the field follows it, except when the address only
 * catches up with this form's own submission — the router commits that in a transition, after the user may have
 * typed on.
 */
export function PreAnalysisLookupForm({ initial, busy, onSubmit }: PreAnalysisLookupFormProps) {
  const { t } = useTranslation('preanalysis');
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(malformed(initial));
  const [shown, setShown] = useState({ address: initial, submitted: null as string | null });
  if (initial !== shown.address) {
    setShown({ address: initial, submitted: null });
    if (initial !== shown.submitted) {
      setValue(initial);
      setInvalid(malformed(initial));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const protocol = value.trim().toUpperCase();
    setInvalid(!PROTOCOL_PATTERN.test(protocol));
    setShown((current) => ({ ...current, submitted: protocol }));
    // Every submission reaches the URL, so a malformed protocol also clears the previous result.
    onSubmit(protocol);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mb: 3 }} aria-labelledby="preanalysis-lookup-heading">
      <Typography component="h2" variant="h2" id="preanalysis-lookup-heading" sx={{ mb: 2 }}>
        {t('lookup.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="preanalysis-protocol"
          label={t('lookup.protocol')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t('lookup.invalid') : t('lookup.protocolHelp')}
          slotProps={{
            htmlInput: {
              maxLength: 14,
              autoCapitalize: 'characters',
              spellCheck: false,
              autoComplete: 'off',
              style: { fontFamily: 'monospace', letterSpacing: '0.1em' },
            },
          }}
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: { sm: 0.5 } }}>
          {busy ? t('lookup.searching') : t('lookup.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
