import BugReportIcon from '@mui/icons-material/BugReport';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen, resourceScreen } from '../../navigation/staff-screen';

/** /logs — the error log (Desenvolvedor); not in the menu (spec §2: reached through the bug icon). */
export const logsScreen = defineScreen({
  key: 'logs',
  ...resourceScreen('logs'),
  icon: BugReportIcon,
  hidden: true,
  component: lazyPage(() => import('./LogList').then((m) => m.LogList)),
});
