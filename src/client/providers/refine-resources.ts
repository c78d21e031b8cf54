import type { ResourceProps } from '@refinedev/core';
import { RESOURCES } from '../../domain/resources';

/** Refine's resources from the shared table: screens get their spec URL, reference data is only fetched. */
export const refineResources: ResourceProps[] = RESOURCES.map((resource) =>
  resource.area === 'reference' ? { name: resource.name } : { name: resource.name, list: resource.path },
);
