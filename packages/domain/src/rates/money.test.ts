import { describe, expect, it } from 'vitest';
import { messages } from './ari.test-utils.ts';
import { ARI_MSG } from './ari-messages.ts';
import { amountSchema } from './money.contract.ts';
import { amountIssue, fromCents, percentHundredths, toCents } from './money.ts';

describe('money', () => {
  it.each<[string, number | null]>([
    ['80', 8000],
    ['80.5', 8050],
    ['80.05', 8005],
    ['80.50', 8050],
    ['0', 0],
    ['0.01', 1],
    [' 12.30 ', 1230],
    ['1000000', 100_000_000],
    ['999999999.99', 99_999_999_999],
    ['80.', null],
    ['.5', null],
    ['-5', null],
    ['+5', null],
    ['1e3', null],
    ['80,50', null],
    ['80.123', null],
    ['1234567890', null],
    ['', null],
  ])('%j is %s cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each<[number, string]>([
    [8050, '80.50'],
    [8000, '80.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-1250, '-12.50'],
    [-5, '-0.05'],
    [100_000_000, '1000000.00'],
  ])('%i cents read %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('formats what it parses back to the same cents', () => {
    for (const text of ['0.01', '0.10', '1.99', '80.50', '117.45', '1000000.00'])
      expect(fromCents(toCents(text) ?? -1)).toBe(text);
  });

  it.each<[string, string | null]>([
    ['-5', ARI_MSG.amountNegative],
    ['-0.50', ARI_MSG.amountNegative],
    [' -80 ', ARI_MSG.amountNegative],
    ['80.123456789012', ARI_MSG.amountDecimals],
    ['80.123', ARI_MSG.amountDecimals],
    ['1000000.01', ARI_MSG.amountTooLarge],
    ['2000000', ARI_MSG.amountTooLarge],
    ['1000000000', ARI_MSG.amountTooLarge],
    ['99999999999.99', ARI_MSG.amountTooLarge],
    ['abc', ARI_MSG.amountInvalid],
    ['12abc', ARI_MSG.amountInvalid],
    ['-abc', ARI_MSG.amountInvalid],
    ['80,50', ARI_MSG.amountInvalid],
    ['1e3', ARI_MSG.amountInvalid],
    ['80.', ARI_MSG.amountInvalid],
    ['', ARI_MSG.amountInvalid],
    ['80', null],
    ['80.5', null],
    ['0', null],
    ['0.00', null],
    ['1000000', null],
    ['1000000.00', null],
  ])('amount %j → %s', (text, issue) => {
    expect(amountIssue(text)).toBe(issue);
  });

  it('takes amounts as decimal strings only (JSON numbers are floating point)', () => {
    expect(amountSchema.safeParse('80.50').success).toBe(true);
    expect(messages(amountSchema.safeParse(80.5))).toEqual([['', ARI_MSG.amountInvalid]]);
    expect(messages(amountSchema.safeParse('-1'))).toEqual([['', ARI_MSG.amountNegative]]);
  });

  it.each<[string, number | null]>([
    ['20', 2000],
    ['-12.5', -1250],
    ['12.34', 1234],
    ['0', 0],
    ['-100', -10_000],
    ['1000', 100_000],
    ['-100.01', null],
    ['1000.01', null],
    ['12.345', null],
    ['+20', null],
    ['20%', null],
    ['abc', null],
    ['', null],
  ])('percentage %j is %s hundredths', (text, hundredths) => {
    expect(percentHundredths(text)).toBe(hundredths);
  });
});
