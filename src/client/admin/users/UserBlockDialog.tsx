import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { HttpError } from '@refinedev/core';
import { useModalForm } from '@refinedev/react-hook-form';
import { useState } from 'react';
import { useModalSubmit } from '../../components/use-modal-submit';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userInputSchema, type UserRecord } from '../../../domain/schemas/user';
import { portalToday } from '../../../domain/today';
import { DatePickerField } from '../../components/DatePickerField';
import { RecordHistory } from '../components/history/RecordHistory';

interface BlockValues {
  preanalysis_blocked_until: string | null;
}

// Messages of the form's validation are keys (date_in_past, zod's codes); the server's arrive as sentences.
const resolver = zodResolver(userInputSchema, { error: (issue) => issue.code }) as unknown as Resolver<BlockValues>;
const KEY = /^[a-z_]+$/;

/**
 * Sets or clears the date until which a user's pre-analysis requests are blocked (PATCH /api/users/:id),
 * through Refine's useModalForm: today or later, the server's refusal on the field, a question before
 * closing with a changed date, a notification once saved.
 */
export function UserBlockDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation('users');
  const [failure, setFailure] = useState('');
  const {
    modal,
    control,
    handleSubmit,
    setValue,
    formState: { isDirty },
    refineCore: { formLoading },
  } = useModalForm<UserRecord, HttpError, BlockValues>({
    resolver,
    defaultValues: { preanalysis_blocked_until: user.preanalysis_blocked_until },
    modalProps: { defaultVisible: true },
    refineCoreProps: {
      resource: 'users',
      action: 'edit',
      id: user.id,
      queryOptions: { enabled: false },
      redirect: false,
      mutationMode: 'pessimistic',
      successNotification: (_data, values) => ({
        type: 'success',
        key: 'users-saved',
        message: (values as BlockValues).preanalysis_blocked_until ? t('notify.blocked', { name: user.name }) : t('notify.unblocked', { name: user.name }),
      }),
      errorNotification: false,
      onMutationError: (error) => setFailure(error.errors?.preanalysis_blocked_until ? '' : `${t('errors.server')} ${error.message}`),
    },
  });

  const save = useModalSubmit({ modal, handleSubmit, isDirty }, onClose, () => setFailure(''));
  const clear = (event: React.MouseEvent) => {
    setValue('preanalysis_blocked_until', null, { shouldDirty: true });
    void save(event);
  };

  return (
    <Dialog open={modal.visible} onClose={modal.close} fullWidth maxWidth="xs" aria-labelledby="user-block-title">
      <form noValidate onSubmit={save}>
        <DialogTitle id="user-block-title">{t('edit_title', { name: user.name })}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Controller
            name="preanalysis_blocked_until"
            control={control}
            render={({ field, fieldState }) => {
              const message = fieldState.error?.message;
              return (
                <DatePickerField
                  id="user-blocked-until"
                  label={t('fields.preanalysis_blocked_until')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  minDate={portalToday()}
                  helperText={t('edit_help')}
                  error={message && KEY.test(message) ? t(`errors.${message}`, { defaultValue: t('errors.invalid_date') }) : message}
                />
              );
            }}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <RecordHistory resource="users" recordId={user.id} />
        </DialogContent>
        <DialogActions>
          <Button onClick={clear} disabled={formLoading}>
            {t('clear')}
          </Button>
          <Button onClick={modal.close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
