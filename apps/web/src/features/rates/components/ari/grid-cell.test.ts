import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../../../test/render.tsx';
import { type CellFormat, cellView } from './grid-cell.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const format = (): CellFormat => ({
  t: (key, params) => i18n.t(key, params),
  perPerson: false,
  currency: 'EUR',
  derived: false,
  language: 'es',
});
const row = { type: 'inventory', room: 7 } as const;

describe('an inventory cell of the ARI grid (issue 32: rooms left beside the allotment)', () => {
  it('shows the allotment alone while nothing is booked', () => {
    const view = cellView(row, { room: 7, allotment: [3], stopSale: '0' }, 0, format());
    expect(view).toEqual({ text: '3', description: '3 habitaciones', closed: false });
  });

  it('shows rooms left over the allotment once reservations hold some, and says both', () => {
    const view = cellView(row, { room: 7, allotment: [3, 3], booked: [0, 2], stopSale: '00' }, 1, format());
    expect(view).toEqual({
      text: '1/3',
      description: '3 habitaciones · 2 reservadas · queda 1',
      closed: false,
    });
  });

  it('says it in the interface language with its plural rules', async () => {
    await testI18n('en');
    const view = cellView(row, { room: 7, allotment: [2], booked: [1], stopSale: '1' }, 0, format());
    expect(view).toEqual({
      text: '✕1/2',
      description: '2 rooms · 1 booked · 1 left · stop sale',
      closed: true,
    });
    await testI18n('es');
  });
});

describe('a price cell of the ARI grid (issue 34 item 2: amounts in the interface language)', () => {
  const priceRow = { type: 'price', room: 7, board: 'BB' } as unknown as Parameters<typeof cellView>[0];
  const cell = { amounts: ['74.95'], child: null, infant: null, baby: null };

  it('shows "74,95" in Spanish and "74.95" in English, a whole amount without its zeros', () => {
    expect(cellView(priceRow, [cell], 0, format()).text).toBe('74,95');
    expect(cellView(priceRow, [cell], 0, { ...format(), language: 'en' }).text).toBe('74.95');
    expect(cellView(priceRow, [{ ...cell, amounts: ['96.00'] }], 0, format()).text).toBe('96');
    expect(cellView(priceRow, [cell], 0, format()).description).toContain('74,95');
  });
});
