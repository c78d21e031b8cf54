import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rangeInverted } from '../../src/client/admin/complaints/ComplaintFilters';
import { EMPTY_COMPLAINT, validateComplaint } from '../../src/client/admin/complaints/complaint-form';
import { formatNup } from '../../src/domain/nup';

const t = ((key: string) => key) as unknown as TFunction;
const filled = {
  ...EMPTY_COMPLAINT, regional: 'CINDACTA 3', process_type: 'Consulta', summary: 'Torre sem luz', content: 'Torre de 50 m apagada.',
  state_code: 'pe', municipality: 'Recife', icao: '', nup: formatNup('600000000012026'),
};

describe('complaint form validation', () => {
  it('sends a valid form with the schema\'s normalisation (UF upper-case, empty ICAO null, no date → server default)', () => {
    const result = validateComplaint(filled, t);
    expect(result).toEqual({ ok: true, body: expect.objectContaining({ state_code: 'PE', icao: null, regional: 'CINDACTA 3' }) });
    expect(result.ok && 'created_at' in result.body && result.body.created_at !== undefined).toBe(false);
  });

  it('names each wrong field with a translation key: our own for the NUP, zod\'s code otherwise', () => {
    const result = validateComplaint({ ...filled, nup: `${filled.nup.slice(0, -2)}${filled.nup.endsWith('00') ? '11' : '00'}`, summary: '', regional: 'X' }, t);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ nup: 'complaints:errors.nup_check_digits', summary: 'complaints:errors.too_small', regional: 'complaints:errors.invalid_value' });
    const format = validateComplaint({ ...filled, nup: '123', created_at: '2025-02-30' }, t);
    expect(format.ok ? {} : format.errors).toEqual({ nup: 'complaints:errors.nup_format', created_at: 'complaints:errors.invalid_date' });
  });

  it('flags a final date before the initial one, and nothing else', () => {
    expect(rangeInverted({ created_at_gte: '2025-03-10', created_at_lte: '2025-03-01' })).toBe(true);
    expect(rangeInverted({ created_at_gte: '2025-03-10', created_at_lte: '2025-03-10' })).toBe(false);
    expect(rangeInverted({ created_at_lte: '2025-03-01' })).toBe(false);
  });
});
