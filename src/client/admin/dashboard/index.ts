import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /dashboard — any signed-in user. */
export const dashboardScreen = defineScreen({
  key: 'dashboard',
  subject: 'Dashboard',
  path: STAFF_PATHS.dashboard,
  icon: DashboardIcon,
  component: lazyPage(() => import('./DashboardPage').then((m) => m.DashboardPage)),
});
