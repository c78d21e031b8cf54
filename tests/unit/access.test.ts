import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { actionFromRefine, allows, defineAbilityFor, type Action, type Role, type SubjectName } from '../../src/domain/access';

const user = (...roles: Role[]) => defineAbilityFor({ id: 'u1', roles });
const anonymous = defineAbilityFor(null);

// The contract of spec §6 and issue 3: who may do what. Each row: subject, action, roles allowed ('public' = everyone).
const CONTRACT: [SubjectName, Action, (Role | 'public' | 'authenticated')[]][] = [
  ['Plan', 'read', ['public']],
  ['Tac', 'read', ['public']],
  ['Plan', 'export', ['public']],
  ['Document', 'read', ['public']],
  ['Legislation', 'read', ['public']],
  ['Faq', 'read', ['public']],
  ['PreAnalysisLookup', 'read', ['public']],
  ['Plan', 'create', ['Interno', 'Desenvolvedor']],
  ['Tac', 'delete', ['Interno', 'Desenvolvedor']],
  ['Dashboard', 'read', ['authenticated']],
  ['Complaint', 'read', ['Interno', 'Desenvolvedor']],
  ['Complaint', 'create', ['Interno', 'Desenvolvedor']],
  ['Flowchart', 'update', ['Interno', 'Desenvolvedor']],
  ['User', 'read', ['Administrador', 'Desenvolvedor']],
  ['User', 'update', ['Administrador', 'Desenvolvedor']],
  ['User', 'delete', ['Desenvolvedor']],
  ['Documentation', 'update', ['Administrador', 'Desenvolvedor']],
  ['Guide', 'read', ['Administrador', 'Desenvolvedor']],
  ['Roadmap', 'create', ['Administrador', 'Desenvolvedor']],
  ['Theme', 'update', ['Administrador', 'Desenvolvedor']],
  ['I18n', 'update', ['Administrador', 'Desenvolvedor']],
  ['Log', 'read', ['Desenvolvedor']],
  ['Demo', 'read', ['Desenvolvedor']],
  ['AuditEntry', 'export', ['Administrador', 'Desenvolvedor']],
  ['AuditEntry', 'update', []],
  ['AuditEntry', 'delete', []],
  ['PreAnalysis', 'create', ['Externo', 'Interno', 'Administrador', 'Desenvolvedor']],
];
const ROLES: Role[] = ['Desenvolvedor', 'Administrador', 'Interno', 'Externo'];

describe('the ability file', () => {
  it.each(CONTRACT)('%s %s: %j', (subjectName, action, allowed) => {
    expect(allows(anonymous, action, subjectName)).toBe(allowed.includes('public'));
    for (const role of ROLES) {
      const expected = allowed.includes('public') || allowed.includes('authenticated') || allowed.includes(role);
      expect(allows(user(role), action, subjectName), `${role} ${action} ${subjectName}`).toBe(expected);
    }
  });

  it('lets Interno read the audit entries of the records it manages only; Administrador every entry', () => {
    const interno = user('Interno');
    for (const resource of ['complaints', 'plans', 'tacs']) expect(interno.can('read', subject('AuditEntry', { resource }))).toBe(true);
    for (const resource of ['users', 'settings', 'i18n_overrides']) expect(interno.can('read', subject('AuditEntry', { resource }))).toBe(false);
    expect(user('Administrador').can('read', subject('AuditEntry', { resource: 'users' }))).toBe(true);
    expect(user('Externo').can('read', subject('AuditEntry', { resource: 'complaints' }))).toBe(false);
  });

  it('lets Externo read only its own pre-analyses and profile', () => {
    const externo = user('Externo');
    expect(externo.can('read', subject('PreAnalysis', { user_id: 'u1' }))).toBe(true);
    expect(externo.can('read', subject('PreAnalysis', { user_id: 'u2' }))).toBe(false);
    expect(externo.can('update', subject('Profile', { id: 'u1' }))).toBe(true);
    expect(externo.can('update', subject('Profile', { id: 'u2' }))).toBe(false);
  });

  it('shows the public and roles that do not manage plans and TACs only published ones; Interno and Desenvolvedor all', () => {
    for (const name of ['Plan', 'Tac'] as const) {
      for (const ability of [anonymous, user('Externo'), user('Administrador'), defineAbilityFor({ id: 'u1', roles: [] })]) {
        expect(ability.can('read', subject(name, { status: 'published' }))).toBe(true);
        expect(ability.can('read', subject(name, { status: 'draft' }))).toBe(false);
        expect(ability.can('export', subject(name, { status: 'withdrawn' }))).toBe(false);
      }
      for (const role of ['Interno', 'Desenvolvedor'] as const) {
        expect(user(role).can('read', subject(name, { status: 'draft' }))).toBe(true);
        expect(user(role).can('export', subject(name, { status: 'withdrawn' }))).toBe(true);
      }
    }
  });

  it('opens each /permission/<Role> page to that role only, and all of them to Desenvolvedor', () => {
    expect(user('Interno').can('read', subject('RolePage', { role: 'Interno' }))).toBe(true);
    expect(user('Interno').can('read', subject('RolePage', { role: 'Administrador' }))).toBe(false);
    for (const role of ROLES) expect(user('Desenvolvedor').can('read', subject('RolePage', { role }))).toBe(true);
  });

  it('grants nothing for unknown role names, and maps Refine actions, failing closed on unknown ones', () => {
    expect(allows(defineAbilityFor({ id: 'x', roles: ['admin', 'editor'] }), 'read', 'Log')).toBe(false);
    expect(['list', 'show', 'edit', 'create', 'clone', 'delete', 'export'].map(actionFromRefine)).toEqual([
      'read',
      'read',
      'update',
      'create',
      'create',
      'delete',
      'export',
    ]);
    expect(actionFromRefine('launch')).toBeNull();
  });
});
