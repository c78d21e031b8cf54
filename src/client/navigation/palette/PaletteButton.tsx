import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useKBar } from '@refinedev/kbar';
import { useTranslation } from 'react-i18next';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's button that opens the command palette, with its keyboard shortcut. */
export function PaletteButton() {
  const { t } = useTranslation('palette');
  const { query } = useKBar();
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  return (
    <Button
      color="inherit"
      onClick={() => query.toggle()}
      startIcon={<SearchIcon />}
      aria-label={t('button', { shortcut })}
      aria-keyshortcuts="Control+K Meta+K"
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0, '&.Mui-focusVisible': { outline: '2px solid #ffffff' } }}
    >
      <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: 12, px: 0.75, py: 0.25, border: '1px solid rgba(255, 255, 255, 0.5)', borderRadius: 1 }}>
        {shortcut}
      </Box>
    </Button>
  );
}
