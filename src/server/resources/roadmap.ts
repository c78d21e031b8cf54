import { roadmapInputSchema, roadmapItemSchema, roadmapListSpec } from '../../domain/schemas/roadmap';
import { defineResource } from './definition';

/** /api/roadmap — the project's planned and finished work, with a status each (Administrador). */
export const roadmap = defineResource({
  name: 'roadmap',
  table: 'roadmap_items',
  subject: 'Roadmap',
  idKind: 'integer',
  record: roadmapItemSchema,
  input: roadmapInputSchema,
  list: roadmapListSpec,
  stamp: () => ({ updated_at: new Date().toISOString() }),
  beforeCreate: async (_db, row) => ({ ...row, created_at: row.updated_at }),
  description: 'Items of the project roadmap: title, description, status (planned, in_progress, done, cancelled) and target.',
});
