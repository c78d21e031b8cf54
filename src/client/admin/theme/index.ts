import PaletteIcon from '@mui/icons-material/Palette';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /theme — the portal's colour theme (Administrador). */
export const themeScreen = defineScreen({
  key: 'theme',
  subject: 'Theme',
  path: STAFF_PATHS.theme,
  icon: PaletteIcon,
  group: 'administration',
  component: lazyPage(() => import('./ThemePage').then((m) => m.ThemePage)),
});
