import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useLogout } from '@refinedev/core';
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, RefineKbarProvider, useKBar, useMatches, useRegisterActions } from '@refinedev/kbar';
import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage, currentLocale } from '../../i18n';
import { useSettings } from '../../settings/SettingsProvider';
import { useIdle } from '../../components/use-idle';
import { useAppAbility } from '../guard/ability';
import { ADMIN_SCREENS, type AdminScreen } from '../screens';
import { paletteActions } from './palette-actions';
import { PaletteSearch } from './PaletteSearch';
import { useRecordSearch, type FoundRecord } from './record-search';

/** A dialog the palette opens over the screen it navigated to (the internal area draws them: admin/PaletteDialogs.tsx). */
export type PaletteDialog =
  | { kind: 'createComplaint' }
  | { kind: 'showComplaint'; record: Extract<FoundRecord, { resource: 'complaints' }>['record'] }
  | { kind: 'managed'; resource: 'plans' | 'tacs'; record: Extract<FoundRecord, { resource: 'plans' | 'tacs' }>['record'] | null };

interface PaletteActionsProps {
  open: (dialog: PaletteDialog) => void;
  onOpenSettings: () => void;
}

/** The bell owns its menu; the palette presses it once it has closed (so the menu gets the focus). */
function openNotifications() {
  setTimeout(() => document.querySelector<HTMLElement>('[data-testid="notifications-button"]')?.click(), 0);
}

/** Registers the commands of the current user, rebuilt when the language, the ability, the settings or the search change. */
function PaletteActions({ open, onOpenSettings }: PaletteActionsProps) {
  const { t, i18n } = useTranslation(['palette', 'admin', 'common', 'settings']);
  const ability = useAppAbility();
  const { settings, update } = useSettings();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { search } = useKBar((state) => ({ search: state.searchQuery }));
  const records = useRecordSearch(search, ability);
  const { dark, index } = settings.theme;
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
        create: (screen: AdminScreen) => {
          void navigate(screen.path);
          if (screen.key === 'complaints') open({ kind: 'createComplaint' });
          else if (screen.key === 'planManagement' || screen.key === 'tacManagement')
            open({ kind: 'managed', resource: screen.key === 'planManagement' ? 'plans' : 'tacs', record: null });
        },
        logout: () => logout(),
        openSettings: () => setTimeout(onOpenSettings, 0),
        openNotifications,
        records,
        search,
        openRecord: (found) => {
          // The staff screen that lists the record's resource (the registry's, not the public page over the same API).
          const screen = ADMIN_SCREENS.find((candidate) => candidate.resource === found.resource && !candidate.hidden);
          if (screen) void navigate(screen.path);
          if (found.resource === 'complaints') open({ kind: 'showComplaint', record: found.record });
          else open({ kind: 'managed', resource: found.resource, record: found.record });
        },
      }),
    // i18n.language: the names follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, ability, dark, index, navigate, update, open, onOpenSettings, logout, records, search],
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

/** Draws the palette's dialog (the complaint's form or details, the plan/TAC form). */
export type PaletteDialogsComponent = ComponentType<{ dialog: PaletteDialog; onClose: () => void }>;

interface CommandPaletteProviderProps {
  children: ReactNode;
  onOpenSettings: () => void;
  dialogs: PaletteDialogsComponent;
}

/** The command palette of the internal area (Ctrl/⌘+K): every screen and action the user may use, and the preferences. */
export function CommandPaletteProvider({ children, onOpenSettings, dialogs: Dialogs }: CommandPaletteProviderProps) {
  const [dialog, setDialog] = useState<PaletteDialog | null>(null);
  const close = useMemo(() => () => setDialog(null), []);
  // The commands are built once the screen has painted: a reload shows its rows first.
  const idle = useIdle();
  return (
    <RefineKbarProvider>
      {idle && <PaletteActions open={setDialog} onOpenSettings={onOpenSettings} />}
      <CommandBar />
      {children}
      <Suspense fallback={null}>{dialog && <Dialogs dialog={dialog} onClose={close} />}</Suspense>
    </RefineKbarProvider>
  );
}
