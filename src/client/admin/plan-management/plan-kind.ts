import { PLAN_TYPES } from '../../../domain/constants';
import { planInputSchema, planListSpec } from '../../../domain/schemas/plan';
import { planManagementScreen } from '../../navigation/screens';
import { screenIdentifier } from '../../navigation/staff-screen';
import type { ManagedKind } from '../publication/managed-kind';

/** Plan management: the search screen's fields (spec §2), validated with the API's own schema. */
export const PLAN_KIND: ManagedKind = {
  resource: 'plans',
  identifier: screenIdentifier(planManagementScreen),
  spec: planListSpec,
  input: planInputSchema,
  fields: [
    { name: 'aerodrome_name', kind: 'text', maxLength: 200 },
    { name: 'icao', kind: 'text', upper: true, maxLength: 4 },
    { name: 'type', kind: 'select', options: PLAN_TYPES },
    { name: 'ordinance', kind: 'text', maxLength: 200 },
    { name: 'signature_date', kind: 'date' },
    { name: 'date', kind: 'date' },
    { name: 'impacted_municipalities', kind: 'multiline', maxLength: 4000 },
    { name: 'protection_zones', kind: 'multiline', maxLength: 4000 },
  ],
  columns: [
    { field: 'type', width: 100 },
    { field: 'ordinance', width: 170 },
    { field: 'date', date: true },
  ],
};
