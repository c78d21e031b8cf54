import { AbilityBuilder, createMongoAbility, type ForcedSubject, type MongoAbility, type MongoQuery, type RawRuleOf } from '@casl/ability';

/** THE ability file: what each role may do, used by the browser (menu, buttons, guard) and by every server route. */
export const ROLES = ['Desenvolvedor', 'Administrador', 'Interno', 'Externo'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'all',
  // public reading
  'Plan',
  'Tac',
  'Aerodrome',
  'State',
  'Municipality',
  'Document',
  'Legislation',
  'Faq',
  'PreAnalysisLookup',
  // any authenticated user
  'Dashboard',
  'Profile',
  // Externo
  'PreAnalysis',
  // Interno
  'Complaint',
  'Flowchart',
  // Administrador
  'User',
  'Documentation',
  'Guide',
  'Roadmap',
  'Theme',
  'I18n',
  // Desenvolvedor
  'Log',
  'Demo',
  // Desenvolvedor and Administrador; Interno the history of the records it manages
  'AuditEntry',
  // /permission/<Role> demo pages: a role reads the page named after it
  'RolePage',
] as const;
export type SubjectName = Exclude<(typeof SUBJECTS)[number], 'all'>;
type SubjectRecord = object & ForcedSubject<SubjectName>;
export type Subject = (typeof SUBJECTS)[number] | SubjectRecord;
export type AppAbility = MongoAbility<[Action, Subject]>;
export type AppRule = RawRuleOf<AppAbility>;

export interface AbilityUser {
  id: string;
  roles: readonly string[];
}

/** Read by everyone, every record. Plans and TACs are public too, but only once published (PUBLISHED below). */
const PUBLIC_SUBJECTS: readonly SubjectName[] = ['Aerodrome', 'State', 'Municipality', 'Document', 'Legislation', 'Faq', 'PreAnalysisLookup'];
/** Published records: the only plans and TACs that visitors and roles which do not manage them may read or export. */
const PUBLISHED_SUBJECTS: readonly SubjectName[] = ['Plan', 'Tac'];
const PUBLISHED = { status: 'published' } as const;
/** The resources (API names) whose audit entries Interno reads: those of the records it manages. */
const INTERNO_AUDITED = ['complaints', 'plans', 'tacs'] as const;

/** Field-equality conditions on a record (our subjects are named by strings, so CASL cannot type them). */
const where = (conditions: Record<string, string>) => conditions as MongoQuery<never>;

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The rules for a user (null = anonymous visitor). Unknown role names grant nothing. */
export function defineRulesFor(user: AbilityUser | null): AppRule[] {
  const { can, cannot, rules } = new AbilityBuilder<AppAbility>(createMongoAbility);
  can('read', [...PUBLIC_SUBJECTS]);
  // Drafts and withdrawn records stay with the staff who manage them (Interno's `manage` below has no condition).
  // The server turns these conditions into SQL for every list, record, count and export (server/access/where-allowed.ts).
  can(['read', 'export'], [...PUBLISHED_SUBJECTS], where(PUBLISHED));
  if (!user) return rules;

  const roles = new Set(user.roles.filter(isRole));
  can('read', 'Dashboard');
  can(['read', 'update'], 'Profile', where({ id: user.id }));
  for (const role of roles) can('read', 'RolePage', where({ role }));

  if (roles.has('Desenvolvedor')) can('manage', 'all');
  if (roles.has('Administrador')) {
    can(['read', 'update', 'export'], 'User');
    can('manage', ['Documentation', 'Guide', 'Roadmap', 'Theme', 'I18n']);
    can(['read', 'export'], 'AuditEntry');
  }
  if (roles.has('Interno')) {
    can('manage', ['Complaint', 'Flowchart', 'Plan', 'Tac']);
    // The History panel of the records Interno edits; the /auditoria screen stays with the two roles above.
    can('read', 'AuditEntry', { resource: { $in: [...INTERNO_AUDITED] } } as unknown as MongoQuery<never>);
  }
  if (roles.has('Externo')) {
    can(['create', 'read'], 'PreAnalysis', where({ user_id: user.id }));
  }
  // Staff request pre-analyses too (issue 5: "Externo and staff") and follow everyone's.
  if (roles.has('Interno') || roles.has('Administrador')) {
    can(['create', 'read'], 'PreAnalysis');
  }
  // The audit trail is append-only (the server writes entries with each change): nobody creates, changes or deletes one.
  cannot(['create', 'update', 'delete'], 'AuditEntry');
  return rules;
}

export function defineAbilityFor(user: AbilityUser | null): AppAbility {
  return createMongoAbility<AppAbility>(defineRulesFor(user));
}

/** Refine's action names → ours. Anything unknown maps to null, which callers treat as forbidden. */
export function actionFromRefine(action: string): Action | null {
  switch (action) {
    case 'list':
    case 'show':
    case 'read':
      return 'read';
    case 'edit':
    case 'update':
      return 'update';
    case 'create':
    case 'clone':
      return 'create';
    case 'delete':
      return 'delete';
    case 'export':
      return 'export';
    default:
      return null;
  }
}

/** Fails closed: an error while checking means "no". */
export function allows(ability: AppAbility, action: Action, subject: Subject, field?: string): boolean {
  try {
    return ability.can(action, subject, field);
  } catch {
    return false;
  }
}
