import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '../../components/AppLogo';

/** The authority's identity at the left of the bar; a link to the home page. */
export function PortalIdentity() {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        minWidth: 0,
        '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 4 },
      }}
    >
      <AppLogo size={52} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontSize: '0.8125rem', letterSpacing: '0.12em', fontWeight: 500, opacity: 0.9 }}>
          {t('app.authority')}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 500, lineHeight: 1.2 }}>
          {t('app.name')}
        </Typography>
        <Typography component="span" sx={{ display: { xs: 'none', md: 'block' }, fontSize: '0.75rem', opacity: 0.9 }}>
          {t('app.authorityFull')}
        </Typography>
        {/* The link's name is its visible text plus this (WCAG 2.5.3, label in name: a voice user says what they see). */}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {t('app.homeLink')}
        </Box>
      </Box>
    </Box>
  );
}
