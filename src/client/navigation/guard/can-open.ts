import { subject as asSubject } from '@casl/ability';
import { allows, type AppAbility, type Subject } from '../../../domain/access';
import type { StaffScreen } from '../staff-screen';

/** The subject a screen is checked against: a role's page carries its role, so each role reads only its own. */
function subjectOf(screen: StaffScreen): Subject {
  return screen.role ? asSubject(screen.subject, { role: screen.role }) : screen.subject;
}

/**
 * Whether an ability lets its user open a screen (its action, read by default, on its subject). Fails closed. Kept
 * apart from the registry: the public shell imports the registry, and must not download CASL.
 */
export function canOpen(ability: AppAbility, screen: StaffScreen): boolean {
  return allows(ability, screen.action ?? 'read', subjectOf(screen));
}
