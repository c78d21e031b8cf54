import { subject as asSubject } from '@casl/ability';
import { allows, type AppAbility, type Subject } from '../../../domain/access';
import { recordActionAt, type StaffScreen } from '../staff-screen';

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

/** What opening a record's address needs besides the screen: creating, updating, or only reading it. */
const RECORD_ABILITY = { create: 'create', edit: 'update', show: 'read' } as const;

/**
 * Whether an ability opens an address of the internal area: its screen, and for a record's address (create, show,
 * edit over the list) also that action on the screen's subject. The guard's check.
 */
export function canOpenAt(ability: AppAbility, screen: StaffScreen, pathname: string): boolean {
  const action = recordActionAt(screen, pathname);
  return canOpen(ability, screen) && (action === undefined || allows(ability, RECORD_ABILITY[action], subjectOf(screen)));
}
