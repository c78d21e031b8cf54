import { z } from 'zod';

/** Publication state of plans and TACs: only published rows reach the public searches. */
export const PUBLICATION_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The status a new record may start in; withdrawal happens only through POST …/:id/withdraw. */
export const initialStatusSchema = z.enum(['draft', 'published']).optional();

/** Fields every published record carries, read-only in the API except for the initial status. */
export const publicationRecordShape = {
  status: z.enum(PUBLICATION_STATUSES),
  published_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  withdrawal_reason: z.string().nullable(),
};

const WITHDRAWAL_REASON_MIN = 5;
export const WITHDRAWAL_REASON_MAX = 1000;
export const withdrawalSchema = z.object({
  reason: z.string().trim().min(WITHDRAWAL_REASON_MIN).max(WITHDRAWAL_REASON_MAX),
});

/** Filter, sort and visibility parts that plan and TAC list specs share. */
export const publicationFilterable = { status: 'text', published_at: 'date', withdrawn_at: 'date' } as const;
export const publicationSortable = ['status', 'published_at', 'withdrawn_at'] as const;

/** A record that can be managed and published, as the staff screens and the command palette read it: a plan or a TAC. */
export interface ManagedRecord {
  id: number;
  aerodrome_name: string;
  icao: string | null;
  state_code: string;
  municipality_id: number;
  municipality: string;
  status: PublicationStatus;
  published_at: string | null;
  withdrawn_at: string | null;
  withdrawal_reason: string | null;
  [field: string]: unknown;
}
