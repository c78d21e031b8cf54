import TimelineIcon from '@mui/icons-material/Timeline';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /roadmap (Administrador). */
export const roadmapScreen = defineScreen({
  key: 'roadmap',
  subject: 'Roadmap',
  path: STAFF_PATHS.roadmap,
  icon: TimelineIcon,
  group: 'administration',
  component: lazyPage(() => import('./RoadmapList').then((m) => m.RoadmapList)),
});
