import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PublicationStatus } from '../../../domain/schemas/publication';

const COLOURS: Record<PublicationStatus, 'default' | 'success' | 'warning'> = { draft: 'default', published: 'success', withdrawn: 'warning' };

/** The publication status of a row, as a small coloured chip with its word (colour is never the only cue). */
export function StatusChip({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation('planmgmt');
  return <Chip size="small" color={COLOURS[status]} variant={status === 'draft' ? 'outlined' : 'filled'} label={t(`status.${status}`)} />;
}
