import { describe, expect, it } from 'vitest';
import { parseAdminArgs, renderUsers } from './admin-cli.ts';

describe('parseAdminArgs', () => {
  it.each([
    [['grant', 'a@b.es'], { kind: 'grant', email: 'a@b.es' }],
    [['revoke', 'a@b.es'], { kind: 'revoke', email: 'a@b.es' }],
    [['attach', 'a@b.es', 'ES-1'], { kind: 'attach', email: 'a@b.es', code: 'ES-1' }],
    [['link', 'ES-1'], { kind: 'link', code: 'ES-1', days: 14 }],
    [['link', 'ES-1', '--days', '3'], { kind: 'link', code: 'ES-1', days: 3 }],
    [['link', '--days=30', 'ES-1'], { kind: 'link', code: 'ES-1', days: 30 }],
    [['users'], { kind: 'users' }],
    [['create-staff', 'a@b.es', 'Ana'], { kind: 'create-staff', email: 'a@b.es', name: 'Ana' }],
    [
      ['create-staff', 'a@b.es', 'Ana', 'García'],
      { kind: 'create-staff', email: 'a@b.es', name: 'Ana García' },
    ],
  ])('%j', (args, expected) => {
    expect(parseAdminArgs(args)).toEqual(expected);
  });

  it.each([
    [[]],
    [['grant']],
    [['grant', 'a', 'b']],
    [['attach', 'a@b.es']],
    [['link']],
    [['link', 'X', '--days', 'many']],
    [['link', 'X', '--force']],
    [['users', 'x']],
    [['create-staff']],
    [['create-staff', 'a@b.es']],
    [['create-staff', 'a@b.es', 'Ana', '--password=x']],
    [['drop']],
  ])('answers usage for %j', (args) => {
    expect(parseAdminArgs(args)).toEqual({ kind: 'usage' });
  });
});

describe('renderUsers', () => {
  const t = (key: string) => ({ 'common.yes': 'Sí', 'common.no': 'No' })[key] ?? key.split('.').at(-1) ?? key;

  it('aligns the columns and marks staff and second factor', () => {
    const text = renderUsers(
      [
        {
          id: 1,
          email: 'ana@example.com',
          name: 'Ana',
          staff: true,
          totp: true,
          hotels: ['ES-1', 'ES-2'],
          pendingHotels: [],
        },
        {
          id: 12,
          email: 'b@example.com',
          name: 'Bea',
          staff: false,
          totp: false,
          hotels: [],
          pendingHotels: ['ES-3'],
        },
      ],
      t,
    );
    expect(text.split('\n')).toEqual([
      'id  email            name  staff  totp  hotels      pending',
      '1   ana@example.com  Ana   Sí     Sí    ES-1, ES-2  -',
      '12  b@example.com    Bea   No     No    -           ES-3',
    ]);
  });

  it('says so when there are no users', () => {
    expect(renderUsers([], t).split('\n').at(-1)).toBe('no_users');
  });
});
