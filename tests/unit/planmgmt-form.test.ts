import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PLAN_KIND } from '../../src/client/admin/plan-management/plan-kind';
import { emptyValues, serverFieldErrors, validateRecord } from '../../src/client/admin/publication/record-form';
import { TAC_KIND } from '../../src/client/admin/tac-management/tac-kind';

const t = ((key: string) => key) as unknown as TFunction;
const PLACE = { state_code: 'SP', municipality_id: '3509502', municipality: 'Campinas' };
const PLAN = {
  ...emptyValues(PLAN_KIND),
  ...PLACE,
  aerodrome_name: 'Campo Teste',
  icao: 'sbkp',
  type: 'PBZPA',
  ordinance: 'Portaria 1/2026',
  signature_date: '2026-01-02',
  date: '2026-01-10',
};

describe('plan and TAC form validation (the API schema)', () => {
  it('sends a valid plan as a draft with a numeric municipality and an upper-case ICAO', () => {
    const result = validateRecord(PLAN_KIND, PLAN, false, t);
    expect(result).toMatchObject({ ok: true, body: { status: 'draft', municipality_id: 3509502, icao: 'SBKP', impacted_municipalities: '' } });
  });

  it('leaves the status out of an edit (it changes only through publish and withdraw)', () => {
    const result = validateRecord(PLAN_KIND, { ...PLAN, status: 'published' }, true, t);
    expect(result.ok && 'status' in result.body).toBe(false);
  });

  it('names each wrong field once, the municipality included', () => {
    const result = validateRecord(PLAN_KIND, { ...PLAN, icao: 'ZZ', date: '2026-02-30', municipality_id: '', municipality: '' }, false, t);
    expect(result).toEqual({
      ok: false,
      errors: { icao: 'planmgmt:errors.invalid_format', date: 'planmgmt:errors.invalid_date', municipality_id: 'planmgmt:errors.municipality' },
    });
  });

  it('requires the TAC fields', () => {
    const result = validateRecord(TAC_KIND, { ...emptyValues(TAC_KIND), ...PLACE }, false, t);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(['aerodrome_name', 'date', 'dou_reference', 'signature_date', 'type', 'validity']);
  });

  it('shows the data rules of the domain schema on their fields: dates after today, publication before signature, validity', () => {
    const result = validateRecord(PLAN_KIND, { ...PLAN, signature_date: '2026-01-20', date: '2099-12-31', state_code: 'XX' }, false, t);
    expect(result).toEqual({ ok: false, errors: { date: 'planmgmt:errors.date_in_future', state_code: 'planmgmt:errors.unknown_state' } });
    expect(validateRecord(PLAN_KIND, { ...PLAN, signature_date: '2026-01-20' }, false, t)).toEqual({
      ok: false,
      errors: { date: 'planmgmt:errors.date_before_signature' },
    });
    const tac = {
      ...emptyValues(TAC_KIND),
      ...PLACE,
      aerodrome_name: 'Campo',
      type: 'Fechamento',
      dou_reference: 'DOU 1',
      signature_date: '2026-01-02',
      date: '2026-01-10',
      validity: '2025-12-31',
    };
    expect(validateRecord(TAC_KIND, tac, false, t)).toEqual({ ok: false, errors: { validity: 'planmgmt:errors.validity_before_signature' } });
  });

  it("puts the server's field errors on the form's fields, the municipality's on the picker", () => {
    expect(
      serverFieldErrors(PLAN_KIND, { municipality_id: 'O município não pertence à UF SP.', date: 'A data não pode ser posterior a hoje.', id: 'x' }),
    ).toEqual({ municipality_id: 'O município não pertence à UF SP.', date: 'A data não pode ser posterior a hoje.' });
    expect(serverFieldErrors(PLAN_KIND, undefined)).toEqual({});
  });
});
