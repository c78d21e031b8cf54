import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { isExpired, localToday } from '../../../domain/tac-validity';

/** Red text with AA contrast on both paper colours (MUI's error.main is too light on dark paper). */
const CHIP_SX = {
  fontWeight: 500,
  color: '#b71c1c',
  borderColor: 'currentColor',
  // The theme marks the dark scheme with a class on <html> (colorSchemeSelector: 'class').
  '.dark &': { color: '#ef9a9a' },
} as const;

/** "Vencido" beside a TAC whose validity lies before today; nothing for a TAC still in force. */
export function ExpiredChip({ validity }: { validity: string | null | undefined }) {
  const { t } = useTranslation('list');
  if (!isExpired(validity, localToday())) return null;
  return <Chip size="small" variant="outlined" label={t('values.expired')} data-testid="expired-chip" sx={CHIP_SX} />;
}

/** A validity date followed by the expired mark when it has passed (table cell, details). */
export function ValidityText({ validity, text }: { validity: string | null | undefined; text: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {text}
      <ExpiredChip validity={validity} />
    </span>
  );
}
