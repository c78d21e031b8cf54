import { z } from 'zod';
import type { ListSpec } from '../list-spec';
import { portalToday } from '../today';
import { isoDate } from './common';

/** A user seen by the portal (recorded at sign-in); only the pre-analysis block is editable here. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  /** Comma list of the portal roles at the last sign-in. */
  groups: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  preanalysis_blocked_until: z.string().nullable(),
});
/** A block ends today or later (portal time zone); null lifts it. A past date would block nothing. */
export const userInputSchema = z.object({
  preanalysis_blocked_until: isoDate.refine((date) => date >= portalToday(), { message: 'date_in_past' }).nullable(),
});
export type UserRecord = z.infer<typeof userSchema>;

export const userListSpec: ListSpec = {
  filterable: { id: 'text', username: 'text', name: 'text', groups: 'text', last_seen_at: 'text', preanalysis_blocked_until: 'date' },
  sortable: ['name', 'username', 'last_seen_at', 'preanalysis_blocked_until'],
  searchable: ['name', 'username', 'email'],
  defaultSort: [{ field: 'name', order: 'asc' }],
};
