import TranslateIcon from '@mui/icons-material/Translate';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

/** /i18n — translations (Administrador). */
export const i18nScreen = defineScreen({
  key: 'i18n',
  subject: 'I18n',
  path: STAFF_PATHS.i18n,
  icon: TranslateIcon,
  group: 'administration',
  component: lazyPage(() => import('./I18nPage').then((m) => m.I18nPage)),
});
