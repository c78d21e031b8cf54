import { describe, expect, it } from 'vitest';
import { roleScreens, roleTable, TABLE_ACTIONS, TABLE_SUBJECTS } from '../../src/client/admin/permissions/role-table';

const grant = (role: 'Administrador' | 'Interno' | 'Externo', subject: string, action: (typeof TABLE_ACTIONS)[number]) =>
  roleTable(role).find((row) => row.subject === subject)?.grants[action];

describe('the role page table', () => {
  it('has a row per subject and a cell per action', () => {
    const rows = roleTable('Interno');
    expect(rows.map((row) => row.subject)).toEqual(TABLE_SUBJECTS);
    for (const row of rows) expect(Object.keys(row.grants)).toEqual([...TABLE_ACTIONS]);
  });

  it('reads the Administrador rules: users read/update/export, never delete; administration pages managed', () => {
    expect(grant('Administrador', 'User', 'update')).toEqual({ kind: 'yes' });
    expect(grant('Administrador', 'User', 'export')).toEqual({ kind: 'yes' });
    expect(grant('Administrador', 'User', 'delete')).toEqual({ kind: 'no' });
    for (const action of TABLE_ACTIONS) expect(grant('Administrador', 'Theme', action)).toEqual({ kind: 'yes' });
    expect(grant('Administrador', 'Complaint', 'read')).toEqual({ kind: 'no' });
  });

  it('explains conditions: own profile, own pre-analyses, own role page', () => {
    expect(grant('Externo', 'Profile', 'update')).toEqual({ kind: 'own', fields: ['id'] });
    expect(grant('Externo', 'PreAnalysis', 'create')).toEqual({ kind: 'own', fields: ['user_id'] });
    expect(grant('Externo', 'PreAnalysis', 'delete')).toEqual({ kind: 'no' });
    expect(grant('Interno', 'RolePage', 'read')).toEqual({ kind: 'own', fields: ['role'] });
  });

  it('gives everyone the public reading and Interno the complaints and the flowchart', () => {
    expect(grant('Externo', 'Faq', 'read')).toEqual({ kind: 'yes' });
    expect(grant('Externo', 'Plan', 'read')).toEqual({ kind: 'own', fields: ['status'] });
    expect(grant('Interno', 'Plan', 'read')).toEqual({ kind: 'yes' });
    expect(grant('Externo', 'Plan', 'create')).toEqual({ kind: 'no' });
    expect(grant('Interno', 'Complaint', 'delete')).toEqual({ kind: 'yes' });
    expect(grant('Interno', 'Flowchart', 'read')).toEqual({ kind: 'yes' });
  });

  it('lists the internal screens each role opens, its own permission page only', () => {
    const keys = (role: 'Administrador' | 'Interno' | 'Externo') => roleScreens(role).map((s) => s.key);
    expect(keys('Interno')).toEqual(expect.arrayContaining(['dashboard', 'complaints', 'flowchart', 'permissionInterno']));
    expect(keys('Interno')).not.toContain('permissionAdministrador');
    expect(keys('Administrador')).toEqual(expect.arrayContaining(['users', 'theme', 'permissionAdministrador']));
    expect(keys('Externo')).toEqual(['dashboard', 'permissionExterno']);
  });
});
