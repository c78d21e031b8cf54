import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { createElement } from 'react';
import type { Role } from '../../../domain/access';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen } from '../staff-screen';

const rolePage = (role: Role) => lazyPage(() => import('./RolePage').then((m) => () => createElement(m.RolePage, { role })));

/** /permission/<Role> — what a role may do; each role reads its own page (Desenvolvedor reads all). */
export const permissionScreens = [
  defineScreen({ key: 'permissionAdministrador', id: 'permission-administrador', subject: 'RolePage', role: 'Administrador', path: '/permission/Administrador', icon: VerifiedUserIcon, group: 'permissions', component: rolePage('Administrador') }),
  defineScreen({ key: 'permissionInterno', id: 'permission-interno', subject: 'RolePage', role: 'Interno', path: '/permission/Interno', icon: VerifiedUserIcon, group: 'permissions', component: rolePage('Interno') }),
  defineScreen({ key: 'permissionExterno', id: 'permission-externo', subject: 'RolePage', role: 'Externo', path: '/permission/Externo', icon: VerifiedUserIcon, group: 'permissions', component: rolePage('Externo') }),
] as const;
