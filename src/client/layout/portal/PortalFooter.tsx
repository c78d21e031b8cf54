import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FOOTER_BREAKPOINT } from '../../../domain/constants';
import { AppLogo } from '../../components/AppLogo';
import { useRuntimeConfig } from '../../providers/runtime-config';
import { BRAND_NAVY } from '../../themes/theme';
import { FOOTER_LINKS } from '../../navigation/portal-nav';

const WIDE = `@media (min-width:${FOOTER_BREAKPOINT}px)`;

/** The portal's footer: a column on narrow screens, a row from 890 px (spec §9). */
export function PortalFooter() {
  const { t } = useTranslation();
  const { version } = useRuntimeConfig();
  return (
    <Box component="footer" sx={{ bgcolor: BRAND_NAVY, color: '#ffffff', mt: 'auto' }}>
      <Container
        maxWidth="lg"
        data-testid="portal-footer-content"
        sx={{
          py: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 2.5,
          [WIDE]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, maxWidth: 460 }}>
          <AppLogo size={40} />
          <Box>
            <Typography sx={{ fontWeight: 500 }}>
              {t('app.authority')} · {t('app.authorityFull')}
            </Typography>
            <Typography variant="body2">{t('app.parent')}</Typography>
            <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.9 }}>
              {t('footer.about')}
            </Typography>
          </Box>
        </Box>
        <Box component="nav" aria-label={t('layout.footerNavigation')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2.5 } }}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link component={RouterLink} to={link.path} color="inherit">
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Typography variant="body2">{t('footer.version', { version })}</Typography>
      </Container>
    </Box>
  );
}
