import type { SubjectName } from './access';

/** One row per API resource: its Refine/API name, CASL subject, the spec's URL and the area that shows it. */
export interface ResourceEntry {
  name: string;
  subject: SubjectName;
  path: string;
  area: 'portal' | 'admin' | 'reference';
}

export const RESOURCES = [
  { name: 'plans', subject: 'Plan', path: '/planos', area: 'portal' },
  { name: 'tacs', subject: 'Tac', path: '/tac', area: 'portal' },
  { name: 'aerodromes', subject: 'Aerodrome', path: '/api/aerodromes', area: 'reference' },
  { name: 'states', subject: 'State', path: '/api/states', area: 'reference' },
  { name: 'municipalities', subject: 'Municipality', path: '/api/municipalities', area: 'reference' },
  { name: 'complaints', subject: 'Complaint', path: '/denuncias', area: 'admin' },
  { name: 'users', subject: 'User', path: '/user', area: 'admin' },
  { name: 'outbox', subject: 'Log', path: '/outbox', area: 'admin' },
  { name: 'logs', subject: 'Log', path: '/logs', area: 'admin' },
  { name: 'audit', subject: 'AuditEntry', path: '/auditoria', area: 'admin' },
] as const satisfies readonly ResourceEntry[];

export type ApiResourceName = (typeof RESOURCES)[number]['name'];

export function resourceByName(name: string): ResourceEntry | undefined {
  return RESOURCES.find((r) => r.name === name);
}
