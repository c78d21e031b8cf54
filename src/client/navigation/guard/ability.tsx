import { createContextualCan, useAbility } from '@casl/react';
import { createContext, useMemo, type ReactNode } from 'react';
import { defineAbilityFor, type AppAbility } from '../../../domain/access';
import { useCurrentUser } from '../../providers/auth-provider';

/** The ability of the signed-in user for the internal area's components (@casl/react); a visitor's until then. */
const AbilityContext = createContext<AppAbility>(defineAbilityFor(null));

/** `<Can I="read" a="Log">…</Can>` over the context's ability. */
export const Can = createContextualCan(AbilityContext.Consumer);

/** The context's ability; components re-render when its rules change. */
export function useAppAbility(): AppAbility {
  return useAbility(AbilityContext);
}

/**
 * Provides the ability of the current user, rebuilt from the one ability file when the user changes. `ability`
 * replaces it (tests build one from modified rules to see the menu and the palette follow).
 */
export function AbilityProvider({ ability, children }: { ability?: AppAbility; children: ReactNode }) {
  const user = useCurrentUser();
  const own = useMemo(() => defineAbilityFor(user ? { id: user.id, roles: user.roles } : null), [user]);
  return <AbilityContext.Provider value={ability ?? own}>{children}</AbilityContext.Provider>;
}
