import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../providers/runtime-config';

const Form = styled('form')({
  display: 'flex',
  alignItems: 'center',
  borderRadius: 8,
  backgroundColor: 'rgba(255, 255, 255, 0.14)',
  '&:focus-within': { backgroundColor: 'rgba(255, 255, 255, 0.22)', outline: '2px solid #ffffff' },
});

/** Searches the authority's website: a plain GET form that opens `${siteSearchUrl}?q=…` in a new tab. */
export function SiteSearchForm({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { siteSearchUrl } = useRuntimeConfig();
  const inputId = useId();
  return (
    <Form role="search" action={siteSearchUrl} method="get" target="_blank" rel="noopener" sx={{ width: fullWidth ? '100%' : 300 }}>
      <Box
        component="label"
        htmlFor={inputId}
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
      >
        {t('search.label')}
      </Box>
      <InputBase
        id={inputId}
        name="q"
        type="search"
        required
        placeholder={t('search.placeholder')}
        sx={{ flex: 1, color: 'inherit', pl: 1.5, '& input::placeholder': { color: 'inherit', opacity: 0.85 } }}
      />
      <IconButton type="submit" aria-label={t('search.submit')} sx={{ color: 'inherit' }}>
        <SearchIcon />
      </IconButton>
    </Form>
  );
}
