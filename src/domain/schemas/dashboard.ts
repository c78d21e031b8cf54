import { z } from 'zod';

const count = z.number().int().nonnegative();
const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .describe('Calendar month, YYYY-MM');

/** Months shown by the per-month series: the window that ends at the latest month holding data. */
export const DASHBOARD_MONTHS = 24;
export const RECENT_LIMIT = 10;

export const dashboardSchema = z
  .object({
    complaints: z
      .object({
        total: count,
        by_regional: z.array(z.object({ regional: z.string(), count })),
        by_month: z.array(z.object({ month, count })),
      })
      .optional()
      .describe('Only for users who may read complaints'),
    preanalyses: z
      .object({
        scope: z.enum(['all', 'own']).describe('own: only the pre-analyses the user requested'),
        total: count,
        by_outcome: z.array(z.object({ outcome: z.string(), count })),
        by_month: z.array(z.object({ month, not_required: count, case_required: count })),
      })
      .optional()
      .describe('Only for users who may read pre-analyses'),
    plans: z.object({
      total: count,
      by_type: z.array(z.object({ type: z.string(), count })),
      by_state: z.array(z.object({ state_code: z.string(), count })),
    }),
    tacs: z.object({ total: count }),
    recent: z
      .array(
        z.object({
          kind: z.enum(['complaint', 'preanalysis', 'plan']),
          id: z.number().int(),
          title: z.string(),
          reference: z.string().describe('NUP, protocol or ICAO code: what a link to the record searches for'),
          date: z.string(),
        }),
      )
      .max(RECENT_LIMIT),
  })
  .describe('Figures of the internal dashboard, limited to what the user may read');

export type Dashboard = z.infer<typeof dashboardSchema>;
export type RecentItem = Dashboard['recent'][number];
