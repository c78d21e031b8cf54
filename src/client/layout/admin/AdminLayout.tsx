import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { TOPBAR_HEIGHT } from '../../../domain/constants';
import { AppLogo } from '../../components/AppLogo';
import { FetchingBar } from '../../components/FetchingBar';
import { RouteBoundary } from '../../components/RouteBoundary';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { BRAND_NAVY } from '../../themes/theme';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/** A plain frame for the internal area until its full layout (drawer, breadcrumbs, settings) is built. */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <FetchingBar />
      <AppBar position="sticky" elevation={0} enableColorOnDark sx={{ bgcolor: BRAND_NAVY, color: '#ffffff', backgroundImage: 'none' }}>
        <Toolbar sx={{ height: TOPBAR_HEIGHT, minHeight: TOPBAR_HEIGHT, '@media (min-width:0px)': { minHeight: TOPBAR_HEIGHT }, gap: 1.5 }}>
          <AppLogo size={36} />
          <Typography component="p" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {t('common:app.name')} · {t('admin:layout.title')}
          </Typography>
          <Button color="inherit" component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
            {t('admin:layout.backToPortal')}
          </Button>
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <RouteBoundary key={pathname}>
          <Outlet />
        </RouteBoundary>
      </Box>
    </Box>
  );
}
