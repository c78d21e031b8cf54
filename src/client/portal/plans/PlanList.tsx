import { useTranslation } from 'react-i18next';
import { PLAN_TYPES } from '../../../domain/constants';
import type { Plan } from '../../../domain/schemas/plan';
import { PlaceSearchList, type PlaceCardFacts } from '../../components/list/PlaceSearchList';
import { planColumns } from './plan-columns';
import { PlanDetailsDialog } from './PlanDetailsDialog';

/** What a phone's card shows of a plan. */
const planCardFacts: PlaceCardFacts<Plan> = (plan, t, date) => [
  ['type', `${plan.type} — ${t(`plans:types.${plan.type}`)}`],
  ['date', date(plan.date)],
  ['municipality', `${plan.municipality} (${plan.state_code})`],
];

/** Hidden by default below 1200 px (the column chooser and the details still have them). */
const NARROW_HIDDEN = ['signature_date', 'impacted_municipalities', 'protection_zones'];

/** /planos — public search of protection zone plans; more filters: plan types and a date range. */
export function PlanList() {
  const { t } = useTranslation(['plans', 'list']);
  const typeOptions = PLAN_TYPES.map((value) => ({ value, label: `${value} — ${t(`plans:types.${value}`)}` }));
  return (
    <PlaceSearchList<Plan>
      resource="plans"
      rangeField="date"
      typeOptions={typeOptions}
      columns={planColumns}
      narrowHiddenColumns={NARROW_HIDDEN}
      cardFacts={planCardFacts}
      renderDetails={(plan, onClose) => <PlanDetailsDialog plan={plan} onClose={onClose} />}
    />
  );
}
