import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface FormDialogActionsProps {
  cancelLabel: string;
  saveLabel: string;
  onCancel(): void;
  /** While saving: the submit button is disabled so a form is not sent twice. */
  busy: boolean;
}

/** Cancel and submit at the foot of a form dialog (the dialog's <form> handles the submit). */
export function FormDialogActions({ cancelLabel, saveLabel, onCancel, busy }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {saveLabel}
      </Button>
    </DialogActions>
  );
}
