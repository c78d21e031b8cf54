import { useTranslation } from 'react-i18next';
import { TAC_TYPES, type Tac } from '../../../domain/schemas/tac';
import { PlaceSearchList } from '../../components/list';
import { tacColumns } from './tac-columns';
import { TacDetailsDialog } from './TacDetailsDialog';

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
      renderDetails={(tac, onClose) => <TacDetailsDialog tac={tac} onClose={onClose} />}
    />
  );
}
