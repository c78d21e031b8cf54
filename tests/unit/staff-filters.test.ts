import { describe, expect, it } from 'vitest';
import { COMPLAINT_FILTERS } from '../../src/client/admin/complaints/ComplaintFilters';
import { LOG_FILTERS } from '../../src/client/admin/logs/log-filters';
import { readFilterValues, toCrudFilters, unknownFilters } from '../../src/client/components/list/staff-filters';
import { complaintListSpec } from '../../src/domain/schemas/complaint';
import { logListSpec } from '../../src/domain/schemas/log';

describe('staff list filters ↔ Refine CrudFilters (one mapping for every staff list)', () => {
  it('writes each field with its operator and reads the same values back', () => {
    const values = { regional: 'CINDACTA 1', process_type: 'Denúncia', municipality: 'Campi', created_at_gte: '2025-01-01', q: 'SBSP' };
    const crud = toCrudFilters(COMPLAINT_FILTERS, values);
    expect(crud).toEqual([
      { field: 'regional', operator: 'eq', value: 'CINDACTA 1' },
      { field: 'process_type', operator: 'eq', value: 'Denúncia' },
      { field: 'municipality', operator: 'contains', value: 'Campi' },
      { field: 'q', operator: 'eq', value: 'SBSP' },
      { field: 'created_at', operator: 'gte', value: '2025-01-01' },
    ]);
    expect(readFilterValues(COMPLAINT_FILTERS, crud)).toEqual(values);
  });

  it('leaves out empty values', () => {
    expect(toCrudFilters(COMPLAINT_FILTERS, { regional: '', state_code: undefined })).toEqual([]);
  });

  it("maps a filter that is not one field (the logs' day) through its own functions", () => {
    const crud = toCrudFilters(LOG_FILTERS, { day: '2026-11-27', category: 'server' });
    expect(crud.map((f) => ('field' in f ? `${f.field}:${f.operator}` : ''))).toEqual(['category:eq', 'created_at:gte', 'created_at:lte']);
    expect(readFilterValues(LOG_FILTERS, crud)).toEqual({ day: '2026-11-27', category: 'server' });
  });

  it("names only fields the list's API accepts", () => {
    expect(unknownFilters(COMPLAINT_FILTERS, complaintListSpec)).toEqual([]);
    expect(unknownFilters(LOG_FILTERS, logListSpec)).toEqual([]);
    expect(unknownFilters([{ key: 'colour' }], complaintListSpec)).toEqual(['colour']);
  });
});
