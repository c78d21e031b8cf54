import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** "Clear filters": removes every filter of a list (sorting and page size stay). */
export function ClearFiltersButton(props: Omit<ButtonProps, 'children' | 'startIcon'>) {
  const { t } = useTranslation('list');
  return (
    <Button startIcon={<FilterAltOffIcon />} {...props}>
      {t('filters.clear')}
    </Button>
  );
}
