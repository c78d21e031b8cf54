import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

/** react-resizable-panels: drag the separators, or focus one and use the arrow keys. */
export function SplitPaneDemo() {
  const { t } = useTranslation('demos');
  const pane = (key: string) => (
    <Box sx={{ p: 2, height: '100%', overflow: 'auto' }}>
      <Typography variant="subtitle2" component="p">
        {t(`components.splitPane.${key}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`components.splitPane.${key}.text`)}
      </Typography>
    </Box>
  );
  return (
    <DemoSection title={t('components.splitPane.title')} description={t('components.splitPane.description')}>
      <Box
        sx={{
          height: 280,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '& [data-separator]': { bgcolor: 'divider', outline: 'none', transition: 'background-color 120ms' },
          '& [data-separator][aria-orientation="vertical"]': { width: 6 },
          '& [data-separator][aria-orientation="horizontal"]': { height: 6 },
          '& [data-separator]:hover, & [data-separator]:focus-visible, & [data-separator][data-separator="active"]': { bgcolor: 'primary.main' },
        }}
      >
        <Group orientation="horizontal">
          <Panel defaultSize="35%" minSize="20%">
            {pane('left')}
          </Panel>
          <Separator aria-label={t('components.splitPane.resizeColumns')} />
          <Panel minSize="30%">
            <Group orientation="vertical">
              <Panel defaultSize="60%" minSize="20%">
                {pane('top')}
              </Panel>
              <Separator aria-label={t('components.splitPane.resizeRows')} />
              <Panel minSize="20%">{pane('bottom')}</Panel>
            </Group>
          </Panel>
        </Group>
      </Box>
    </DemoSection>
  );
}
