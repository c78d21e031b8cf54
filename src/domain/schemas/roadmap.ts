import { z } from 'zod';
import type { ListSpec } from '../list-spec';

export const ROADMAP_STATUSES = ['planned', 'in_progress', 'done', 'cancelled'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

export const ROADMAP_LIMITS = { title: 200, description: 4000, target: 40 } as const;

/** One item of the project's roadmap; `target` is free text such as "2027-T1" or "2027-03-31". */
export const roadmapInputSchema = z.object({
  title: z.string().trim().min(3).max(ROADMAP_LIMITS.title),
  description: z.string().trim().max(ROADMAP_LIMITS.description).default(''),
  status: z.enum(ROADMAP_STATUSES),
  target: z.string().trim().max(ROADMAP_LIMITS.target).default(''),
  position: z.number().int().min(0).max(10_000).default(0),
});
export const roadmapItemSchema = roadmapInputSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;
export type RoadmapInput = z.input<typeof roadmapInputSchema>;

export const roadmapListSpec: ListSpec = {
  filterable: { id: 'integer', status: 'text', target: 'text' },
  sortable: ['id', 'position', 'title', 'status', 'target', 'updated_at'],
  searchable: ['title', 'description'],
  defaultSort: [{ field: 'position', order: 'asc' }],
};
