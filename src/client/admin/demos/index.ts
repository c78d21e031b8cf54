import BarChartIcon from '@mui/icons-material/BarChart';
import ExtensionIcon from '@mui/icons-material/Extension';
import LayersIcon from '@mui/icons-material/Layers';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** Developer demos (Desenvolvedor): each its own chunk, with its heavy libraries. */
export const demoScreens = [
  defineScreen({
    key: 'vuetify',
    subject: 'Demo',
    path: STAFF_PATHS.vuetify,
    icon: WidgetsIcon,
    group: 'demos',
    component: lazyPage(() => import('./VuetifyDemosPage').then((m) => m.VuetifyDemosPage)),
  }),
  defineScreen({
    key: 'nested',
    subject: 'Demo',
    path: STAFF_PATHS.nested,
    icon: LayersIcon,
    group: 'demos',
    component: lazyPage(() => import('./NestedPage').then((m) => m.NestedPage)),
  }),
  defineScreen({
    key: 'components',
    subject: 'Demo',
    path: STAFF_PATHS.components,
    icon: ExtensionIcon,
    group: 'demos',
    component: lazyPage(() => import('./ComponentsPage').then((m) => m.ComponentsPage)),
  }),
  defineScreen({
    key: 'charts',
    subject: 'Demo',
    path: STAFF_PATHS.charts,
    icon: BarChartIcon,
    group: 'demos',
    component: lazyPage(() => import('./ChartsPage').then((m) => m.ChartsPage)),
  }),
] as const;
