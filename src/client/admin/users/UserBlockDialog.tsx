import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useUpdate } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userInputSchema, type UserRecord } from '../../../domain/schemas/user';

/** Sets or clears the date until which a user's pre-analysis requests are blocked (PATCH /api/users/:id). */
export function UserBlockDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation('users');
  const [value, setValue] = useState(user.preanalysis_blocked_until ?? '');
  const [error, setError] = useState('');
  const { mutate, mutation } = useUpdate();
  const save = (date: string) => {
    const parsed = userInputSchema.safeParse({ preanalysis_blocked_until: date === '' ? null : date });
    if (!parsed.success) {
      setError(t('errors.invalid_date'));
      return;
    }
    mutate(
      { resource: 'users', id: user.id, values: parsed.data, successNotification: false, errorNotification: false },
      { onSuccess: onClose, onError: () => setError(t('errors.server')) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="user-block-title">
      <form noValidate onSubmit={(e) => { e.preventDefault(); save(value); }}>
        <DialogTitle id="user-block-title">{t('edit_title', { name: user.name })}</DialogTitle>
        <DialogContent>
          <TextField id="user-blocked-until" type="date" fullWidth sx={{ mt: 1 }} label={t('fields.preanalysis_blocked_until')} value={value}
            onChange={(e) => setValue(e.target.value)} error={Boolean(error)} helperText={error || t('edit_help')}
            slotProps={{ inputLabel: { shrink: true } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => save('')} disabled={mutation.isPending}>{t('clear')}</Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>{t('save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
