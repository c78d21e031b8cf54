import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * "Exemplo" / "Sample" / "Ejemplo": a made-up demonstration record (column `sample` of plans, TACs and complaints),
 * so its invented ordinance or complaint is never taken for a real one. The hint says why it is there; a dashed
 * outline in the text colour keeps the contrast of body text in both themes.
 */
export function SampleMark({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('list');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('list:sample.mark')}
      title={t('list:sample.hint')}
      data-testid="sample-mark"
      sx={[{ borderStyle: 'dashed', height: 20, flexShrink: 0, '& .MuiChip-label': { px: 0.75 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
