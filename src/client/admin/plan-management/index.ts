import MapIcon from '@mui/icons-material/Map';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/**
 * /gestao/planos — staff manage and publish the plans the public /planos shows (not in spec §2, docs/decisions.md).
 * The same API resource as the public page, under its own Refine identifier so both coexist.
 */
export const planManagementScreen = defineScreen({
  key: 'planManagement',
  id: 'plan-management',
  resource: 'plans',
  subject: 'Plan',
  action: 'update',
  path: STAFF_PATHS.planManagement,
  icon: MapIcon,
  creates: true,
  component: lazyPage(() => import('./PlanManagementList').then((m) => m.PlanManagementList)),
});
