import { useTranslation } from 'react-i18next';
import type { Tac } from '../../../domain/schemas/tac';
import { formatDate, RecordDetailsDialog, type DetailItem } from '../../components/list';

interface TacDetailsDialogProps {
  tac: Tac | null;
  onClose: () => void;
}

/** All the fields of one conduct adjustment agreement. */
export function TacDetailsDialog({ tac, onClose }: TacDetailsDialogProps) {
  const { t, i18n } = useTranslation(['tacs', 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const label = (field: string) => t(`tacs:fields.${field}`);
  const items: DetailItem[] = tac
    ? [
        { field: 'aerodrome_name', label: label('aerodrome_name'), value: tac.aerodrome_name },
        { field: 'icao', label: label('icao'), value: tac.icao },
        { field: 'type', label: label('type'), value: t(`tacs:types.${tac.type}`, { defaultValue: tac.type }) },
        { field: 'signature_date', label: label('signature_date'), value: formatDate(tac.signature_date, language) },
        { field: 'dou_reference', label: label('dou_reference'), value: tac.dou_reference },
        { field: 'date', label: label('date'), value: formatDate(tac.date, language) },
        { field: 'validity', label: label('validity'), value: formatDate(tac.validity, language) },
        { field: 'municipality', label: label('municipality'), value: `${tac.municipality} (${tac.state_code})` },
        { field: 'sample', label: label('sample'), value: t(tac.sample ? 'list:values.sample' : 'list:values.no') },
      ]
    : [];
  return <RecordDetailsDialog open={tac !== null} title={tac?.aerodrome_name ?? ''} items={items} onClose={onClose} />;
}
