import { describe, expect, it } from 'vitest';
import { reformatIban } from './iban-input.ts';

describe('reformatIban', () => {
  it.each<[string, string, number, string, number]>([
    ['typing at the end', 'es9', 3, 'ES9', 3],
    ['fifth character starts a group', 'ES912', 5, 'ES91 2', 6],
    ['end of a group stays before the space', 'ES91 2100', 9, 'ES91 2100', 9],
    ['a character typed in the middle', 'ES91 21X00', 7, 'ES91 21X0 0', 7],
    ['a character typed before a space', 'ES91X 2100', 5, 'ES91 X210 0', 6],
    ['deleting in the middle', 'ES91 200', 6, 'ES91 200', 6],
    ['deleting the space re-groups', 'ES912100', 4, 'ES91 2100', 4],
    [
      'pasted with dashes and lower case',
      'es91-2100-0418-4502-0005-1332',
      29,
      'ES91 2100 0418 4502 0005 1332',
      29,
    ],
    ['caret at the start', 'ES91', 0, 'ES91', 0],
    ['empty', '', 0, '', 0],
    [
      'capped at 34 characters',
      `GB${'1'.repeat(40)}`,
      42,
      `GB${'1'.repeat(32)}`.replace(/(.{4})(?=.)/g, '$1 '),
      42,
    ],
  ])('%s', (_case, raw, caret, value, nextCaret) => {
    expect(reformatIban(raw, caret)).toEqual({ value, caret: nextCaret });
  });
});
