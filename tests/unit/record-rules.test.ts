import { describe, expect, it } from 'vitest';
import { complaintRuleIssues, firstFutureDay, publicationRuleIssues } from '../../src/domain/schemas/record-rules';
import { formatNup } from '../../src/domain/nup';

const TODAY = '2026-11-27';
const PLAN = { state_code: 'SP', signature_date: '2026-01-02', date: '2026-01-10' };

describe('data rules (domain/schemas/record-rules.ts)', () => {
  it('takes tomorrow from the portal calendar: 21:30 in Brasília is still today there', () => {
    expect(firstFutureDay(new Date('2026-11-28T00:30:00Z'))).toBe('2026-11-28');
    expect(firstFutureDay(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-29');
    expect(firstFutureDay(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });

  it('refuses plan and TAC dates after today and a publication before the signature, each on its field', () => {
    expect(publicationRuleIssues(PLAN, TODAY)).toEqual([]);
    expect(publicationRuleIssues({ ...PLAN, date: TODAY, signature_date: TODAY }, TODAY)).toEqual([]);
    expect(publicationRuleIssues({ ...PLAN, date: '2099-12-31' }, TODAY)).toEqual([{ field: 'date', message: 'date_in_future' }]);
    expect(publicationRuleIssues({ ...PLAN, date: '2025-12-31' }, TODAY)).toEqual([{ field: 'date', message: 'date_before_signature' }]);
    // A signature after today is the one fault named, not also the publication before it.
    expect(publicationRuleIssues({ ...PLAN, signature_date: '2026-11-28' }, TODAY)).toEqual([{ field: 'signature_date', message: 'date_in_future' }]);
    expect(publicationRuleIssues({ ...PLAN, validity: '2026-01-01' }, TODAY)).toEqual([{ field: 'validity', message: 'validity_before_signature' }]);
    expect(publicationRuleIssues({ ...PLAN, state_code: 'XX' }, TODAY)).toEqual([{ field: 'state_code', message: 'unknown_state' }]);
  });

  it('refuses a complaint outside the 27 states, with a bad NUP or created after today; timestamps count by their day', () => {
    const good = { state_code: 'DF', nup: formatNup('600000000012025'), created_at: TODAY };
    expect(complaintRuleIssues(good, TODAY)).toEqual([]);
    expect(complaintRuleIssues({ ...good, created_at: `${TODAY}T23:00:00.000Z` }, TODAY)).toEqual([]);
    expect(complaintRuleIssues({ ...good, state_code: 'XX', nup: '123', created_at: '2099-12-31' }, TODAY)).toEqual([
      { field: 'state_code', message: 'unknown_state' },
      { field: 'nup', message: 'nup_format' },
      { field: 'created_at', message: 'date_in_future' },
    ]);
    expect(complaintRuleIssues({ ...good, nup: `${good.nup.slice(0, -2)}${good.nup.endsWith('00') ? '11' : '00'}` }, TODAY)).toEqual([
      { field: 'nup', message: 'nup_check_digits' },
    ]);
  });
});
