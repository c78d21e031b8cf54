import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '../../../domain/schemas/complaint';

/** Seconds during which a deleted complaint can be brought back (Refine's undoable mode). */
export const UNDO_SECONDS = 6;

/**
 * Asks before deleting a complaint; its number is not handed out again. The row leaves the list at
 * once, but the request waits UNDO_SECONDS behind an Undo button in the notification.
 */
export function ConfirmDeleteDialog({ record, onClose }: { record: Complaint; onClose: () => void }) {
  const { t } = useTranslation('complaints');
  const { mutate } = useDelete<Complaint>();
  const confirm = () => {
    mutate({
      resource: 'complaints',
      id: record.id,
      mutationMode: 'undoable',
      undoableTimeout: UNDO_SECONDS * 1000,
      successNotification: { type: 'success', key: 'complaints-deleted', message: t('notify.deleted', { number: record.number }) },
      errorNotification: (error) => ({
        type: 'error',
        key: 'complaints-deleted',
        message: t('notify.delete_failed', { number: record.number, message: error?.message ?? '' }),
      }),
    });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="complaint-delete-title">
      <DialogTitle id="complaint-delete-title">{t('delete_title', { number: record.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete_text', { summary: record.summary, seconds: UNDO_SECONDS })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm}>
          {t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
