import { PublicationList } from '../publication/PublicationList';
import { TAC_KIND } from './tac-kind';

/** /gestao/tac — TACs of every status for staff: create, edit, publish, withdraw. */
export function TacManagementList() {
  return <PublicationList kind={TAC_KIND} />;
}
