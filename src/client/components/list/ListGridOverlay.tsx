import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton } from './ClearFiltersButton';
import { useListGridState } from './list-grid-context';

/** Shown by the grid when it has no rows: either the request failed (retry) or nothing matched (clear filters). */
export function ListGridOverlay() {
  const { t } = useTranslation('list');
  const { errorText, onRetry, emptyText, onClearFilters, filtersActive } = useListGridState();

  if (errorText !== undefined) {
    return (
      <Stack role="alert" data-testid="list-error" spacing={1.5} sx={overlaySx}>
        <ErrorOutlineIcon color="error" fontSize="large" aria-hidden />
        <Typography fontWeight={500}>{t('states.error_title')}</Typography>
        {errorText && (
          <Typography variant="body2" color="text.secondary">
            {errorText}
          </Typography>
        )}
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack data-testid="list-empty" spacing={1.5} sx={overlaySx}>
      <SearchOffIcon color="action" fontSize="large" aria-hidden />
      <Typography>{emptyText}</Typography>
      {filtersActive && <ClearFiltersButton variant="outlined" onClick={onClearFilters} />}
    </Stack>
  );
}

const overlaySx = {
  height: '100%',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  px: 2,
  pointerEvents: 'auto',
} as const;
