import { planInputSchema, planListSpec, planSchema } from '../../domain/schemas/plan';
import { notifyPlanSubscribers } from '../subscriptions/plan-notices';
import { defineResource } from './definition';
import { publicationHooks } from './publication';

export const plans = defineResource({
  name: 'plans',
  table: 'plans',
  subject: 'Plan',
  idKind: 'integer',
  record: planSchema,
  input: planInputSchema,
  list: planListSpec,
  flags: ['sample'],
  // The public sorts (indexes of migration 2026-12-02T1400) and filters, answered from memory for visitors.
  publicIndex: {
    sorts: ['aerodrome_name', 'icao', 'type', 'signature_date', 'date', 'ordinance', 'state_code', 'municipality'],
    filters: ['municipality_id', 'aerodrome_id', 'sample'],
  },
  // The columns of the search screen (spec §2), in its order.
  exportColumns: ['aerodrome_name', 'signature_date', 'icao', 'type', 'date', 'ordinance', 'impacted_municipalities', 'protection_zones', 'sample'],
  ...publicationHooks,
  // A plan created as published e-mails the confirmed subscribers of its municipality; a draft waits for /publish.
  afterCreate: async (app, created, request) => {
    if (created.status === 'published') await notifyPlanSubscribers({ db: app.db, config: app.config, log: request.log }, created);
  },
  description: 'Aerodrome protection zone plans (PBZPA, PBZPH, PZPANA, PEZPA, PZPREAH).',
});
