import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StickyBox from 'react-sticky-box';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const PARAGRAPHS = Array.from({ length: 14 }, (_, index) => index + 1);

/** react-sticky-box: the summary stays in view while the long column scrolls inside the box. */
export function StickyDemo() {
  const { t } = useTranslation('demos');
  return (
    <DemoSection title={t('components.sticky.title')} description={t('components.sticky.description')}>
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('components.sticky.region')}
        sx={{ height: 300, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <StickyBox offsetTop={8} offsetBottom={8} style={{ flex: '0 0 38%' }}>
            <Paper elevation={2} sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {t('components.sticky.summary')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('components.sticky.summaryText')}
              </Typography>
            </Paper>
          </StickyBox>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {PARAGRAPHS.map((n) => (
              <Typography key={n} variant="body2" sx={{ mb: 1.5 }}>
                {t('components.sticky.paragraph', { n })}
              </Typography>
            ))}
          </Box>
        </Box>
      </Box>
    </DemoSection>
  );
}
