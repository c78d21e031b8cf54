import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FLOW_PROCESSES, type FlowProcess } from '../../../domain/flowchart';
import { useDocumentTitle } from '../../components/use-document-title';
import { FlowchartDiagram } from './FlowchartDiagram';
import { StepDetails } from './StepDetails';

const FIRST = FLOW_PROCESSES[0] as FlowProcess;

/** /fluxograma — the AGA processes as interactive diagrams (Interno): a tab per process, the diagram, the step details. */
export function FlowchartPage() {
  const { t } = useTranslation(['flowchart', 'admin']);
  const title = t('admin:screens.flowchart.title');
  useDocumentTitle(title);
  const [process, setProcess] = useState<FlowProcess>(FIRST);
  const [selected, setSelected] = useState<string | null>(null);
  const choose = (id: string) => {
    setProcess(FLOW_PROCESSES.find((p) => p.id === id) ?? FIRST);
    setSelected(null);
  };
  const onSelect = useCallback((stepId: string | null) => setSelected(stepId), []);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1" color="primary">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 900 }}>
        {t('flowchart:description')}
      </Typography>
      <Tabs
        value={process.id}
        onChange={(_, id: string) => choose(id)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('flowchart:processLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {FLOW_PROCESSES.map((p) => (
          <Tab key={p.id} value={p.id} label={t(`flowchart:processes.${p.id}.title`)} id={`flowchart-tab-${p.id}`} aria-controls="flowchart-panel" />
        ))}
      </Tabs>
      <Box id="flowchart-panel" role="tabpanel" aria-labelledby={`flowchart-tab-${process.id}`} sx={{ pt: 2 }}>
        <Typography sx={{ mb: 0.5 }}>{t(`flowchart:processes.${process.id}.summary`)}</Typography>
        <Link component={RouterLink} to={process.link} sx={{ display: 'inline-block', mb: 2 }}>
          {t('flowchart:processPage')}
        </Link>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FlowchartDiagram process={process} selected={selected} onSelect={onSelect} />
          <StepDetails process={process} stepId={selected} onClose={() => setSelected(null)} />
        </Stack>
      </Box>
    </Container>
  );
}
