import BugReportIcon from '@mui/icons-material/BugReport';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TOPBAR_HEIGHT } from '../../../domain/constants';
import { abilityOf, canOpen } from '../../admin/guard/route-access';
import { adminScreenAt } from '../../admin/screens';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useCurrentUser } from '../../providers/auth-provider';
import { BRAND_NAVY } from '../../themes/theme';
import { AdminBreadcrumbs } from './AdminBreadcrumbs';
import { ProfileMenu } from './ProfileMenu';

const LOGS = adminScreenAt('/logs');

interface AdminTopBarProps {
  /** Shown on phones, where the drawer is temporary. */
  onOpenMenu?: () => void;
  menuOpen: boolean;
}

/** The internal area's 60 px top bar: breadcrumbs, the error-log icon (developers), language and profile. */
export function AdminTopBar({ onOpenMenu, menuOpen }: AdminTopBarProps) {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  const seesLogs = useMemo(() => Boolean(LOGS && canOpen(abilityOf(user), LOGS)), [user]);
  return (
    <AppBar position="sticky" elevation={0} enableColorOnDark sx={{ bgcolor: BRAND_NAVY, color: '#ffffff', backgroundImage: 'none' }}>
      <Toolbar sx={{ height: TOPBAR_HEIGHT, minHeight: TOPBAR_HEIGHT, '@media (min-width:0px)': { minHeight: TOPBAR_HEIGHT }, gap: 1 }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label={t('layout.openMenu')} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <AdminBreadcrumbs />
        </Box>
        {seesLogs && (
          <Tooltip title={t('screens.logs.title')}>
            <IconButton color="inherit" component={RouterLink} to="/logs" aria-label={t('screens.logs.title')}>
              <BugReportIcon />
            </IconButton>
          </Tooltip>
        )}
        <LanguageSwitch />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
