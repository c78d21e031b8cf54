import type { Plan } from '../../../domain/schemas/plan';
import { PlaceDetailsDialog, type PlaceDetailsBuilder } from '../../components/list/PlaceDetailsDialog';
import { AerodromeLocation } from '../../components/map';
import { zonesText } from './plan-columns';

const planFields: PlaceDetailsBuilder<Plan> = (plan, t, date) => [
  ['type', `${plan.type} — ${t(`plans:types.${plan.type}`)}`],
  ['signature_date', date(plan.signature_date)],
  ['date', date(plan.date)],
  ['ordinance', plan.ordinance],
  ['municipality', `${plan.municipality} (${plan.state_code})`],
  ['impacted_municipalities', plan.impacted_municipalities],
  ['protection_zones', zonesText(t, plan.protection_zones)],
];

/** All the fields of one protection zone plan, with its aerodrome's location. */
export function PlanDetailsDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  return (
    <PlaceDetailsDialog ns="plans" record={plan} fields={planFields} onClose={onClose}>
      {plan?.aerodrome_id ? <AerodromeLocation aerodromeId={plan.aerodrome_id} /> : null}
    </PlaceDetailsDialog>
  );
}
