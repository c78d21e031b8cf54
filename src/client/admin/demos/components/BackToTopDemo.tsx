import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Zoom from '@mui/material/Zoom';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const THRESHOLD = 120;
const LINES = Array.from({ length: 14 }, (_, index) => index + 1);

/** A back-to-top button for a scrolling box: shown once the box has scrolled, it returns to the start. */
export function BackToTopDemo() {
  const { t } = useTranslation('demos');
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState(false);
  const toTop = () => {
    box.current?.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    top.current?.focus({ preventScroll: true });
  };
  return (
    <DemoSection title={t('components.backToTop.title')} description={t('components.backToTop.description')}>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={box}
          role="region"
          tabIndex={0}
          aria-label={t('components.backToTop.region')}
          onScroll={(e) => setShown(e.currentTarget.scrollTop > THRESHOLD)}
          sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography ref={top} tabIndex={-1} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('components.backToTop.start')}
          </Typography>
          {LINES.map((n) => (
            <Typography key={n} variant="body2" sx={{ mb: 1 }}>
              {t('components.backToTop.line', { n })}
            </Typography>
          ))}
        </Box>
        <Zoom in={shown} unmountOnExit>
          <Fab color="primary" size="small" aria-label={t('components.backToTop.button')} onClick={toTop} sx={{ position: 'absolute', right: 16, bottom: 16 }}>
            <KeyboardArrowUpIcon />
          </Fab>
        </Zoom>
      </Box>
    </DemoSection>
  );
}
