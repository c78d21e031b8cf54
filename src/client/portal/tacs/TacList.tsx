import { useTranslation } from 'react-i18next';
import type { Tac } from '../../../domain/schemas/tac';
import { TAC_TYPES } from '../../../domain/tac-types';
import { PlaceSearchList, type PlaceCardFacts } from '../../components/list/PlaceSearchList';
import { ExpiredChip } from './ExpiredChip';
import { tacColumns } from './tac-columns';
import { TacDetailsDialog } from './TacDetailsDialog';

/** What a phone's card shows of a TAC (the expired mark sits beside its name). */
const tacCardFacts: PlaceCardFacts<Tac> = (tac, t, date) => [
  ['type', t(`tacs:types.${tac.type}`, { defaultValue: tac.type })],
  ['validity', date(tac.validity)],
  ['municipality', `${tac.municipality} (${tac.state_code})`],
  ['dou_reference', tac.dou_reference],
];

/** Hidden by default below 1200 px (the column chooser and the details still have them). */
const NARROW_HIDDEN = ['signature_date', 'dou_reference'];

/** /tac — public search of conduct adjustment agreements; more filters: TAC types and a validity range. */
export function TacList() {
  const { t } = useTranslation(['tacs', 'list']);
  const typeOptions = TAC_TYPES.map((value) => ({ value, label: t(`tacs:types.${value}`, { defaultValue: value }) }));
  return (
    <PlaceSearchList<Tac>
      resource="tacs"
      rangeField="validity"
      typeOptions={typeOptions}
      columns={tacColumns}
      narrowHiddenColumns={NARROW_HIDDEN}
      cardFacts={tacCardFacts}
      cardBadges={(tac) => <ExpiredChip validity={tac.validity} />}
      renderDetails={(tac, onClose) => <TacDetailsDialog tac={tac} onClose={onClose} />}
    />
  );
}
