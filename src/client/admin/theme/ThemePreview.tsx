import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { createAdminTheme } from '../../themes/admin-theme';
import { paletteAt, PALETTE_ROLES, textOn } from '../../themes/palettes';

/** One colour theme in one mode: its seven colours, named, and a few components drawn with it. */
export function ThemePreview({ index, dark }: { index: number; dark: boolean }) {
  const { t } = useTranslation(['admintheme', 'settings']);
  const locale = currentLocale();
  const theme = useMemo(() => createAdminTheme(locale, index, dark), [locale, index, dark]);
  const colours = paletteAt(index)[dark ? 'dark' : 'light'];
  const mode = t(dark ? 'admintheme:dark' : 'admintheme:light');
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="section"
        aria-label={t('admintheme:previewOf', { name: t(`settings:themes.${paletteAt(index).key}`), mode })}
        data-testid={`theme-preview-${index}-${dark ? 'dark' : 'light'}`}
        sx={{ flex: 1, minWidth: 0, p: 1.5, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary', border: 1, borderColor: 'divider' }}
      >
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {mode}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 0.5 }}>
          {PALETTE_ROLES.map((role) => (
            <Box
              component="li"
              key={role}
              data-role={role}
              sx={{ bgcolor: colours[role], color: textOn(colours[role]), borderRadius: 0.5, px: 1, py: 0.5, fontSize: '0.8125rem', lineHeight: 1.3 }}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {t(`admintheme:roles.${role}`)}
              </Box>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {colours[role]}
              </Box>
            </Box>
          ))}
        </Box>
        <Stack inert direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
          <Button size="small" variant="contained">
            {t('admintheme:sample.button')}
          </Button>
          <Button size="small" variant="outlined" color="secondary">
            {t('admintheme:sample.outlined')}
          </Button>
          <Chip size="small" color="success" label={t('admintheme:sample.chip')} />
        </Stack>
        <Alert inert variant="filled" severity="info" sx={{ mt: 1, py: 0 }}>
          {t('admintheme:sample.alert')}
        </Alert>
      </Box>
    </ThemeProvider>
  );
}
