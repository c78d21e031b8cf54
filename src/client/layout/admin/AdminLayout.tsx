import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { DRAWER_WIDTH, TOPBAR_HEIGHT } from '../../../domain/constants';
import { AppLogo } from '../../components/AppLogo';
import { FetchingBar } from '../../components/FetchingBar';
import { RouteBoundary } from '../../components/RouteBoundary';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { AdminNav } from './AdminNav';
import { AdminTopBar } from './AdminTopBar';

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <>
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        color="inherit"
        aria-label={t('admin:layout.backToPortal')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, height: TOPBAR_HEIGHT, flexShrink: 0 }}
      >
        <AppLogo size={32} />
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }} noWrap>{t('common:app.name')}</Typography>
      </Link>
      <Divider />
      <AdminNav onNavigate={onNavigate} />
    </>
  );
}

/** The internal area's frame (spec §2): a 250 px navigation drawer (temporary on phones), the top bar, the page. */
export function AdminLayout() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <FetchingBar />
      {phone ? (
        <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: true }} sx={{ '& .MuiDrawer-paper': paper }}>
          <DrawerContent onNavigate={() => setOpen(false)} />
        </Drawer>
      ) : (
        <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
          <DrawerContent />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminTopBar onOpenMenu={phone ? () => setOpen(true) : undefined} menuOpen={open} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <RouteBoundary key={pathname}>
            <Outlet />
          </RouteBoundary>
        </Box>
      </Box>
    </Box>
  );
}
