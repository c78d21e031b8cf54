import { ContentPage } from '../../components/content';

/** /aerodromo/plano-diretor — airport master plan. */
export function MasterPlanPage() {
  return <ContentPage slug="plano-diretor" fallbackTitleKey="pages:masterPlan.title" />;
}
