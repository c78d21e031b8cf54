import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCustomMutation, useInvalidate, useNotification, useResourceParams } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_REASON_MAX, withdrawalSchema } from '../../../domain/schemas/publication';
import { API_URL } from '../../providers/api-url';
import type { ManagedKind } from './managed-kind';
import type { ManagedRecord } from '../../../domain/schemas/publication';

interface PublicationDialogProps {
  kind: ManagedKind;
  action: 'publish' | 'withdraw';
  record: ManagedRecord;
  onClose: () => void;
}

/** Asks before publishing (says who will be told) or withdrawing (a reason is required), then calls the API. */
export function PublicationDialog({ kind, action, record, onClose }: PublicationDialogProps) {
  const { t } = useTranslation('planmgmt');
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  // The lists key their queries by the resource's identifier (plan-management over the plans API), which
  // useInvalidate does not resolve from the API name by itself.
  const { identifier } = useResourceParams({ resource: kind.resource });
  const { mutate, mutation } = useCustomMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const name = record.aerodrome_name;
  const titleId = `${kind.resource}-${action}-title`;

  const confirm = () => {
    let values = {};
    if (action === 'withdraw') {
      const parsed = withdrawalSchema.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(t('errors.reason'));
        return;
      }
      values = parsed.data;
    }
    mutate(
      { url: `${API_URL}/${kind.resource}/${record.id}/${action}`, method: 'post', values, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          void invalidate({ resource: identifier ?? kind.resource, invalidates: ['list', 'many', 'detail'] });
          notify?.({
            type: 'success',
            message: t(action === 'publish' ? 'notify.published' : 'notify.withdrawn', { name }),
            key: `${kind.resource}-${action}`,
          });
          onClose();
        },
        onError: (error) => {
          notify?.({ type: 'error', message: t('notify.failed', { message: error.message }), key: `${kind.resource}-${action}-error` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(action === 'publish' ? 'publish_title' : 'withdraw_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: action === 'withdraw' ? 2 : 0 }}>
          {action === 'publish' ? t(`${kind.resource}.publish_text`, { name, municipality: record.municipality }) : t('withdraw_text')}
        </DialogContentText>
        {action === 'withdraw' && (
          <TextField
            id="withdrawal-reason"
            label={t('reason')}
            value={reason}
            required
            fullWidth
            multiline
            minRows={2}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError || ' '}
            slotProps={{ htmlInput: { maxLength: WITHDRAWAL_REASON_MAX } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" color={action === 'withdraw' ? 'warning' : 'primary'} onClick={confirm} disabled={mutation.isPending}>
          {t(action === 'publish' ? 'actions.publish' : 'actions.withdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
