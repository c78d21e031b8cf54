import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, RefineKbarProvider, useMatches, useRegisterActions } from '@refinedev/kbar';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage, currentLocale } from '../../i18n';
import { useCurrentUser } from '../../providers/auth-provider';
import { useSettings } from '../../settings/SettingsProvider';
import { ComplaintFormDialog } from '../complaints/ComplaintFormDialog';
import { abilityOf } from '../guard/route-access';
import { paletteActions } from './palette-actions';
import { PaletteSearch } from './PaletteSearch';

/** Registers the commands of the current user, rebuilt when the language, the user or the settings change. */
function PaletteActions({ onCreateComplaint }: { onCreateComplaint: () => void }) {
  const { t, i18n } = useTranslation(['palette', 'admin', 'common', 'settings']);
  const user = useCurrentUser();
  const { settings, update } = useSettings();
  const navigate = useNavigate();
  const { dark, index } = settings.theme;
  const actions = useMemo(
    () =>
      paletteActions({
        t,
        ability: abilityOf(user),
        dark,
        themeIndex: index,
        locale: currentLocale(),
        navigate: (path) => void navigate(path),
        setDark: (value) => update((s) => ({ ...s, theme: { ...s.theme, dark: value } })),
        setTheme: (value) => update((s) => ({ ...s, theme: { ...s.theme, index: value } })),
        setLanguage: (locale) => void changeLanguage(locale),
        createComplaint: onCreateComplaint,
      }),
    // i18n.language: the names follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, user, dark, index, navigate, update, onCreateComplaint],
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

/** The command palette of the internal area (Ctrl/⌘+K): every screen and action the user may use, and the preferences. */
export function CommandPaletteProvider({ children }: { children: ReactNode }) {
  const [creating, setCreating] = useState(false);
  const openCreate = useMemo(() => () => setCreating(true), []);
  return (
    <RefineKbarProvider>
      <PaletteActions onCreateComplaint={openCreate} />
      <CommandBar />
      {children}
      {creating && <ComplaintFormDialog record={null} onClose={() => setCreating(false)} />}
    </RefineKbarProvider>
  );
}
