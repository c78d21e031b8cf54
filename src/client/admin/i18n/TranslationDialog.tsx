import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useWarnAboutChange, type BaseRecord, type HttpError } from '@refinedev/core';
import { useModalForm } from '@refinedev/react-hook-form';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../domain/constants';
import { i18nKeyTextsSchema, OVERRIDE_VALUE_MAX, type I18nOverride } from '../../../domain/schemas/i18n-override';
import { fieldResolver } from '../../components/field-resolver';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useModalSubmit } from '../../components/use-modal-submit';
import { textsToSave, type TranslationRow } from './translation-rows';

/** The key as stored after a save: its overrides in every language (PATCH /api/i18n/keys/:namespace/:key). */
interface SavedKey extends BaseRecord {
  overrides: I18nOverride[];
}

interface TranslationDialogProps {
  row: TranslationRow;
  onClose: () => void;
  onSaved: (row: TranslationRow, stored: I18nOverride[]) => void;
}

/**
 * Edits the three texts of one key through Refine's useModalForm: the server's schema checks what the save changes,
 * a refusal shows on its language's field, a notification says it was saved, and closing with edits asks first.
 * Each field says the shipped text and can restore it.
 */
export function TranslationDialog({ row, onClose, onSaved }: TranslationDialogProps) {
  const { t } = useTranslation('admini18n');
  const [failure, setFailure] = useState('');
  const { setWarnWhen } = useWarnAboutChange();
  // The schema reads what the save changes: a blank or shipped text is no override, so only a too long one is refused.
  const resolver = useMemo(
    () =>
      fieldResolver<Record<Locale, string>>(
        i18nKeyTextsSchema,
        () => t('dialog.too_long', { max: OVERRIDE_VALUE_MAX }),
        (values) => textsToSave(row, values),
      ),
    [row, t],
  );
  const {
    modal,
    control,
    handleSubmit,
    setValue,
    formState: { isDirty, errors },
    refineCore: { formLoading },
  } = useModalForm<SavedKey, HttpError, Record<Locale, string>>({
    resolver,
    defaultValues: { ...row.value },
    modalProps: { defaultVisible: true },
    refineCoreProps: {
      resource: `i18n/keys/${row.namespace}`,
      action: 'edit',
      id: row.key,
      queryOptions: { enabled: false },
      redirect: false,
      mutationMode: 'pessimistic',
      successNotification: () => ({ type: 'success', key: 'translation-saved', message: t('saved', { key: row.id }) }),
      errorNotification: false,
      onMutationSuccess: ({ data }) => onSaved(row, data.overrides),
      onMutationError: (error) => {
        const onFields = Object.keys(error.errors ?? {}).some((field) => (LOCALES as readonly string[]).includes(field));
        setFailure(onFields ? '' : t('dialog.error', { message: error.message ?? '' }));
      },
    },
  });
  const submit = useModalSubmit({ modal, handleSubmit, isDirty }, onClose, () => setFailure(''));

  return (
    <Dialog open={modal.visible} onClose={modal.close} fullWidth maxWidth="md" aria-labelledby="translation-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="translation-title" sx={{ wordBreak: 'break-all' }}>
          {t('dialog.title', { key: row.id })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('dialog.hint')}</DialogContentText>
          {LOCALES.map((locale) => {
            const shipped = row.shipped[locale];
            const language = t(`columns.${locale}`);
            return (
              <Controller
                key={locale}
                name={locale}
                control={control}
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    id={`translation-${locale}`}
                    label={language}
                    multiline
                    minRows={1}
                    maxRows={8}
                    fullWidth
                    margin="normal"
                    error={Boolean(errors[locale]) || field.value.trim() === ''}
                    helperText={
                      errors[locale]?.message ?? (shipped === undefined || shipped === '' ? t('dialog.shippedNone') : t('dialog.shipped', { text: shipped }))
                    }
                    slotProps={{
                      htmlInput: { maxLength: OVERRIDE_VALUE_MAX, lang: locale === 'pt' ? 'pt-BR' : locale },
                      input: {
                        endAdornment:
                          shipped !== undefined && field.value !== shipped ? (
                            <InputAdornment position="end">
                              <IconButton
                                edge="end"
                                aria-label={t('dialog.restore', { language })}
                                onClick={() => {
                                  setValue(locale, shipped, { shouldDirty: true });
                                  // A restore is an edit too: closing or leaving asks first.
                                  setWarnWhen(true);
                                }}
                              >
                                <RestoreIcon />
                              </IconButton>
                            </InputAdornment>
                          ) : undefined,
                      },
                    }}
                  />
                )}
              />
            );
          })}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions cancelLabel={t('dialog.cancel')} saveLabel={t('dialog.save')} onCancel={modal.close} busy={formLoading} />
      </form>
    </Dialog>
  );
}
