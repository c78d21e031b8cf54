import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../components/FormDialogActions';
import { ROADMAP_LIMITS, ROADMAP_STATUSES, type RoadmapInput, type RoadmapItem, type RoadmapStatus } from '../../../domain/schemas/roadmap';

interface Values {
  title: string;
  description: string;
  status: RoadmapStatus;
  target: string;
  position: string;
}
type Errors = Partial<Record<keyof Values | 'server', string>>;

interface RoadmapFormDialogProps {
  /** null → create (placed after the last item); a record → edit it. */
  record: RoadmapItem | null;
  nextPosition: number;
  busy: boolean;
  onSave: (values: RoadmapInput) => Promise<unknown>;
  onClose: () => void;
}

/** Create or edit a roadmap item: title, description, status, target and order. */
export function RoadmapFormDialog({ record, nextPosition, busy, onSave, onClose }: RoadmapFormDialogProps) {
  const { t } = useTranslation('roadmap');
  const [values, setValues] = useState<Values>(
    record
      ? { title: record.title, description: record.description, status: record.status, target: record.target, position: String(record.position) }
      : { title: '', description: '', status: 'planned', target: '', position: String(nextPosition) },
  );
  const [errors, setErrors] = useState<Errors>({});

  const field = (name: keyof Values) => ({
    id: `roadmap-${name}`,
    name,
    label: t(`fields.${name}`),
    value: values[name],
    fullWidth: true,
    size: 'small' as const,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const title = values.title.trim();
    const position = Number(values.position);
    const found: Errors = {
      title: title.length < 3 || title.length > ROADMAP_LIMITS.title ? t('errors.title') : undefined,
      description: values.description.trim().length > ROADMAP_LIMITS.description ? t('errors.description') : undefined,
      target: values.target.trim().length > ROADMAP_LIMITS.target ? t('errors.target') : undefined,
      position: !/^\d{1,5}$/.test(values.position.trim()) || position > 10_000 ? t('errors.position') : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSave({ title, description: values.description.trim(), status: values.status, target: values.target.trim(), position }).then(
      onClose,
      (e: { message?: string }) => setErrors({ server: t('errors.server', { message: e.message ?? '' }) }),
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="roadmap-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="roadmap-form-title">{record ? t('edit_title') : t('create_title')}</DialogTitle>
        <DialogContent>
          {errors.server && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.server}
            </Alert>
          )}
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField {...field('title')} required />
            <TextField {...field('description')} multiline minRows={3} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('status')} select>
                {ROADMAP_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField {...field('target')} helperText={errors.target ?? t('fields.target_help')} />
              <TextField {...field('position')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ maxWidth: { sm: 110 } }} />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={onClose} busy={busy} />
      </form>
    </Dialog>
  );
}
