import { subject as asSubject } from '@casl/ability';
import { allows, defineAbilityFor, type AppAbility, type Subject, type SubjectName } from '../../../domain/access';
import type { AdminScreenEntry } from '../screens';

/** The ability of a user record (null: a visitor). The one place the browser turns roles into permissions. */
export function abilityOf(user: { id: string; roles: readonly string[] } | null): AppAbility {
  return defineAbilityFor(user ? { id: user.id, roles: user.roles } : null);
}

/** The subject a screen is checked against: a RolePage carries its role so that each role reads only its own page. */
function subjectOf(screen: AdminScreenEntry): Subject {
  const name = screen.subject as SubjectName;
  return screen.role ? asSubject(name, { role: screen.role }) : name;
}

/** Whether the ability lets its user open a screen (its action, read by default, on its subject). Fails closed. */
export function canOpen(ability: AppAbility, screen: AdminScreenEntry): boolean {
  return allows(ability, screen.action ?? 'read', subjectOf(screen));
}
