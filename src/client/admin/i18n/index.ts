import TranslateIcon from '@mui/icons-material/Translate';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../staff-screen';

/** /i18n — translations (Administrador). */
export const i18nScreen = defineScreen({
  key: 'i18n',
  subject: 'I18n',
  path: '/i18n',
  icon: TranslateIcon,
  group: 'administration',
  component: lazyPage(() => import('./I18nPage').then((m) => m.I18nPage)),
});
