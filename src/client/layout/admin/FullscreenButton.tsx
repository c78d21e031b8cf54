import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

/** Whether the browser lets the page go full screen (Fullscreen API). */
export function fullscreenSupported(doc: Pick<Document, 'fullscreenEnabled'> | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return Boolean(doc?.fullscreenEnabled);
}

/** Enters or leaves full screen; absent where the Fullscreen API is unavailable. */
export function FullscreenButton() {
  const { t } = useTranslation('settings');
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (!fullscreenSupported()) return null;
  const label = t(active ? 'exitFullscreen' : 'fullscreen');
  const toggle = () => {
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => {
      // Refused (no user gesture, policy): nothing changes.
    });
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
