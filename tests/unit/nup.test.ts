import { describe, expect, it } from 'vitest';
import { formatNup, isValidNup, nupCheckDigits } from '../../src/domain/nup';
import { complaintInputSchema } from '../../src/domain/schemas/complaint';

describe('NUP check digits (mod 11, weights 16…2 then 17…2)', () => {
  it('computes the digits of hand-worked examples', () => {
    // 00000 000001 2025 → DV1: 1×6 + 2×5 + 0×4 + 2×3 + 5×2 = 32; 32 mod 11 = 10; 11 − 10 = 1.
    //                      DV2: (1×7 + 2×6 + 0×5 + 2×4 + 5×3) + 1×2 = 44; 44 mod 11 = 0; 11 − 0 = 11 → 1.
    expect(nupCheckDigits('000000000012025')).toBe('11');
    // 12345 678901 2345 → DV1: Σ d×w (w = 16…2) = 530; 530 mod 11 = 2; 11 − 2 = 9.
    //                      DV2: Σ d×w (w = 17…2) over the 16 digits = 608; 608 mod 11 = 3; 11 − 3 = 8.
    expect(nupCheckDigits('123456789012345')).toBe('98');
    expect(formatNup('123456789012345')).toBe('12345.678901/2345-98');
  });

  it('maps 11 − 0 = 11 to 1', () => {
    // 00000 000000 0011 → DV1: 1×3 + 1×2 = 5 → 6; DV2: 1×4 + 1×3 + 6×2 = 19; 19 mod 11 = 8 → 3.
    expect(nupCheckDigits('000000000000011')).toBe('63');
    // 00000 000000 0000 → sum 0, remainder 0, 11 − 0 = 11 → 1; then 1×2 = 2 → 9.
    expect(nupCheckDigits('000000000000000')).toBe('19');
  });

  it('validates format and digits', () => {
    expect(isValidNup('12345.678901/2345-98')).toBe(true);
    expect(isValidNup('12345.678901/2345-99')).toBe(false);
    expect(isValidNup('12345678901234598')).toBe(false);
    expect(isValidNup('1234.678901/2345-98')).toBe(false);
    for (let i = 0; i < 200; i++) {
      const fifteen = String(i * 7_919_113 + 12_345)
        .padStart(15, '0')
        .slice(-15);
      expect(isValidNup(formatNup(fifteen))).toBe(true);
    }
  });

  it('is what the complaint schema checks, with a message key per failure', () => {
    const base = { regional: 'SRPV-SP', summary: 'Teste', content: 'x', process_type: 'Denúncia', state_code: 'SP' };
    expect(complaintInputSchema.safeParse({ ...base, nup: '12345.678901/2345-98' }).success).toBe(true);
    const wrong = complaintInputSchema.safeParse({ ...base, nup: '12345.678901/2345-99' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['nup', 'nup_check_digits']]);
    const format = complaintInputSchema.safeParse({ ...base, nup: '123' });
    expect(format.error?.issues[0]?.message).toBe('nup_format');
  });
});
