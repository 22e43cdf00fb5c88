import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it('shows E.164 in the international format', () => {
    expect(formatPhone('+34600123456')).toBe('+34 600 12 34 56');
    expect(formatPhone('+33123456789')).toBe('+33 1 23 45 67 89');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+74951234567')).toBe('+7 495 123 45 67');
    expect(formatPhone('+5511912345678')).toBe('+55 11 91234 5678');
  });

  it('leaves what is not E.164 as it is', () => {
    expect(formatPhone('0123456789')).toBe('0123456789');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('+999')).toBe('+999');
  });
});
