import { z } from 'zod';

/** A staff list's state as a saved query keeps it: Refine's filters (field, operator, value) and sorters. */
const SAVED_QUERY_OPERATORS = ['eq', 'ne', 'contains', 'gte', 'lte', 'in'] as const;
const filterValue = z.union([z.string().max(200), z.number(), z.boolean()]);

export const savedQueryStateSchema = z.object({
  filters: z
    .array(
      z.object({
        field: z.string().min(1).max(64),
        operator: z.enum(SAVED_QUERY_OPERATORS),
        value: z.union([filterValue, z.array(filterValue).max(100)]),
      }),
    )
    .max(30),
  sorters: z.array(z.object({ field: z.string().min(1).max(64), order: z.enum(['asc', 'desc']) })).max(5),
});

/** The list a query belongs to: the list's name (complaints, users, plans-management…). */
const listName = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, { message: 'invalid_value' });

export const savedQueryInputSchema = z.object({
  resource: listName,
  name: z.string().trim().min(1).max(80),
  query: savedQueryStateSchema,
});

export const savedQuerySchema = savedQueryInputSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

export const savedQueryListQuerySchema = z.object({ resource: listName });
