import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../list/SearchField';

interface ContentSearchProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (text: string | undefined) => void;
  /** How many rows match (announced to screen readers). */
  count: number | null;
}

/** The search box of a content list, with a live count of the matches. */
export function ContentSearch({ id, label, value, onChange, count }: ContentSearchProps) {
  const { t } = useTranslation('content');
  return (
    <Box sx={{ mb: 3 }}>
      <SearchField id={id} label={label} value={value} onChange={onChange} delayMs={300} />
      <Box component="p" role="status" aria-live="polite" sx={{ m: 0, mt: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
        {count === null ? '' : t('results', { count })}
      </Box>
    </Box>
  );
}
