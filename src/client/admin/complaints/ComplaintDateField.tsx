import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { portalToday } from '../../../domain/today';
import { DatePickerField } from '../../components/DatePickerField';
import { errorText, type ComplaintFormValues } from './complaint-form';

/** The date the complaint was received: today or earlier; left empty, the server records today. */
export function ComplaintDateField({ control }: { control: Control<ComplaintFormValues> }) {
  const { t } = useTranslation('complaints');
  return (
    <Controller
      name="created_at"
      control={control}
      render={({ field, fieldState }) => (
        <DatePickerField
          id="complaint-created_at"
          label={t('fields.created_at')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxDate={portalToday()}
          error={errorText(fieldState.error?.message, t, 'complaints')}
          helperText={t('form.created_at_help')}
        />
      )}
    />
  );
}
