import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SettingsIcon from '@mui/icons-material/Settings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TOPBAR_HEIGHT, TOPBAR_HEIGHT_DENSE } from '../../../domain/constants';
import { Can } from '../../navigation/guard/ability';
import { logsScreen, outboxScreen } from '../../navigation/screens';
import { PaletteButton } from '../../navigation/palette/PaletteButton';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSettings } from '../../settings/SettingsProvider';
import { topBarHeight } from '../../settings/settings';
import { BRAND_NAVY } from '../../themes/theme';
import { AdminBreadcrumbs } from './AdminBreadcrumbs';
import { FullscreenButton } from './FullscreenButton';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';
import { SettingsPanel } from './SettingsPanel';

interface AdminTopBarProps {
  /** Shown on phones, where the drawer is temporary. */
  onOpenMenu?: () => void;
  menuOpen: boolean;
  /** Shown on larger screens: hides or shows the permanent drawer (settings.navbar.show). */
  onToggleNavbar?: () => void;
  /** The settings panel's state lives in the layout: the command palette opens it too. */
  settingsOpen: boolean;
  onSettingsOpen: (open: boolean) => void;
}

/** Shown from the sm breakpoint up: a 390 px phone cannot fit every top-bar button. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'inline-flex' } } as const;

const ROW = { height: TOPBAR_HEIGHT, minHeight: TOPBAR_HEIGHT, '@media (min-width:0px)': { minHeight: TOPBAR_HEIGHT }, gap: 1 } as const;

/**
 * The internal area's top bar: breadcrumbs, the error-log icon (developers), full screen, settings, language and profile.
 * 60 px high; with the compact ("dense") toolbar setting off, 121 px: the breadcrumbs move to a second row.
 */
export function AdminTopBar({ onOpenMenu, menuOpen, onToggleNavbar, settingsOpen, onSettingsOpen }: AdminTopBarProps) {
  const { t } = useTranslation(['admin', 'settings']);
  const { settings } = useSettings();
  const tall = topBarHeight(settings) === TOPBAR_HEIGHT_DENSE;
  const breadcrumbs = (
    <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <AdminBreadcrumbs />
    </Box>
  );
  return (
    <AppBar
      position="sticky"
      elevation={0}
      enableColorOnDark
      data-testid="admin-topbar"
      sx={{ bgcolor: BRAND_NAVY, color: '#ffffff', backgroundImage: 'none', height: topBarHeight(settings) }}
    >
      <Toolbar sx={ROW}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label={t('admin:layout.openMenu')} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {onToggleNavbar && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t(settings.navbar.show ? 'settings:hideNavbar' : 'settings:showNavbar')}
            aria-expanded={settings.navbar.show}
            onClick={onToggleNavbar}
          >
            {settings.navbar.show ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        {tall ? <Box sx={{ flex: 1 }} /> : breadcrumbs}
        {/* On phones the bar keeps what a user needs most; logs and outbox stay one Ctrl+K away (command palette). */}
        <Can I="read" a={logsScreen.subject}>
          <Box sx={WIDE_ONLY}>
            {[logsScreen, outboxScreen].map(({ key, path, icon: Icon }) => (
              <Tooltip key={key} title={t(`admin:screens.${key}.title`)}>
                <IconButton color="inherit" component={RouterLink} to={path} aria-label={t(`admin:screens.${key}.title`)}>
                  <Icon />
                </IconButton>
              </Tooltip>
            ))}
          </Box>
        </Can>
        <PaletteButton />
        <NotificationsMenu />
        {settings.fullscreen.btn && (
          <Box sx={WIDE_ONLY}>
            <FullscreenButton />
          </Box>
        )}
        {settings.settingsPanel.btn && (
          <Tooltip title={t('settings:button')}>
            <IconButton
              color="inherit"
              aria-label={t('settings:button')}
              aria-haspopup="dialog"
              aria-expanded={settingsOpen}
              onClick={() => onSettingsOpen(true)}
            >
              <SettingsIcon />
            </IconButton>
          </Tooltip>
        )}
        <LanguageSwitch />
        <ProfileMenu />
      </Toolbar>
      {tall && (
        <Toolbar
          sx={{
            ...ROW,
            height: TOPBAR_HEIGHT_DENSE - TOPBAR_HEIGHT,
            minHeight: 0,
            '@media (min-width:0px)': { minHeight: 0 },
            borderTop: '1px solid rgba(255, 255, 255, 0.2)',
          }}
        >
          {breadcrumbs}
        </Toolbar>
      )}
      <SettingsPanel open={settingsOpen} onClose={() => onSettingsOpen(false)} />
    </AppBar>
  );
}
