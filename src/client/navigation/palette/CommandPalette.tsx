import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useLogout } from '@refinedev/core';
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, RefineKbarProvider, useKBar, useMatches, useRegisterActions } from '@refinedev/kbar';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage, currentLocale } from '../../i18n';
import { useSettings } from '../../settings/SettingsProvider';
import { useIdle } from '../../components/use-idle';
import { useAppAbility } from '../guard/ability';
import { ADMIN_SCREENS, adminScreenAt, type AdminScreen } from '../screens';
import { paletteActions } from './palette-actions';
import { PaletteSearch } from './PaletteSearch';
import { useRecordSearch } from './record-search';

interface PaletteActionsProps {
  onOpenSettings: () => void;
}

/** The bell owns its menu; the palette presses it once it has closed (so the menu gets the focus). */
function openNotifications() {
  setTimeout(() => document.querySelector<HTMLElement>('[data-testid="notifications-button"]')?.click(), 0);
}

/** Registers the commands of the current user, rebuilt when the language, the ability, the settings or the search change. */
function PaletteActions({ onOpenSettings }: PaletteActionsProps) {
  const { t, i18n } = useTranslation(['palette', 'admin', 'common', 'settings']);
  const ability = useAppAbility();
  const { settings, update } = useSettings();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { search } = useKBar((state) => ({ search: state.searchQuery }));
  const records = useRecordSearch(search, ability);
  const { dark, index } = settings.theme;
  const location = useLocation();
  // A record's address keeps the list's filters, sort and page when the palette is used on that list itself.
  const onScreen = (screen: AdminScreen, pathname: string) => ({ pathname, search: adminScreenAt(location.pathname) === screen ? location.search : '' });
  const actions = useMemo(
    () =>
      paletteActions({
        t,
        ability,
        dark,
        themeIndex: index,
        locale: currentLocale(),
        navigate: (path) => void navigate(path),
        setDark: (value) => update((s) => ({ ...s, theme: { ...s.theme, dark: value } })),
        setTheme: (value) => update((s) => ({ ...s, theme: { ...s.theme, index: value } })),
        setLanguage: (locale) => void changeLanguage(locale),
        // The list's create address: the list opens its form over itself.
        create: (screen: AdminScreen) => {
          if (screen.records?.create) void navigate(onScreen(screen, screen.records.create));
        },
        logout: () => logout(),
        openSettings: () => setTimeout(onOpenSettings, 0),
        openNotifications,
        records,
        search,
        openRecord: (found) => {
          // The record's own address on the staff screen that lists its resource (not the public page over the same API).
          const screen = ADMIN_SCREENS.find((candidate) => candidate.resource === found.resource && !candidate.hidden);
          const pattern = screen?.records?.show ?? screen?.records?.edit;
          if (screen && pattern) void navigate(onScreen(screen, pattern.replace(':id', encodeURIComponent(String(found.id)))));
        },
      }),
    // i18n.language: the names follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, ability, dark, index, navigate, update, onOpenSettings, logout, records, search, location],
  );
  useRegisterActions(actions, [actions]);
  return null;
}

function Results() {
  const { results } = useMatches();
  const { t } = useTranslation('palette');
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  // kbar's scrolling list takes no props: make it reachable by keyboard (a scrollable region must be focusable).
  useEffect(() => {
    const scroller = box.current?.firstElementChild;
    if (scroller instanceof HTMLElement) scroller.tabIndex = 0;
  });
  if (results.length === 0) return <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>{t('empty')}</Typography>;
  return (
    <div ref={box}>
      <KBarResults
        items={results}
        maxHeight={420}
        onRender={({ item, active }) =>
          typeof item === 'string' ? (
            <Typography component="div" variant="overline" sx={{ px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}>
              {item}
            </Typography>
          ) : (
            <Box
              sx={{
                px: 2,
                py: 1,
                cursor: 'pointer',
                borderLeft: `3px solid ${active ? theme.palette.primary.main : 'transparent'}`,
                bgcolor: active ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.1) : 'transparent',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <Typography component="span">{item.name}</Typography>
              {item.subtitle && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.subtitle}
                </Typography>
              )}
            </Box>
          )
        }
      />
    </div>
  );
}

/** The palette itself: a search box over the commands, in the theme's colours. */
function CommandBar() {
  const { t } = useTranslation('palette');
  const theme = useTheme();
  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: theme.zIndex.modal + 1, backgroundColor: alpha(theme.palette.common.black, 0.5), padding: '12vh 16px 16px' }}>
        <KBarAnimator style={{ width: '100%', maxWidth: 640 }}>
          <Paper role="dialog" aria-modal="true" aria-label={t('dialog')} elevation={12} sx={{ overflow: 'hidden' }} data-testid="command-palette">
            <PaletteSearch label={t('placeholder')} />
            <Box sx={{ pb: 1 }}>
              <Results />
            </Box>
            <Typography variant="caption" component="p" sx={{ px: 2, py: 1, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
              {t('hint')}
            </Typography>
          </Paper>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}

interface CommandPaletteProviderProps {
  children: ReactNode;
  onOpenSettings: () => void;
}

/** The command palette of the internal area (Ctrl/⌘+K): every screen and action the user may use, and the preferences. */
export function CommandPaletteProvider({ children, onOpenSettings }: CommandPaletteProviderProps) {
  // The commands are built once the screen has painted: a reload shows its rows first.
  const idle = useIdle();
  return (
    <RefineKbarProvider>
      {idle && <PaletteActions onOpenSettings={onOpenSettings} />}
      <CommandBar />
      {children}
    </RefineKbarProvider>
  );
}
