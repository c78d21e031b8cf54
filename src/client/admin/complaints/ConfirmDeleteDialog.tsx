import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '../../../domain/schemas/complaint';

/** Asks before deleting a complaint; its number is not handed out again. */
export function ConfirmDeleteDialog({ record, onClose }: { record: Complaint; onClose: () => void }) {
  const { t } = useTranslation('complaints');
  const { mutate, mutation } = useDelete();
  const confirm = () => mutate({ resource: 'complaints', id: record.id, successNotification: false }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} aria-labelledby="complaint-delete-title">
      <DialogTitle id="complaint-delete-title">{t('delete_title', { number: record.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete_text', { summary: record.summary })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={mutation.isPending}>{t('actions.delete')}</Button>
      </DialogActions>
    </Dialog>
  );
}
