import type { ResourceProps } from '@refinedev/core';
import { RESOURCES } from '../../domain/resources';

/**
 * Refine's resources outside the staff screens: the public pages over plans and TACs (hidden from the staff menu;
 * their identifier is the API name, the staff screens over the same API have their own) and the reference data,
 * only fetched. The internal area adds its screens (admin/staff-resources.ts).
 */
export const DATA_RESOURCES: ResourceProps[] = RESOURCES.filter((resource) => resource.area !== 'admin').map((resource) =>
  resource.area === 'portal' ? { name: resource.name, list: resource.path, meta: { hide: true } } : { name: resource.name },
);
