import { ACTIONS, SUBJECTS, defineAbilityFor, defineRulesFor, type Action, type AppRule, type Role, type SubjectName } from '../../../domain/access';
import { canOpen } from '../../navigation/guard/can-open';
import { ADMIN_SCREENS, type AdminScreen } from '../../navigation/screens';

/** The actions a table column stands for ('manage' is every one of them). */
export const TABLE_ACTIONS = ACTIONS.filter((action): action is Exclude<Action, 'manage'> => action !== 'manage');
type TableAction = (typeof TABLE_ACTIONS)[number];

export const TABLE_SUBJECTS = SUBJECTS.filter((subject): subject is SubjectName => subject !== 'all');

/** yes: always; own: only records that meet a condition (named by its fields); no: never. */
export type Grant = { kind: 'yes' } | { kind: 'own'; fields: string[] } | { kind: 'no' };

export interface RoleRow {
  subject: SubjectName;
  grants: Record<TableAction, Grant>;
}

/** A user standing for the role alone: the rules of the ability file for exactly that role. */
function rulesForRole(role: Role): AppRule[] {
  return defineRulesFor({ id: `role:${role}`, roles: [role] });
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function grantOf(rules: readonly AppRule[], action: TableAction, subject: SubjectName): Grant {
  const matching = rules.filter((rule) => {
    const actions = list(rule.action as Action | Action[]);
    const subjects = list(rule.subject as string | string[]);
    return !rule.inverted && (actions.includes(action) || actions.includes('manage')) && (subjects.includes(subject) || subjects.includes('all'));
  });
  if (matching.some((rule) => !rule.conditions)) return { kind: 'yes' };
  if (matching.length === 0) return { kind: 'no' };
  const fields = new Set(matching.flatMap((rule) => Object.keys(rule.conditions ?? {})));
  return { kind: 'own', fields: [...fields].sort() };
}

/** Subject × action grid of what a role may do, read from the ability file. */
export function roleTable(role: Role): RoleRow[] {
  const rules = rulesForRole(role);
  return TABLE_SUBJECTS.map((subject) => ({
    subject,
    grants: Object.fromEntries(TABLE_ACTIONS.map((action) => [action, grantOf(rules, action, subject)])) as Record<TableAction, Grant>,
  }));
}

/** The internal screens a user with only this role can open (menu entries and hidden ones alike). */
export function roleScreens(role: Role): AdminScreen[] {
  const ability = defineAbilityFor({ id: `role:${role}`, roles: [role] });
  return ADMIN_SCREENS.filter((screen) => canOpen(ability, screen));
}
