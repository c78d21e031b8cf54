import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../domain/constants';
import { OVERRIDE_VALUE_MAX } from '../../../domain/schemas/i18n-override';
import { useGuardedClose } from '../../components/use-guarded-close';
import { errorMessage } from '../theme/theme-api';
import type { TranslationRow } from './translation-rows';

interface TranslationDialogProps {
  row: TranslationRow;
  onClose: () => void;
  onSave: (row: TranslationRow, values: Record<Locale, string>) => Promise<void>;
}

/** Edits the three texts of one key; each field says the shipped text and can restore it; closing with edits asks first. */
export function TranslationDialog({ row, onClose, onSave }: TranslationDialogProps) {
  const { t } = useTranslation('admini18n');
  const [values, setValues] = useState<Record<Locale, string>>({ ...row.value });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Esc, a click outside or Cancel with edits asks first, as the record forms do.
  const close = useGuardedClose(
    LOCALES.some((locale) => values[locale] !== row.value[locale]),
    onClose,
  );
  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      await onSave(row, values);
      onClose(); // saved: nothing left to lose
    } catch (e) {
      setError(t('dialog.error', { message: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="translation-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="translation-title" sx={{ wordBreak: 'break-all' }}>
          {t('dialog.title', { key: row.id })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('dialog.hint')}</DialogContentText>
          {LOCALES.map((locale) => {
            const shipped = row.shipped[locale];
            const language = t(`columns.${locale}`);
            return (
              <TextField
                key={locale}
                id={`translation-${locale}`}
                label={language}
                value={values[locale]}
                onChange={(e) => setValues((current) => ({ ...current, [locale]: e.target.value }))}
                multiline
                minRows={1}
                maxRows={8}
                fullWidth
                margin="normal"
                error={values[locale].trim() === ''}
                helperText={shipped === undefined || shipped === '' ? t('dialog.shippedNone') : t('dialog.shipped', { text: shipped })}
                slotProps={{
                  htmlInput: { maxLength: OVERRIDE_VALUE_MAX, lang: locale === 'pt' ? 'pt-BR' : locale },
                  input: {
                    endAdornment:
                      shipped !== undefined && values[locale] !== shipped ? (
                        <InputAdornment position="end">
                          <IconButton
                            edge="end"
                            aria-label={t('dialog.restore', { language })}
                            onClick={() => setValues((current) => ({ ...current, [locale]: shipped }))}
                          >
                            <RestoreIcon />
                          </IconButton>
                        </InputAdornment>
                      ) : undefined,
                  },
                }}
              />
            );
          })}
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
