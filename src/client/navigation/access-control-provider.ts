import type { AccessControlProvider } from '@refinedev/core';
import { resourceByName } from '../../domain/resources';
import { getCurrentUser } from '../providers/auth-provider';

/**
 * Refine's accessControlProvider (useCan, CanAccess, Refine's buttons): the same ability file as the server, the
 * menu and the route guard. A staff screen's identifier is checked like its route (its action on its subject, a
 * role page with its role); an API resource name by the mapped action on its subject. CASL is downloaded with the
 * first check (and the staff registry with it), so the public pages never load them. Fails closed.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action, params }) {
    try {
      const [{ actionFromRefine, allows, defineAbilityFor }, { canOpen }, { adminScreenById }] = await Promise.all([
        import('../../domain/access'),
        import('./guard/can-open'),
        import('./screens'),
      ]);
      const user = getCurrentUser();
      const ability = defineAbilityFor(user ? { id: user.id, roles: user.roles } : null);
      const id = resource ?? params?.resource?.identifier ?? params?.resource?.name;
      const screen = adminScreenById(id);
      if (screen && action === 'list') return { can: canOpen(ability, screen) };
      const mapped = actionFromRefine(action);
      const subject = screen?.subject ?? (id ? resourceByName(params?.resource?.name ?? id)?.subject : undefined);
      if (!mapped || !subject) return { can: false, reason: 'unknown resource or action' };
      return { can: allows(ability, mapped, subject) };
    } catch {
      return { can: false };
    }
  },
  // Refine's own buttons (CreateButton, EditButton…) check the provider and hide what the role may not do.
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
