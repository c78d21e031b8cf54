import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings/SettingsProvider';
import type { Settings } from '../../settings/settings';
import { PALETTES, type ColourTheme } from '../../themes/palettes';

interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

type Toggle = { key: string; checked: (s: Settings) => boolean; set: (s: Settings, on: boolean) => Settings };

const TOGGLES: Toggle[] = [
  { key: 'darkTheme', checked: (s) => s.theme.dark, set: (s, on) => ({ ...s, theme: { ...s.theme, dark: on } }) },
  { key: 'denseToolbar', checked: (s) => s.dense, set: (s, on) => ({ ...s, dense: on }) },
  { key: 'denseNavbar', checked: (s) => s.navbar.dense, set: (s, on) => ({ ...s, navbar: { ...s.navbar, dense: on } }) },
  { key: 'navbarLogo', checked: (s) => s.navbar.logo, set: (s, on) => ({ ...s, navbar: { ...s.navbar, logo: on } }) },
  { key: 'footer', checked: (s) => s.footer, set: (s, on) => ({ ...s, footer: on }) },
];

/** Three stripes of a theme's primary, secondary and accent colours (decorative: the radio's label names it). */
function Swatch({ theme, dark }: { theme: ColourTheme; dark: boolean }) {
  const colours = theme[dark ? 'dark' : 'light'];
  return (
    <Box aria-hidden="true" sx={{ display: 'inline-flex', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', mr: 1, flexShrink: 0 }}>
      {[colours.primary, colours.secondary, colours.accent].map((colour) => (
        <Box key={colour} component="span" sx={{ width: 14, height: 24, bgcolor: colour }} />
      ))}
    </Box>
  );
}

/** The right-side settings drawer (spec §2): theme, densities, logo, footer, colour theme, defaults. */
export function SettingsPanel({ open, onClose }: SettingsPanelProps) {
  const { t } = useTranslation('settings');
  const { settings, update, reset } = useSettings();
  const titleId = useId();
  const themesId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '90vw' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1 }}>
        <FormGroup>
          {TOGGLES.map((toggle) => (
            <FormControlLabel
              key={toggle.key}
              control={<Switch checked={toggle.checked(settings)} onChange={(_, on) => update((s) => toggle.set(s, on))} />}
              label={t(toggle.key)}
            />
          ))}
        </FormGroup>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1 }}>
        <Typography id={themesId} component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 0.5 }}>
          {t('colourTheme')}
        </Typography>
        <RadioGroup
          aria-labelledby={themesId}
          name="colour-theme"
          value={String(settings.theme.index)}
          onChange={(_, value) => update((s) => ({ ...s, theme: { ...s.theme, index: Number(value) } }))}
        >
          {PALETTES.map((theme, index) => (
            <FormControlLabel
              key={theme.key}
              value={String(index)}
              control={<Radio size="small" />}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                  <Swatch theme={theme} dark={settings.theme.dark} />
                  {t(`themes.${theme.key}`)}
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={reset} fullWidth>
          {t('defaults')}
        </Button>
      </Box>
    </Drawer>
  );
}
