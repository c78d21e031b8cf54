import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { createElement } from 'react';
import type { Role } from '../../../domain/access';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../../navigation/staff-screen';
import { STAFF_PATHS } from '../../../domain/app-paths';

const rolePage = (role: Role) => lazyPage(() => import('./RolePage').then((m) => () => createElement(m.RolePage, { role })));

/** /permission/<Role> — what a role may do; each role reads its own page (Desenvolvedor reads all). */
export const permissionScreens = [
  defineScreen({
    key: 'permissionAdministrador',
    id: 'permission-administrador',
    subject: 'RolePage',
    role: 'Administrador',
    path: STAFF_PATHS.permissionAdministrador,
    icon: VerifiedUserIcon,
    group: 'permissions',
    component: rolePage('Administrador'),
  }),
  defineScreen({
    key: 'permissionInterno',
    id: 'permission-interno',
    subject: 'RolePage',
    role: 'Interno',
    path: STAFF_PATHS.permissionInterno,
    icon: VerifiedUserIcon,
    group: 'permissions',
    component: rolePage('Interno'),
  }),
  defineScreen({
    key: 'permissionExterno',
    id: 'permission-externo',
    subject: 'RolePage',
    role: 'Externo',
    path: STAFF_PATHS.permissionExterno,
    icon: VerifiedUserIcon,
    group: 'permissions',
    component: rolePage('Externo'),
  }),
] as const;
