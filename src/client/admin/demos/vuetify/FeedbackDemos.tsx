import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

export function AlertsDemo() {
  const { t } = useTranslation('demos');
  const [hidden, setHidden] = useState<readonly string[]>([]);
  return (
    <DemoSection title={t('vuetify.alerts.title')}>
      <Stack spacing={1}>
        {SEVERITIES.filter((s) => !hidden.includes(s)).map((severity) => (
          <Alert key={severity} severity={severity} onClose={() => setHidden((h) => [...h, severity])} closeText={t('vuetify.alerts.close')}>
            <AlertTitle>{t(`vuetify.alerts.${severity}.title`)}</AlertTitle>
            {t(`vuetify.alerts.${severity}.text`)}
          </Alert>
        ))}
        {hidden.length > 0 && (
          <Button sx={{ alignSelf: 'start' }} onClick={() => setHidden([])}>
            {t('vuetify.alerts.restore')}
          </Button>
        )}
      </Stack>
    </DemoSection>
  );
}

export function DialogDemo() {
  const { t } = useTranslation('demos');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<'confirmed' | 'cancelled' | null>(null);
  const close = (result: 'confirmed' | 'cancelled') => {
    setAnswer(result);
    setOpen(false);
  };
  return (
    <DemoSection title={t('vuetify.dialog.title')}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('vuetify.dialog.open')}
      </Button>
      <Typography role="status" sx={{ mt: 1 }}>
        {answer ? t(`vuetify.dialog.${answer}`) : ''}
      </Typography>
      <Dialog open={open} onClose={() => close('cancelled')} aria-labelledby="demo-dialog-title" aria-describedby="demo-dialog-text">
        <DialogTitle id="demo-dialog-title">{t('vuetify.dialog.heading')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="demo-dialog-text">{t('vuetify.dialog.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('cancelled')}>{t('vuetify.dialog.cancel')}</Button>
          <Button variant="contained" onClick={() => close('confirmed')}>
            {t('vuetify.dialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </DemoSection>
  );
}

export function SnackbarDemo() {
  const { t } = useTranslation('demos');
  const [open, setOpen] = useState(false);
  return (
    <DemoSection title={t('vuetify.snackbar.title')}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('vuetify.snackbar.show')}
      </Button>
      <Snackbar open={open} autoHideDuration={5000} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="success" variant="filled" onClose={() => setOpen(false)} closeText={t('vuetify.alerts.close')}>
          {t('vuetify.snackbar.message')}
        </Alert>
      </Snackbar>
    </DemoSection>
  );
}

export function ProgressDemo() {
  const { t } = useTranslation('demos');
  const [value, setValue] = useState(30);
  return (
    <DemoSection title={t('vuetify.progress.title')}>
      <Stack spacing={2}>
        <LinearProgress variant="determinate" value={value} aria-label={t('vuetify.progress.linear')} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress variant="determinate" value={value} aria-label={t('vuetify.progress.circular')} />
          <CircularProgress aria-label={t('vuetify.progress.indeterminate')} size={28} />
          <Typography>{`${value}%`}</Typography>
          <Button size="small" onClick={() => setValue((v) => (v >= 100 ? 0 : v + 10))}>
            {t('vuetify.progress.advance')}
          </Button>
        </Stack>
      </Stack>
    </DemoSection>
  );
}

export function SkeletonDemo() {
  const { t } = useTranslation('demos');
  const [loading, setLoading] = useState(true);
  return (
    <DemoSection title={t('vuetify.skeleton.title')}>
      <FormControlLabel control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />} label={t('vuetify.skeleton.loading')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }} aria-busy={loading}>
        {loading ? (
          <Skeleton variant="circular" width={40} height={40} />
        ) : (
          <Box sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main' }} />
        )}
        <Box sx={{ flex: 1 }}>
          {loading ? (
            <>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </>
          ) : (
            <>
              <Typography>{t('vuetify.skeleton.name')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('vuetify.skeleton.text')}
              </Typography>
            </>
          )}
        </Box>
      </Stack>
    </DemoSection>
  );
}

const STEPS = ['data', 'documents', 'review'] as const;

export function StepperDemo() {
  const { t } = useTranslation('demos');
  const [active, setActive] = useState(0);
  const done = active >= STEPS.length;
  return (
    <DemoSection title={t('vuetify.stepper.title')}>
      <Stepper activeStep={active} alternativeLabel>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`vuetify.stepper.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={{ my: 2 }}>
        {done ? t('vuetify.stepper.done') : t('vuetify.stepper.current', { step: active + 1, total: STEPS.length })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button disabled={active === 0} onClick={() => setActive((a) => a - 1)}>
          {t('vuetify.stepper.back')}
        </Button>
        {done ? (
          <Button variant="outlined" onClick={() => setActive(0)}>
            {t('vuetify.stepper.reset')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setActive((a) => a + 1)}>
            {active === STEPS.length - 1 ? t('vuetify.stepper.finish') : t('vuetify.stepper.next')}
          </Button>
        )}
      </Stack>
    </DemoSection>
  );
}
