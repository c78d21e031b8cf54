import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../components/SkipLink';
import { showsScrollTop } from '../../settings/settings';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const pastThreshold = () => showsScrollTop(window.scrollY);

/** A button back to the top of the page, shown past 300 px of scrolling (spec §2, §9). */
export function ScrollTopButton() {
  const { t } = useTranslation('settings');
  const shown = useSyncExternalStore(subscribe, pastThreshold, () => false);
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <Zoom in={shown} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={t('scrollTop')}
        onClick={toTop}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
