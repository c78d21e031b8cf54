import type { AccessControlProvider } from '@refinedev/core';
import { resourceByName } from '../../domain/resources';
import { getCurrentUser } from './auth-provider';

/**
 * Refine's accessControlProvider: the same ability file as the server, the menu and the route guard. The ability
 * (CASL) is downloaded with the first check, so the public home never loads it. Fails closed.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action, params }) {
    try {
      const { actionFromRefine, allows, defineAbilityFor } = await import('../../domain/access');
      const mapped = actionFromRefine(action);
      const name = resource ?? params?.resource?.name;
      const subject = name ? resourceByName(name)?.subject : undefined;
      if (!mapped || !subject) return { can: false, reason: 'unknown resource or action' };
      const user = getCurrentUser();
      const ability = defineAbilityFor(user ? { id: user.id, roles: user.roles } : null);
      // Subject names come from domain/resources.ts, whose rows name the subjects of access.ts.
      return { can: allows(ability, mapped, subject as Parameters<typeof allows>[2]) };
    } catch {
      return { can: false };
    }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
