import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyPage } from '../../components/lazy-page';
import { defineScreen, resourceScreen } from '../../navigation/staff-screen';

/**
 * /auditoria — the audit trail (Desenvolvedor, Administrador). Checked on `export`: Interno may read the entries of
 * the records it edits (their History panels), not browse or export the whole trail (domain/access.ts).
 */
export const auditScreen = defineScreen({
  key: 'audit',
  ...resourceScreen('audit'),
  action: 'export',
  icon: FactCheckIcon,
  component: lazyPage(() => import('./AuditList').then((m) => m.AuditList)),
});
