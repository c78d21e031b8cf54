import CloseIcon from '@mui/icons-material/Close';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowProcess } from '../../../domain/flowchart';
import { stepKey } from './flow-elements';

interface StepDetailsProps {
  process: FlowProcess;
  stepId: string | null;
  onClose: () => void;
}

/** The side panel: the selected step's kind, name, description, next steps and the related public page. */
export function StepDetails({ process, stepId, onClose }: StepDetailsProps) {
  const { t } = useTranslation('flowchart');
  const step = process.steps.find((s) => s.id === stepId);
  const next = step ? process.edges.filter((edge) => edge.from === step.id) : [];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="flowchart-details-title"
      aria-live="polite"
      data-testid="flowchart-details"
      sx={{ p: 2, width: { xs: '100%', md: 320 }, flexShrink: 0, alignSelf: 'stretch' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="flowchart-details-title" component="h2" variant="h6">
          {t('details.title')}
        </Typography>
        {step && (
          <IconButton size="small" aria-label={t('details.close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {!step ? (
        <Typography color="text.secondary">{t('details.empty')}</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" label={t(`kinds.${step.kind}`)} color={step.kind === 'decision' ? 'warning' : 'primary'} variant="outlined" />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(stepKey(process.id, step.id, 'name'))}
          </Typography>
          <Typography>{t(stepKey(process.id, step.id, 'description'))}</Typography>
          {next.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle2">
                {t('details.next')}
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                {next.map((edge) => (
                  <Typography component="li" variant="body2" key={edge.to}>
                    {edge.label ? `${t(`edges.${edge.label}`)}: ` : ''}
                    {t(stepKey(process.id, edge.to, 'name'))}
                  </Typography>
                ))}
              </Stack>
            </>
          )}
          {step.link && (
            <Button component={RouterLink} to={step.link} variant="outlined" size="small" endIcon={<ArrowForwardIcon />}>
              {t('details.openPage')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
