import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { rememberThemeChoice } from '../../settings/default-theme';
import { useSettings } from '../../settings/SettingsProvider';
import { paletteAt, PALETTES } from '../../themes/palettes';
import { ConfirmDefaultDialog } from './ConfirmDefaultDialog';
import { ThemeCard } from './ThemeCard';
import { errorMessage, useDefaultTheme } from './theme-api';

/** /theme — the 8 colour themes side by side: apply one to yourself, or make one the default for everyone. */
export function ThemePage() {
  const { t } = useTranslation(['admintheme', 'settings']);
  useDocumentTitle(t('admintheme:title'));
  const { settings, update } = useSettings();
  const { open } = useNotification();
  const { state, reload, setDefault } = useDefaultTheme();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (index: number) => t(`settings:themes.${paletteAt(index).key}`);

  const apply = (index: number) => {
    rememberThemeChoice(true);
    update((current) => ({ ...current, theme: { ...current.theme, index } }));
    open?.({ type: 'success', message: t('admintheme:messages.applied', { name: nameOf(index) }) });
  };
  const confirmDefault = async () => {
    if (confirming === null) return;
    setBusy(true);
    try {
      const saved = await setDefault(confirming);
      open?.({ type: 'success', message: t('admintheme:messages.defaultSet', { name: nameOf(saved) }) });
      setConfirming(null);
    } catch (error) {
      open?.({ type: 'error', message: t('admintheme:messages.defaultError', { message: errorMessage(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography component="h1" variant="h1" color="primary" gutterBottom>
        {t('admintheme:title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('admintheme:description')}</Typography>
      {state.status === 'loading' && <LinearProgress aria-label={t('admintheme:messages.loading')} sx={{ mb: 2 }} />}
      {state.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={reload}>
              {t('admintheme:messages.retry')}
            </Button>
          }
        >
          {t('admintheme:messages.loadError')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {PALETTES.map((palette, index) => (
          <ThemeCard
            key={palette.key}
            index={index}
            isDefault={state.status === 'ready' && state.index === index}
            isMine={settings.theme.index === index}
            canSetDefault={state.status === 'ready'}
            onApply={() => apply(index)}
            onSetDefault={() => setConfirming(index)}
          />
        ))}
      </Box>
      {confirming !== null && (
        <ConfirmDefaultDialog name={nameOf(confirming)} busy={busy} onCancel={() => setConfirming(null)} onConfirm={() => void confirmDefault()} />
      )}
    </Container>
  );
}
