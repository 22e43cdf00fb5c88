import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, ibanProblem, isValidBic } from './rules.ts';

/** An IBAN with check digits computed for its BBAN, so only the rule under test can refuse it. */
function withCheckDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  return `${country}${String(98n - (BigInt(digits) % 97n)).padStart(2, '0')}${bban}`;
}

// What changed when the checks moved to ibantools (decision in the closing note of issue 20).
describe('IBAN and BIC rules taken from ibantools', () => {
  it('checks the national check digits, not only MOD 97-10', () => {
    // ES: bank 2100, branch 0418, control digits 45, account 0200051332; 46 is wrong.
    expect(ibanProblem(withCheckDigits('ES', '21000418450200051332'))).toBeUndefined();
    expect(ibanProblem(withCheckDigits('ES', '21000418460200051332'))).toBe('checksum');
  });

  it('checks the country format of the BBAN', () => {
    // ES accounts are digits only: letters with a right length and MOD 97-10 are refused.
    expect(ibanProblem(withCheckDigits('ES', '2100041845020005133A'))).toBe('format');
  });

  it('knows the formats of territories that use another country’s (Réunion uses the French one)', () => {
    expect(IBAN_LENGTHS.RE).toBe(27);
    expect(ibanProblem(withCheckDigits('RE', '20041010050500013M026'))).toBe('length');
    expect(ibanProblem(withCheckDigits('RE', '20041010050500013M02606'))).toBeUndefined();
  });

  it('refuses a BIC whose institution code has digits, as no such BIC is issued', () => {
    expect(isValidBic('CAIXESBB')).toBe(true);
    expect(isValidBic('CA1XESBB')).toBe(false);
  });
});
