import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /fluxograma — the complaint procedure as a diagram (Interno). */
export const flowchartScreen = defineScreen({
  key: 'flowchart',
  subject: 'Flowchart',
  path: STAFF_PATHS.flowchart,
  icon: AccountTreeIcon,
  component: lazyPage(() => import('./FlowchartPage').then((m) => m.FlowchartPage)),
});
