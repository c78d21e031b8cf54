import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rangeInverted } from '../../src/client/admin/complaints/ComplaintFilters';
import { complaintFormSchema, EMPTY_COMPLAINT, errorText, icaoOf, ISSUE_AS_KEY } from '../../src/client/admin/complaints/complaint-form';
import { fieldName } from '../../src/client/providers/rest-data-provider';
import { formatNup } from '../../src/domain/nup';
import { userInputSchema } from '../../src/domain/schemas/user';
import { portalToday } from '../../src/domain/today';

const t = ((key: string) => key) as unknown as TFunction;
const filled = {
  ...EMPTY_COMPLAINT,
  regional: 'CINDACTA 3',
  process_type: 'Consulta',
  summary: 'Torre sem luz',
  content: 'Torre de 50 m apagada.',
  state_code: 'pe',
  municipality_id: 2611606,
  municipality: 'Recife',
  nup: formatNup('600000000012026'),
};
/** The message (a key) of each wrong field, as the form's resolver sees them. */
function keys(values: Record<string, unknown>): Record<string, string> {
  const parsed = complaintFormSchema.safeParse(values, ISSUE_AS_KEY);
  const found: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe("complaint form validation (the server's schema)", () => {
  it("sends a valid form with the schema's normalisation (UF upper-case, no date → server default)", () => {
    const parsed = complaintFormSchema.safeParse(filled);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ state_code: 'PE', icao: null, municipality_id: 2611606, regional: 'CINDACTA 3' });
    expect(parsed.data?.created_at).toBeUndefined();
  });

  it("names each wrong field with a key: our own for the NUP, the state and dates, zod's code otherwise", () => {
    const wrongDigits = `${filled.nup.slice(0, -2)}${filled.nup.endsWith('00') ? '11' : '00'}`;
    expect(keys({ ...filled, nup: wrongDigits, summary: '', regional: 'X' })).toEqual({
      nup: 'nup_check_digits',
      summary: 'too_small',
      regional: 'invalid_value',
    });
    expect(keys({ ...filled, nup: '123', created_at: '2025-02-30' })).toEqual({ nup: 'nup_format', created_at: 'invalid_date' });
    expect(keys({ ...filled, state_code: 'XX', created_at: '2099-12-31' })).toEqual({ state_code: 'unknown_state', created_at: 'date_in_future' });
    expect(keys({ ...filled, created_at: portalToday() })).toEqual({});
  });

  it('translates a key of the form, shows a server sentence as it came', () => {
    expect(errorText('nup_format', t, 'complaints')).toBe('complaints:errors.nup_format');
    expect(errorText('O NUP já está na denúncia nº 3.', t, 'complaints')).toBe('O NUP já está na denúncia nº 3.');
    expect(errorText(undefined, t, 'complaints')).toBeUndefined();
  });

  it("takes a picked aerodrome's ICAO only when it is a four-character code", () => {
    expect(icaoOf('SBCT')).toBe('SBCT');
    expect(icaoOf('BR-0042')).toBeNull();
    expect(icaoOf(null)).toBeNull();
  });

  it("puts a problem's body.<field> on the form field of that name", () => {
    expect(fieldName('body.nup')).toBe('nup');
    expect(fieldName('body.place.state')).toBe('place.state');
    expect(fieldName('query.q')).toBe('query.q');
  });

  it('flags a final date before the initial one, and nothing else', () => {
    expect(rangeInverted({ created_at_gte: '2025-03-10', created_at_lte: '2025-03-01' })).toBe(true);
    expect(rangeInverted({ created_at_gte: '2025-03-10', created_at_lte: '2025-03-10' })).toBe(false);
    expect(rangeInverted({ created_at_lte: '2025-03-01' })).toBe(false);
  });
});

describe('user block date', () => {
  it('is today or later, or none', () => {
    expect(userInputSchema.safeParse({ preanalysis_blocked_until: portalToday() }).success).toBe(true);
    expect(userInputSchema.safeParse({ preanalysis_blocked_until: null }).success).toBe(true);
    expect(userInputSchema.safeParse({ preanalysis_blocked_until: '2020-01-01' }).error?.issues.map((i) => i.message)).toEqual(['date_in_past']);
  });
});
