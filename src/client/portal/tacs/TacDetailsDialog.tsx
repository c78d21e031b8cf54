import type { Tac } from '../../../domain/schemas/tac';
import { PlaceDetailsDialog, type PlaceDetailsBuilder } from '../../components/list/PlaceDetailsDialog';
import { ValidityText } from './ExpiredChip';

const tacFields: PlaceDetailsBuilder<Tac> = (tac, t, date) => [
  ['type', t(`tacs:types.${tac.type}`, { defaultValue: tac.type })],
  ['signature_date', date(tac.signature_date)],
  ['dou_reference', tac.dou_reference],
  ['date', date(tac.date)],
  ['validity', <ValidityText key="validity" validity={tac.validity} text={date(tac.validity)} />],
  ['municipality', `${tac.municipality} (${tac.state_code})`],
];

/** All the fields of one conduct adjustment agreement. */
export function TacDetailsDialog({ tac, onClose }: { tac: Tac | null; onClose: () => void }) {
  return <PlaceDetailsDialog ns="tacs" record={tac} fields={tacFields} onClose={onClose} />;
}
