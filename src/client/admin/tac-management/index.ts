import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /gestao/tac — staff manage and publish the TACs the public /tac shows (same API resource, its own identifier). */
export const tacManagementScreen = defineScreen({
  key: 'tacManagement',
  id: 'tac-management',
  resource: 'tacs',
  subject: 'Tac',
  action: 'update',
  path: STAFF_PATHS.tacManagement,
  icon: HandshakeIcon,
  creates: true,
  component: lazyPage(() => import('./TacManagementList').then((m) => m.TacManagementList)),
});
