import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { DEFAULT_LOCALE, DRAWER_WIDTH } from '../../../domain/constants';
import { AppLogo } from '../../components/AppLogo';
import { FetchingBar } from '../../components/FetchingBar';
import { RouteBoundary } from '../../components/RouteBoundary';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { isLocale } from '../../i18n';
import { SettingsProvider, useSettings } from '../../settings/SettingsProvider';
import { topBarHeight } from '../../settings/settings';
import { createAdminTheme } from '../../themes/admin-theme';
import { CommandPaletteProvider } from '../../navigation/palette/CommandPalette';
import { adminScreenAt } from '../../navigation/screens';
import { AdminFooter } from './AdminFooter';
import { AdminNav } from './AdminNav';
import { AdminTopBar } from './AdminTopBar';
import { ScrollTopButton } from './ScrollTopButton';

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { settings } = useSettings();
  return (
    <>
      {settings.navbar.logo && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }} data-testid="navbar-logo">
          <AppLogo size={88} />
        </Box>
      )}
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        color="inherit"
        aria-label={t('admin:layout.backToPortal')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, height: topBarHeight(settings), flexShrink: 0 }}
      >
        {!settings.navbar.logo && <AppLogo size={32} />}
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }} noWrap>
          {t('common:app.name')}
        </Typography>
      </Link>
      <Divider />
      <AdminNav onNavigate={onNavigate} />
    </>
  );
}

/** The internal area's MUI theme: the colour theme and dark mode of the settings (the public portal keeps its own). */
function AdminTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const { index, dark } = useSettings().settings.theme;
  const theme = useMemo(() => createAdminTheme(locale, index, dark), [locale, index, dark]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={{ body: { backgroundColor: theme.palette.background.default, color: theme.palette.text.primary } }} />
      {children}
    </ThemeProvider>
  );
}

/**
 * The internal area's frame (spec §2): settings, theme, navigation drawer, top bar, page, footer, scroll-to-top.
 */
export function AdminLayout() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <SettingsProvider>
      <AdminTheme>
        <CommandPaletteProvider onOpenSettings={() => setSettingsOpen(true)}>
          <AdminFrame settingsOpen={settingsOpen} onSettingsOpen={setSettingsOpen} />
        </CommandPaletteProvider>
      </AdminTheme>
    </SettingsProvider>
  );
}

/** A 250 px navigation drawer (temporary on phones), the top bar, the page and the footer. */
function AdminFrame({ settingsOpen, onSettingsOpen }: { settingsOpen: boolean; onSettingsOpen: (open: boolean) => void }) {
  const { settings, update } = useSettings();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }} data-testid="admin-layout">
      <SkipLink />
      <FetchingBar />
      {phone ? (
        <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: true }} sx={{ '& .MuiDrawer-paper': paper }}>
          <DrawerContent onNavigate={() => setOpen(false)} />
        </Drawer>
      ) : settings.navbar.show ? (
        <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
          <DrawerContent />
        </Drawer>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminTopBar
          onOpenMenu={phone ? () => setOpen(true) : undefined}
          menuOpen={open}
          onToggleNavbar={phone ? undefined : () => update((s) => ({ ...s, navbar: { ...s.navbar, show: !s.navbar.show } }))}
          settingsOpen={settingsOpen}
          onSettingsOpen={onSettingsOpen}
        />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {/* A new screen starts afresh; a record's address over its list is the same screen (not remounted). */}
          <RouteBoundary key={adminScreenAt(pathname)?.key ?? pathname}>
            <Outlet />
          </RouteBoundary>
        </Box>
        {settings.footer && <AdminFooter />}
      </Box>
      <ScrollTopButton />
    </Box>
  );
}
