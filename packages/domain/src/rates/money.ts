/**
 * Money of the ARI (decision 020): decimal strings with at most two decimals, handled as integer
 * minor units (exact), and signed percentages. Without zod: the schemas are in money.contract.ts.
 */
import { ARI_MSG } from './ari-messages.ts';

/** The largest amount a night, a supplement or an adjustment may hold, in the rate's currency. */
export const AMOUNT_MAX = '1000000.00';
export const AMOUNT_MAX_CENTS = 100_000_000;
const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Integer minor units of a decimal string ('80.5' → 8050), or null when it is not one. */
export function toCents(value: string): number | null {
  const match = MONEY.exec(value.trim());
  if (!match) return null;
  const units = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return units * 100 + Number(fraction);
}

/** The decimal string of integer minor units, always with two decimals (8050 → '80.50'). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Why a text is not an amount (null when it is one): negative, too many decimals, too large… */
export function amountIssue(value: string): string | null {
  const text = value.trim();
  if (/^-/.test(text) && /^-\d+(\.\d+)?$/.test(text)) return ARI_MSG.amountNegative;
  if (/^\d+\.\d{3,}$/.test(text)) return ARI_MSG.amountDecimals;
  // More whole digits than an amount can hold: too large, not malformed.
  if (/^0*[1-9]\d{9,}(\.\d{1,2})?$/.test(text)) return ARI_MSG.amountTooLarge;
  const cents = toCents(text);
  if (cents === null) return ARI_MSG.amountInvalid;
  if (cents > AMOUNT_MAX_CENTS) return ARI_MSG.amountTooLarge;
  return null;
}

/** A signed percentage with at most two decimals, -100..1000 ('20', '-12.5'). */
const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;
export function percentHundredths(value: string): number | null {
  if (!PERCENT.test(value.trim())) return null;
  const negative = value.trim().startsWith('-');
  const cents = toCents(value.trim().replace('-', ''));
  if (cents === null) return null;
  const signed = negative ? -cents : cents;
  return signed < -10_000 || signed > 100_000 ? null : signed;
}
