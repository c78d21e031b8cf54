import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, FOOTER_BREAKPOINT } from '../../../domain/constants';

/** The internal area's footer (shown while settings.footer is on); stacks below 890 px (spec §9). */
export function AdminFooter() {
  const { t } = useTranslation('settings');
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        alignItems: 'center',
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        [`@media (min-width:${FOOTER_BREAKPOINT}px)`]: { flexDirection: 'row', justifyContent: 'space-between' },
      }}
    >
      <Typography variant="body2">© {t('footerText', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2">{t('version', { version: APP_VERSION })}</Typography>
    </Box>
  );
}
