import type { AriGrid, PriceCell } from '@hotel/domain';
import type { TFunction } from 'i18next';
import { formatCompactMoney, formatMoney } from '../../../../lib/money.ts';
import type { AriRow, RestrictionField } from '../../model/ari-grid.ts';
import type { ProductValue } from '../../model/plan-controls.ts';

/**
 * What one cell of the grid shows and says: plain functions, not a component per cell (a month of
 * fifty rows is 1 500 cells); the row renders the buttons with what these answer.
 */

/** What a row shows: a price row's cells, a room type's rooms, a list of stays or a string of flags. */
export type RowData = (PriceCell | null)[] | AriGrid['inventory'][number] | (number | null)[] | string;

export interface CellFormat {
  /** A catalogue text (cached: a month shows the same few texts hundreds of times). */
  t(key: string, params?: Record<string, string | number>): string;
  perPerson: boolean;
  currency: string;
  derived: boolean;
  /** The interface language, whose format amounts are shown in ('74,95' in Spanish). */
  language: string;
}

export interface CellView {
  text: string;
  description: string;
  closed: boolean;
}

/** A translation function that remembers its answers (for one language and catalogue). */
export function cachedT(t: TFunction): CellFormat['t'] {
  const cache = new Map<string, string>();
  return (key, params) => {
    const id = params ? `${key}|${Object.values(params).join('|')}` : key;
    let text = cache.get(id);
    if (text === undefined) {
      text = params ? t(key, params) : t(key);
      cache.set(id, text);
    }
    return text;
  };
}

/**
 * The amount a price cell shows: per room the night; per person the amount per adult when two
 * share the room (one in a single room), the usual way a per-person price is quoted.
 */
export function shownAmount(cell: PriceCell, perPerson: boolean): string | undefined {
  return perPerson ? (cell.amounts[1] ?? cell.amounts[0]) : cell.amounts[0];
}

function priceDescription(cell: PriceCell | null, format: CellFormat): string {
  const { t } = format;
  const money = (amount: string) => formatMoney(amount, format.language);
  if (!cell) return t('rates.ari.cell.no_price');
  if (!format.perPerson)
    return t('rates.ari.cell.per_room', { amount: money(cell.amounts[0] ?? ''), currency: format.currency });
  const parts = cell.amounts.map((amount, index) =>
    t('rates.ari.cell.adults', { count: index + 1, amount: money(amount), currency: format.currency }),
  );
  for (const category of ['child', 'infant', 'baby'] as const) {
    const amount = cell[category];
    if (amount !== null)
      parts.push(t(`rates.ari.cell.${category}`, { amount: money(amount), currency: format.currency }));
  }
  return parts.join(' · ');
}

/** The view of one day of a row. */
export function cellView(row: AriRow, data: RowData, day: number, format: CellFormat): CellView {
  const { t } = format;
  if (row.type === 'price') {
    const cell = (data as (PriceCell | null)[])[day] ?? null;
    const amount = cell ? shownAmount(cell, format.perPerson) : undefined;
    return {
      text: amount ? formatCompactMoney(amount, format.language) : '–',
      description: priceDescription(cell, format),
      closed: false,
    };
  }
  if (row.type === 'inventory') {
    const inventory = data as AriGrid['inventory'][number];
    const rooms = inventory.allotment[day] ?? null;
    const booked = inventory.booked?.[day] ?? 0;
    const closed = inventory.stopSale[day] === '1';
    // Rooms left beside the allotment once reservations hold some (issue 32): "1/3".
    const left = rooms === null ? null : Math.max(0, rooms - booked);
    const shown = rooms !== null && booked > 0 ? `${left}/${rooms}` : rooms;
    const text = `${closed ? '✕' : ''}${shown ?? (closed ? '' : '–')}`;
    const allotted =
      rooms === null ? t('rates.ari.cell.no_rooms') : t('rates.ari.cell.rooms', { count: rooms });
    const roomsText =
      booked > 0 && left !== null
        ? `${allotted} · ${t('rates.ari.cell.booked', { count: booked })} · ${t('rates.ari.cell.left', { count: left })}`
        : allotted;
    return {
      text,
      description: closed ? `${roomsText} · ${t('rates.ari.cell.stop_sale')}` : roomsText,
      closed,
    };
  }
  if (row.field === 'minStay' || row.field === 'maxStay') {
    const nights = (data as (number | null)[])[day] ?? null;
    return {
      text: nights === null ? '' : String(nights),
      description:
        nights === null
          ? t(`rates.ari.cell.${row.field}_none`)
          : t(`rates.ari.cell.${row.field}`, { count: nights }),
      closed: false,
    };
  }
  const closed = (data as string)[day] === '1';
  return {
    text: closed ? '✕' : '',
    description: t(`rates.ari.cell.${row.field}_${closed ? 'closed' : 'open'}`),
    closed,
  };
}

/** A product's own value of a restriction, in words ('estancia mínima 3 noches', 'cerrado a la llegada'). */
function productValue(field: RestrictionField, value: ProductValue['value'], t: CellFormat['t']): string {
  if (field === 'minStay' || field === 'maxStay')
    return typeof value === 'number'
      ? t(`rates.ari.plan.${field}`, { count: value })
      : t(`rates.ari.plan.${field}_none`);
  return t(`rates.ari.plan.${field}_${value ? 'closed' : 'open'}`);
}

/**
 * What a restriction cell says of the products whose own value differs from the rate's that day
 * ('2 habitaciones y regímenes con valor propio: Doble · Alojamiento y desayuno: estancia mínima
 * 3 noches; …'); '' when none.
 */
export function productValuesNote(
  field: RestrictionField,
  products: readonly ProductValue[],
  roomNames: ReadonlyMap<number, string>,
  format: CellFormat,
): string {
  if (products.length === 0) return '';
  const { t } = format;
  const list = products
    .map((product) =>
      t('rates.ari.plan.product', {
        room: roomNames.get(product.room) ?? `#${product.room}`,
        board: t(`rates.board.${product.board}`),
        value: productValue(field, product.value, t),
      }),
    )
    .join('; ');
  return t('rates.ari.plan.differs', { count: products.length, list });
}
