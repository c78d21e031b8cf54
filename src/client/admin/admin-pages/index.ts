import DescriptionIcon from '@mui/icons-material/Description';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /documentation (Administrador). */
export const documentationScreen = defineScreen({
  key: 'documentation',
  subject: 'Documentation',
  path: STAFF_PATHS.documentation,
  icon: DescriptionIcon,
  group: 'administration',
  component: lazyPage(() => import('./pages').then((m) => m.DocumentationPage)),
});

/** /guide (Administrador). */
export const guideScreen = defineScreen({
  key: 'guide',
  subject: 'Guide',
  path: STAFF_PATHS.guide,
  icon: MenuBookIcon,
  group: 'administration',
  component: lazyPage(() => import('./pages').then((m) => m.GuidePage)),
});
