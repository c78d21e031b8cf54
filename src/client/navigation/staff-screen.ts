import type { ComponentType } from 'react';
import type { Role, SubjectName } from '../../domain/access';
import type { ApiResourceName } from '../../domain/resources';
import { matchesPath, recordPath, STAFF_PATHS, STAFF_RECORD_ACTIONS, type RecordAction, type StaffPath } from '../../domain/app-paths';
import { resourceByName } from '../../domain/resources';

/** The menu's expandable groups (each is also a Refine resource without a list, the parent of its screens). */
export type AdminGroup = 'administration' | 'permissions' | 'demos';

/**
 * One staff screen, described once: the menu, the routes, the breadcrumbs, the route guard, the command palette and
 * Refine's resources are all derived from these (navigation/screens.ts); its page is admin/pages.ts's entry of its key.
 */
export interface StaffScreen<K extends string = string> {
  /** Key of its texts in admin:screens (title, description); also its Refine identifier unless `id` says otherwise. */
  key: K;
  /** Refine identifier when it differs from the key (kebab-case, unique). */
  id?: string;
  /** The API resource the screen lists (Refine name, `/api/<resource>`); several screens may share one. */
  resource?: ApiResourceName;
  /**
   * What the guard and the menu check, on `subject`: 'read' unless the screen manages data the public reads
   * ('update'), or shows a whole trail a role reads only in part ('export': the audit trail).
   */
  action?: 'read' | 'update' | 'export';
  subject: SubjectName;
  /** For a role's permission page: the role whose page it is (checked as a condition on the subject). */
  role?: Role;
  /** From the domain's table of addresses, which the server reads too (it answers any other address with 404). */
  path: StaffPath;
  icon: ComponentType;
  group?: AdminGroup;
  /** Not in the menu (reached from the top bar), still in the palette. */
  hidden?: boolean;
  /**
   * The addresses of its records (domain/app-paths.ts's STAFF_RECORD_ACTIONS), opened over the list: Refine's create,
   * show and edit routes of the screen's resource. With `create`, the palette offers "New …" when the ability allows
   * `create` on the subject.
   */
  records?: Partial<Record<RecordAction, string>>;
}

/** Keeps the literal key (so `AdminScreenKey` is a closed union); a list with records gets their addresses. */
export function defineScreen<const K extends string>(screen: Omit<StaffScreen<K>, 'records'>): StaffScreen<K> {
  const actions: readonly RecordAction[] | undefined = (STAFF_RECORD_ACTIONS as Partial<Record<string, readonly RecordAction[]>>)[screen.key];
  if (!actions) return screen;
  return { ...screen, records: Object.fromEntries(actions.map((action) => [action, recordPath(screen.path, action)])) };
}

/** A screen's Refine identifier: its `id`, or its key. */
export function screenIdentifier(screen: StaffScreen): string {
  return screen.id ?? screen.key;
}

/** The record action an address asks for on a screen (undefined: the screen itself, or not this screen). */
export function recordActionAt(screen: StaffScreen, pathname: string): RecordAction | undefined {
  const entries = Object.entries(screen.records ?? {}) as [RecordAction, string][];
  return entries.find(([, pattern]) => matchesPath(pattern, pathname))?.[0];
}

/** The API resources listed by a staff screen of their own (their screen's key is the resource's name). */
type StaffResource = ApiResourceName & keyof typeof STAFF_PATHS;

/** A screen over an API resource: its subject and spec URL come from domain/resources.ts, declared there once. */
export function resourceScreen<N extends StaffResource>(name: N): { resource: N; subject: SubjectName; path: (typeof STAFF_PATHS)[N] } {
  const entry = resourceByName(name);
  if (!entry) throw new Error(`unknown resource ${name}`);
  return { resource: name, subject: entry.subject, path: STAFF_PATHS[name] };
}
