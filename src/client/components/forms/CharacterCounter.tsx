import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CharacterCounterProps {
  /** The field's help or error text, shown on the left. */
  text?: ReactNode;
  length: number;
  max: number;
}

/**
 * A field's helper line with "120/5.000 caracteres" on the right, so a length limit is seen while typing, not learnt after
 * sending. Used as a TextField's helperText (which is already the field's description for screen readers).
 */
export function CharacterCounter({ text, length, max }: CharacterCounterProps) {
  const { t, i18n } = useTranslation('common');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text ?? ' '}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} data-testid="character-counter">
        {t('form.characterCount', { used: number.format(length), max: number.format(max) })}
      </Box>
    </Box>
  );
}
