import { z } from 'zod';
import type { ListSpec } from '../list-spec';

export const LOG_LEVELS = ['error', 'warning'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where an entry comes from: the server's requests, the mail worker, a browser's window or a React render. */
export const LOG_CATEGORIES = ['server', 'mail', 'browser', 'render'] as const;
/** The categories a browser may report. */
const BROWSER_LOG_CATEGORIES = ['browser', 'render'] as const;

export const LOG_MESSAGE_MAX = 2000;
export const LOG_CONTEXT_MAX = 8000;

/** One entry of the error log (read-only; shown to developers on /logs). */
export const logEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  level: z.enum(LOG_LEVELS),
  category: z.string(),
  message: z.string(),
  context: z.string().nullable(),
  source: z.string(),
  user_id: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** Body of POST /api/logs/browser: what the error reporter of the browser sends. */
export const browserLogSchema = z
  .object({
    message: z.string().trim().min(1).max(LOG_MESSAGE_MAX),
    level: z.enum(LOG_LEVELS).default('error'),
    category: z.enum(BROWSER_LOG_CATEGORIES).default('browser'),
    url: z.string().max(2000).optional(),
    stack: z.string().max(LOG_CONTEXT_MAX).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const logListSpec: ListSpec = {
  filterable: { id: 'integer', level: 'text', category: 'text', created_at: 'text', source: 'text', user_id: 'text' },
  sortable: ['id', 'created_at', 'level', 'category', 'message', 'source'],
  searchable: ['message', 'source'],
  defaultSort: [{ field: 'id', order: 'desc' }],
};
