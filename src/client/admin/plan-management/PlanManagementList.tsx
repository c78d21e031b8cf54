import { PublicationList } from '../publication/PublicationList';
import { PLAN_KIND } from './plan-kind';

/** /gestao/planos — plans of every status for staff: create, edit, publish, withdraw. */
export function PlanManagementList() {
  return <PublicationList kind={PLAN_KIND} />;
}
