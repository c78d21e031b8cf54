import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCan, useDeleteMany } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from './ExportMenu';
import type { ListSelection } from './list-grid-context';

/** Seconds during which deleted rows can be brought back (Refine's undoable mode), as for a single delete. */
const UNDO_SECONDS = 6;

/** The toolbar's part for the selected rows: how many, export them, delete them where the ability file allows. */
export function BulkActions({ selection }: { selection: ListSelection }) {
  const { t } = useTranslation('list');
  const { ids, resource, deletable, exportHref, clear } = selection;
  const { data: canDelete } = useCan({ resource, action: 'delete', queryOptions: { enabled: deletable } });
  const { mutate } = useDeleteMany();
  const [confirming, setConfirming] = useState(false);
  const count = ids.length;

  const remove = () => {
    setConfirming(false);
    mutate({
      resource,
      ids,
      mutationMode: 'undoable',
      undoableTimeout: UNDO_SECONDS * 1000,
      successNotification: { type: 'success', key: `${resource}-bulk-deleted`, message: t('selection.deleted', { count }) },
      errorNotification: (error) => ({
        type: 'error',
        key: `${resource}-bulk-deleted`,
        message: t('selection.delete_failed', { message: error?.message ?? '' }),
      }),
    });
    clear();
  };

  return (
    <>
      <Typography variant="body2" data-testid="selection-count" sx={{ px: 1 }}>
        {t('selection.count', { count })}
      </Typography>
      <ExportMenu hrefFor={exportHref} signedIn label={t('selection.export')} scope="selection" />
      {deletable && canDelete?.can && (
        <Button size="small" color="error" startIcon={<DeleteIcon fontSize="small" />} onClick={() => setConfirming(true)} className="no-print">
          {t('selection.delete')}
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="bulk-delete-title">
        <DialogTitle id="bulk-delete-title">{t('selection.delete_title', { count })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('selection.delete_text', { count, seconds: UNDO_SECONDS })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('selection.cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {t('selection.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
