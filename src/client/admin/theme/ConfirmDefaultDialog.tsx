import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDefaultDialogProps {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Set as default for everyone?": the change reaches every user who has not picked a theme. */
export function ConfirmDefaultDialog({ name, busy, onCancel, onConfirm }: ConfirmDefaultDialogProps) {
  const { t } = useTranslation('admintheme');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="theme-default-title" aria-describedby="theme-default-text">
      <DialogTitle id="theme-default-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="theme-default-text">{t('confirm.text', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('confirm.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
