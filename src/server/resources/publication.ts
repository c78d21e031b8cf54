import { PUBLIC_ROWS } from '../../domain/schemas/publication';
import { HttpProblem } from '../plugins/problem-json';
import type { ResourceDefinition } from './definition';

type Row = Record<string, unknown>;

/**
 * What plans and TACs share about publication: the public sees only published rows, a new row starts
 * as a draft or published (stamped), and its status changes afterwards only through
 * POST /api/<name>/:id/publish and /withdraw (routes/publication.ts).
 */
export const publicationHooks = {
  publicRows: PUBLIC_ROWS,
  beforeCreate: async (_db: unknown, row: Row) => row.status === 'draft'
    ? row
    : { ...row, status: 'published', published_at: new Date().toISOString() },
  beforeUpdate: (existing: Row, changes: Row) => {
    if (changes.status !== undefined && changes.status !== existing.status) {
      throw new HttpProblem(409, 'publication_status_via_actions', { status: String(existing.status) });
    }
  },
} satisfies Partial<ResourceDefinition>;
