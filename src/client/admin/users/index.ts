import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen, resourceScreen } from '../../navigation/staff-screen';

/** /user — users and their blocking (Administrador). */
export const usersScreen = defineScreen({
  key: 'users',
  ...resourceScreen('users'),
  icon: PeopleIcon,
  component: lazyPage(() => import('./UserList').then((m) => m.UserList)),
});
