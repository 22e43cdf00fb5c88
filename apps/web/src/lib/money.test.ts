import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_INVALID, moneyPlaceholder, moneyTypable, parseMoney } from './money.ts';

const read = (text: string, language: string, signed = false) => {
  const parsed = parseMoney(text, language, { signed });
  return parsed.ok ? parsed.value : parsed.message;
};

describe('parseMoney', () => {
  it('reads Spanish amounts: decimal comma, "." grouping', () => {
    expect(read('69,95', 'es')).toBe('69.95');
    expect(read('1.234,50', 'es')).toBe('1234.50');
    expect(read('1234,5', 'es')).toBe('1234.5');
    expect(read(' 80 ', 'es')).toBe('80');
    expect(read('1.234', 'es')).toBe('1234');
    expect(read('1.234.567,01', 'es')).toBe('1234567.01');
    // A '.' with one or two digits after it can only be a decimal point.
    expect(read('69.95', 'es')).toBe('69.95');
  });

  it('reads English amounts: decimal point, "," grouping', () => {
    expect(read('69.95', 'en')).toBe('69.95');
    expect(read('1,234.50', 'en')).toBe('1234.50');
    expect(read('1,234', 'en')).toBe('1234');
    expect(read('69,95', 'en')).toBe('69.95');
  });

  it('reads French and Russian amounts: decimal comma, space grouping (no-break or narrow)', () => {
    expect(read('69,95', 'fr')).toBe('69.95');
    expect(read('1\u202f234,50', 'fr')).toBe('1234.50');
    expect(read('1 234,50', 'fr')).toBe('1234.50');
    expect(read('69,95', 'ru')).toBe('69.95');
    expect(read('1\u00a0234,50', 'ru')).toBe('1234.50');
    expect(read('12 345 678,9', 'ru')).toBe('12345678.9');
  });

  it('keeps the decimals as typed, without a float: three decimals are the domain’s to refuse', () => {
    expect(read('0,1', 'es')).toBe('0.1');
    expect(read('999999999,99', 'es')).toBe('999999999.99');
    expect(read('80,505', 'es')).toBe('80.505');
  });

  it('refuses letters and malformed groupings with the message of the language’s format', () => {
    for (const language of ['es', 'en', 'fr', 'ru']) {
      expect(read('3a0', language)).toBe(MONEY_INVALID);
      expect(read('', language)).toBe(MONEY_INVALID);
      expect(read('12,34,5', language)).toBe(MONEY_INVALID);
      expect(read('1 23', language)).toBe(MONEY_INVALID);
    }
    expect(read('1.23.4', 'es')).toBe(MONEY_INVALID);
    expect(read('1,2,3', 'en')).toBe(MONEY_INVALID);
    expect(read('-5', 'es')).toBe(MONEY_INVALID);
  });

  it('takes a sign when asked (adjustments)', () => {
    expect(read('-5,5', 'es', true)).toBe('-5.5');
    expect(read('+12', 'en', true)).toBe('12');
    expect(read('- 1.000', 'es', true)).toBe('-1000');
  });
});

describe('moneyTypable', () => {
  it('lets digits, separators and spaces through and refuses letters as typed', () => {
    expect(moneyTypable('1.234,5')).toBe(true);
    expect(moneyTypable('1\u202f234')).toBe(true);
    expect(moneyTypable('3a')).toBe(false);
    expect(moneyTypable('-3')).toBe(true);
    expect(moneyTypable('3-')).toBe(false);
    expect(moneyTypable('€3')).toBe(false);
  });
});

describe('formatMoney', () => {
  it('shows an amount in the interface language, two decimals', () => {
    expect(formatMoney('74.95', 'es')).toBe('74,95');
    expect(formatMoney('74.95', 'en')).toBe('74.95');
    expect(formatMoney('1234.5', 'fr')).toBe('1\u202f234,50');
    expect(formatMoney('1234.5', 'ru')).toBe('1\u00a0234,50');
    expect(moneyPlaceholder('es')).toBe('0,00');
  });

  it('with the currency when known', () => {
    expect(formatMoney('1234.5', 'es', 'EUR')).toBe('1234,50\u00a0€');
    expect(formatMoney('1234.5', 'en', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('10.00', 'fr', 'USD')).toBe('10,00\u00a0$US');
    expect(formatMoney('10.00', 'en', 'XX1')).toBe('10.00 XX1');
  });

  it('hands Intl the decimal string: no float rounds a large amount', () => {
    expect(formatMoney('9007199254740993.01', 'en')).toBe('9,007,199,254,740,993.01');
  });

  it('leaves what is not a decimal string as it is', () => {
    expect(formatMoney('abc', 'es')).toBe('abc');
  });
});
