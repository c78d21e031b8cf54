import ReportIcon from '@mui/icons-material/Report';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen, resourceScreen } from '../../navigation/staff-screen';

/** /denuncias — complaints (Interno): the list, with create/edit/show/delete in dialogs. */
export const complaintsScreen = defineScreen({
  key: 'complaints',
  ...resourceScreen('complaints'),
  icon: ReportIcon,
  creates: true,
  component: lazyPage(() => import('./ComplaintList').then((m) => m.ComplaintList)),
});
