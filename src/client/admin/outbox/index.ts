import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen, resourceScreen } from '../../navigation/staff-screen';

/** /outbox — the mail outbox (Desenvolvedor; not in spec §2): reached from the top bar, like /logs. */
export const outboxScreen = defineScreen({
  key: 'outbox',
  ...resourceScreen('outbox'),
  icon: OutboxIcon,
  hidden: true,
  component: lazyPage(() => import('./OutboxList').then((m) => m.OutboxList)),
});
