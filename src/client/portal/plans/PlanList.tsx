import { useTranslation } from 'react-i18next';
import { PLAN_TYPES } from '../../../domain/constants';
import type { Plan } from '../../../domain/schemas/plan';
import { PlaceSearchList } from '../../components/list';
import { planColumns } from './plan-columns';
import { PlanDetailsDialog } from './PlanDetailsDialog';

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
      renderDetails={(plan, onClose) => <PlanDetailsDialog plan={plan} onClose={onClose} />}
    />
  );
}
