/**
 * NUP — Número Único de Protocolo of the Brazilian federal administration: NNNNN.NNNNNN/AAAA-DD
 * (5-digit unit code, 6-digit sequence, 4-digit year, 2 check digits).
 *
 * Check digits (Portaria SLTI/MP nº 3/2003, annex; kept by Portaria Interministerial nº 11/2019):
 * DV1: the 15 digits are multiplied by weights 16, 15, …, 2 (left to right), summed, and the
 *      remainder of the sum by 11 is subtracted from 11; a result of 10 gives 0 and 11 gives 1.
 * DV2: the same over the 16 digits (the 15 followed by DV1) with weights 17, 16, …, 2.
 * Examples in tests/unit/nup.test.ts were computed by hand with this rule.
 */
export const NUP_PATTERN = /^\d{5}\.\d{6}\/\d{4}-\d{2}$/;

function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const result = 11 - (sum % 11);
  return result === 10 ? 0 : result === 11 ? 1 : result;
}

/** The two check digits of the 15 digits (unit, sequence, year). */
export function nupCheckDigits(fifteen: string): string {
  if (!/^\d{15}$/.test(fifteen)) throw new Error('nupCheckDigits needs 15 digits');
  const first = checkDigit(fifteen);
  const second = checkDigit(`${fifteen}${first}`);
  return `${first}${second}`;
}

/** Formats 15 digits as a complete NUP with its check digits. */
export function formatNup(fifteen: string): string {
  const dv = nupCheckDigits(fifteen);
  return `${fifteen.slice(0, 5)}.${fifteen.slice(5, 11)}/${fifteen.slice(11, 15)}-${dv}`;
}

/** True when the text has the NUP format and its check digits are right. */
export function isValidNup(text: string): boolean {
  if (!NUP_PATTERN.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  return nupCheckDigits(digits.slice(0, 15)) === digits.slice(15);
}
