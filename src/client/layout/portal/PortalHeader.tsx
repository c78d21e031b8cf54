import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PORTAL_TOPBAR_HEIGHT } from '../../../domain/constants';
import { useSessionHint } from '../../providers/session-hint';
import { BRAND_NAVY } from '../../themes/theme';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PortalIdentity } from './PortalIdentity';
import { PortalTabs } from './PortalTabs';
import { SiteSearchForm } from './SiteSearchForm';

const TABS_HEIGHT = 48;
// The phone and tablet drawer downloads the first time it is opened.
const PortalDrawer = lazy(() => import('./PortalDrawer').then((m) => ({ default: m.PortalDrawer })));

/**
 * The portal's top bar, 130 px high (spec §9): identity, site search and language on top, the tabs
 * below; on medium and smaller screens a menu button opens the drawer and the search takes the second row.
 */
export function PortalHeader() {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const session = useSessionHint();

  return (
    <AppBar position="static" elevation={0} enableColorOnDark sx={{ bgcolor: BRAND_NAVY, color: '#ffffff', backgroundImage: 'none' }}>
      <Toolbar
        disableGutters
        sx={{
          height: PORTAL_TOPBAR_HEIGHT,
          minHeight: PORTAL_TOPBAR_HEIGHT,
          '@media (min-width:0px)': { minHeight: PORTAL_TOPBAR_HEIGHT },
          flexDirection: 'column',
          alignItems: 'stretch',
          px: { xs: 1.5, sm: 3 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flex: 1, minHeight: 0 }}>
          {compact && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('layout.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <PortalIdentity />
          <Box sx={{ flex: 1 }} />
          {!compact && <SiteSearchForm />}
          <LanguageSwitch />
          {session && <SessionLink name={session.name} />}
        </Box>
        {compact ? (
          <Box sx={{ height: TABS_HEIGHT + 8, display: 'flex', alignItems: 'flex-start' }}>
            <SiteSearchForm fullWidth />
          </Box>
        ) : (
          <Box sx={{ height: TABS_HEIGHT }}>
            <PortalTabs />
          </Box>
        )}
      </Toolbar>
      {compact && drawerUsed && (
        <Suspense fallback={null}>
          <PortalDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}

/** A signed-in user's name, leading to the internal area; read from the session hint, so no keycloak-js here. */
function SessionLink({ name }: { name: string }) {
  const { t } = useTranslation('auth');
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to="/dashboard"
      startIcon={<AccountCircleIcon />}
      aria-label={t('session.goToDashboard', { name })}
      sx={{ textTransform: 'none', flexShrink: 1, minWidth: 0, maxWidth: 200, '&.Mui-focusVisible': { outline: '2px solid #ffffff' } }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
    </Button>
  );
}
