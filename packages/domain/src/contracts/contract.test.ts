import { describe, expect, it } from 'vitest';
import { contractApproveSchema } from './contract.ts';
import { nextPendingHotel } from './rules.ts';

const hotel = (id: number, pending: boolean) => ({ id, resume: pending ? { path: '/basic' } : null });

describe('nextPendingHotel', () => {
  it.each<[string, ReturnType<typeof hotel>[], number | null, number | null]>([
    ['the next pending one after the current', [hotel(1, false), hotel(2, true), hotel(3, true)], 1, 2],
    ['wraps around', [hotel(1, true), hotel(2, false), hotel(3, false)], 2, 1],
    ['skips complete hotels', [hotel(1, false), hotel(2, false), hotel(3, true)], 1, 3],
    ['never the current one', [hotel(1, true), hotel(2, false)], 1, null],
    ['none pending', [hotel(1, false), hotel(2, false)], 2, null],
    ['no current hotel: the first pending', [hotel(1, false), hotel(2, true)], null, 2],
    ['current not in the list: the first pending', [hotel(1, true)], 9, 1],
    ['empty list', [], 1, null],
  ])('%s', (_name, hotels, current, expected) => {
    expect(nextPendingHotel(hotels, current)?.id ?? null).toBe(expected);
  });
});

describe('contractApproveSchema', () => {
  it('accepts no body, opinions, and empty texts (an emptied area)', () => {
    expect(contractApproveSchema.parse(undefined)).toEqual({});
    expect(contractApproveSchema.parse(null)).toEqual({});
    expect(contractApproveSchema.parse({ opinions: [{ area: 'hotel', text: '  ' }] })).toEqual({
      opinions: [{ area: 'hotel', text: '' }],
    });
  });
  it('refuses texts over 2000 characters and unknown areas', () => {
    expect(
      contractApproveSchema.safeParse({ opinions: [{ area: 'hotel', text: 'a'.repeat(2001) }] }).success,
    ).toBe(false);
    expect(contractApproveSchema.safeParse({ opinions: [{ area: 'bar', text: 'Bien.' }] }).success).toBe(
      false,
    );
  });
});
