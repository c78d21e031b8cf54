import { tacInputSchema, tacListSpec } from '../../../domain/schemas/tac';
import { TAC_TYPES } from '../../../domain/tac-types';
import { tacManagementScreen } from '../../navigation/screens';
import { screenIdentifier } from '../../navigation/staff-screen';
import type { ManagedKind } from '../publication/managed-kind';

/** TAC management: the search screen's fields (spec §2), validated with the API's own schema. */
export const TAC_KIND: ManagedKind = {
  resource: 'tacs',
  identifier: screenIdentifier(tacManagementScreen),
  spec: tacListSpec,
  input: tacInputSchema,
  fields: [
    { name: 'aerodrome_name', kind: 'text', maxLength: 200 },
    { name: 'icao', kind: 'text', upper: true, maxLength: 4 },
    { name: 'type', kind: 'select', options: TAC_TYPES, named: true },
    { name: 'dou_reference', kind: 'text', maxLength: 200 },
    { name: 'signature_date', kind: 'date' },
    { name: 'date', kind: 'date' },
    { name: 'validity', kind: 'date' },
  ],
  columns: [
    { field: 'type', width: 130, named: true },
    { field: 'dou_reference', width: 180 },
    { field: 'validity', date: true },
  ],
};
