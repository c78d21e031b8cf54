import TimelineIcon from '@mui/icons-material/Timeline';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../staff-screen';

/** /roadmap (Administrador). */
export const roadmapScreen = defineScreen({
  key: 'roadmap',
  subject: 'Roadmap',
  path: '/roadmap',
  icon: TimelineIcon,
  group: 'administration',
  component: lazyPage(() => import('./RoadmapList').then((m) => m.RoadmapList)),
});
