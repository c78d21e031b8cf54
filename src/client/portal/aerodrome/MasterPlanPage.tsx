import { InfoPage } from '../../components/InfoPage';

/** /aerodromo/plano-diretor — airport master plan. */
export function MasterPlanPage() {
  return <InfoPage id="masterPlan" />;
}
