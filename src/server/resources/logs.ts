import { logEntrySchema, logListSpec } from '../../domain/schemas/log';
import { defineResource } from './definition';

/** GET /api/logs: errors and warnings of the server and the browsers (developers only: subject Log). */
export const logs = defineResource({
  name: 'logs',
  table: 'logs',
  subject: 'Log',
  idKind: 'integer',
  record: logEntrySchema,
  list: logListSpec,
  // The columns of the log screen, in its order (headers: src/domain/labels, logs.fields).
  exportColumns: ['created_at', 'level', 'category', 'message', 'source', 'user_id'],
  // Entries arrive from the recorder, not through this API: a cached page would hide the newest errors.
  uncached: true,
  description: 'Error log: server errors, mail failures and errors reported by browsers, newest first.',
});
