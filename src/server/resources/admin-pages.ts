import type { FastifyRequest } from 'fastify';
import { adminPageInputSchema, adminPageListSpec, adminPageSchema } from '../../domain/schemas/admin-page';
import { defineResource } from './definition';

/** Who saved and when, set by the server on every create and update. */
const stamp = (request: FastifyRequest) => ({ updated_at: new Date().toISOString(), updated_by: request.user?.username ?? null });

const base = {
  table: 'admin_pages',
  idKind: 'integer',
  record: adminPageSchema,
  input: adminPageInputSchema,
  list: adminPageListSpec,
  stamp,
} as const;

/** /api/documentation — the portal's technical documentation (Markdown sections; Administrador). */
export const documentation = defineResource({
  ...base,
  name: 'documentation',
  subject: 'Documentation',
  scope: { kind: 'documentation' },
  description: 'Sections of the technical documentation of the portal, Markdown stored as written, per language.',
});

/** /api/guide — how staff use the internal area (Markdown sections; Administrador). */
export const guide = defineResource({
  ...base,
  name: 'guide',
  subject: 'Guide',
  scope: { kind: 'guide' },
  description: 'Sections of the staff guide to the internal area, Markdown stored as written, per language.',
});
