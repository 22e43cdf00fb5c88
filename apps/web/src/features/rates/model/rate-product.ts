import {
  type BasePrice,
  BOARDS,
  type Board,
  type DerivationInput,
  isBoard,
  isoToDayKey,
  OCCUPANCY_PRICES_MAX,
  type PriceCellInput,
  type PriceRoomType,
  type Rate,
  type RateKind,
} from '@hotel/domain';
import { parseMoney } from '../../../lib/money.ts';

/**
 * What a new rate sells (decision 020), as the wizard's Formulario 2 asks it: the period, the
 * room types and boards, and either a base price per room type × board or, for an offer or a
 * promotion, a discount off a base rate of the same contract.
 */

/** The amounts typed for one room type × board, as typed ('80,50' is taken as 80.50). */
export interface PriceDraft {
  /** Per room: the night. Per person: what one adult alone in the room pays. */
  one: string;
  /** Per person: what each adult pays when two or more share the room (up to its occupancy). */
  more: string;
  child: string;
  infant: string;
  baby: string;
}
export type PriceField = keyof PriceDraft;
export type PricingMode = 'base' | 'derived';

export interface ProductValues {
  /** 'YYYY-MM-DD' as the date inputs give it; '' while empty. */
  period: { start: string; end: string };
  roomTypes: number[];
  boards: Board[];
  /** Offers and promotions only: their own prices, or priced off a base rate. */
  pricing: PricingMode;
  /** Keyed by `priceKey(room, board)`; combinations no longer chosen are kept, not sent. */
  prices: Record<string, PriceDraft>;
  derived: { baseRate: string; kind: 'percent' | 'amount'; value: string };
}

/** The form fields of this section (a server error on one of them goes back to Formulario 2). */
export const PRODUCT_FORM_FIELDS = ['period', 'roomTypes', 'boards', 'pricing', 'prices', 'derived'] as const;

export function emptyProduct(): ProductValues {
  return {
    period: { start: '', end: '' },
    roomTypes: [],
    boards: [],
    pricing: 'base',
    prices: {},
    derived: { baseRate: '', kind: 'percent', value: '' },
  };
}

export const emptyPriceDraft = (): PriceDraft => ({ one: '', more: '', child: '', infant: '', baby: '' });

/** The form key of a room type × board (a plain word, so react-hook-form paths stay objects). */
export const priceKey = (room: number, board: Board) => `r${room}_${board}`;

/** The rate's terms the prices depend on (Formulario 1 and the ages of Formulario 2). */
export interface PricingTerms {
  kind: RateKind;
  priceRoomType: PriceRoomType | null;
  childsAge: number | null;
  infantAge: number | null;
  babyAge: number | null;
}

/** What the section needs besides the form: the hotel's room types and the contracts' rates. */
export interface ProductContext {
  /** Room type id → the most adults its per-person prices list. */
  occupancy: ReadonlyMap<number, number>;
  /** Every rate of the hotel's contracts (a base rate is looked up among them). */
  rates: readonly Rate[];
  /** The interface language, whose format amounts are typed in ('64,50' in Spanish). */
  language: string;
}

export const usesDerivation = (values: { kind: RateKind; pricing: PricingMode }) =>
  values.kind !== 'rate' && values.pricing === 'derived';

/** The columns of the price table: one amount per room; per person, adults and the ages offered. */
export function priceColumns(terms: PricingTerms): PriceField[] {
  if (terms.priceRoomType !== 'person') return ['one'];
  const columns: PriceField[] = ['one', 'more'];
  if ((terms.childsAge ?? 0) > 0) columns.push('child');
  if ((terms.infantAge ?? 0) > 0) columns.push('infant');
  if ((terms.babyAge ?? 0) > 0) columns.push('baby');
  return columns;
}

/** The adults a room type's per-person prices list: at least one, at most the domain's maximum. */
export function occupancyOf(context: ProductContext, room: number): number {
  return Math.min(OCCUPANCY_PRICES_MAX, Math.max(1, context.occupancy.get(room) ?? 1));
}

/**
 * An amount as typed in the interface language ('1.234,50' in Spanish) as the API takes it
 * ('1234.50'); what cannot be read is left as typed, for the domain's checks to refuse.
 */
export function normalizeAmount(text: string | undefined, language: string): string {
  const typed = (text ?? '').trim();
  const parsed = parseMoney(typed, language);
  return parsed.ok ? parsed.value : typed;
}

/**
 * The price of a cell as the API takes it. Per person, `one` is the amount for one adult and
 * `more` the amount per adult for 2..occupancy adults; child, infant and baby only when offered.
 */
export function priceCellOf(
  draft: PriceDraft,
  terms: PricingTerms,
  occupancy: number,
  language: string,
): PriceCellInput {
  const amount = (text: string | undefined) => normalizeAmount(text, language);
  if (terms.priceRoomType !== 'person') return { amounts: [amount(draft.one)] };
  const more = Array.from({ length: occupancy - 1 }, () => amount(draft.more));
  const cell: PriceCellInput = { amounts: [amount(draft.one), ...more] };
  for (const category of ['child', 'infant', 'baby'] as const) {
    if (priceColumns(terms).includes(category)) cell[category] = amount(draft[category]);
  }
  return cell;
}

/** A derivation's value as typed: an amount, or a percentage ('12,5' in Spanish → '12.5'). */
export function normalizeDerived(text: string, kind: 'percent' | 'amount', language: string): string {
  if (kind === 'amount') return normalizeAmount(text, language);
  const parsed = parseMoney(text, language, { signed: true });
  return parsed.ok ? parsed.value : text.trim();
}

/** The rate a derivation starts from, when it is one of the contracts' rates. */
export function baseRateOf(values: ProductValues, context: ProductContext): Rate | undefined {
  const id = Number(values.derived.baseRate);
  return context.rates.find((rate) => rate.id === id);
}

/**
 * The rates an offer or promotion can be priced off: the contract's own rates, priced alike (the
 * same currency and price type, tax included or not as the offer says).
 */
export function baseRateOptions(
  rates: readonly Rate[],
  terms: {
    contract: string;
    currency: string | null;
    priceRoomType: PriceRoomType | null;
    pricesIncludeTax: boolean;
  },
): Rate[] {
  return rates.filter(
    (rate) =>
      String(rate.contract) === terms.contract &&
      rate.kind === 'rate' &&
      rate.derived === null &&
      rate.currency === terms.currency &&
      rate.priceRoomType === terms.priceRoomType &&
      rate.pricesIncludeTax === terms.pricesIncludeTax,
  );
}

/** The chosen room types in the hotel's order (ids the hotel no longer has are left out). */
export function chosenRoomTypes<T extends { id: number }>(
  roomTypes: readonly T[],
  chosen: readonly number[],
) {
  return roomTypes.filter((room) => chosen.includes(room.id));
}

export const chosenBoards = (chosen: readonly string[]) => BOARDS.filter((board) => chosen.includes(board));

/** The product part of the API body (decision 020), from the form. */
export interface ProductInput {
  roomTypes: number[];
  boards: Board[];
  period?: { start: string; end: string };
  basePrices?: BasePrice[];
  derived?: DerivationInput;
}

export function toProductInput(values: ProductValues & PricingTerms, context: ProductContext): ProductInput {
  const start = isoToDayKey(values.period.start);
  const end = isoToDayKey(values.period.end);
  const period = start && end ? { start, end } : undefined;
  if (usesDerivation(values)) {
    const base = baseRateOf(values, context);
    return {
      // It sells what its base sells: its prices are the base's, resolved.
      roomTypes: base ? [...base.roomTypes] : [],
      boards: base ? chosenBoards(base.boards) : [],
      period,
      derived: {
        baseRate: Number(values.derived.baseRate) || 0,
        kind: values.derived.kind,
        value: normalizeDerived(values.derived.value, values.derived.kind, context.language),
      },
    };
  }
  const boards = chosenBoards(values.boards);
  const basePrices: BasePrice[] = values.roomTypes.flatMap((room) =>
    boards.map((board) => ({
      room,
      board,
      price: priceCellOf(
        // A row typed in part holds only the inputs touched.
        { ...emptyPriceDraft(), ...values.prices[priceKey(room, board)] },
        values,
        occupancyOf(context, room),
        context.language,
      ),
    })),
  );
  return { roomTypes: [...values.roomTypes], boards, period, basePrices };
}

// --- the draft kept in the browser: only values of the expected shape come back ------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The section of a stored draft, repaired field by field (an old draft has none of it). */
export function restoreProduct(stored: Record<string, unknown>): ProductValues {
  const fresh = emptyProduct();
  const period = isRecord(stored.period) ? stored.period : {};
  const derived = isRecord(stored.derived) ? stored.derived : {};
  const prices: Record<string, PriceDraft> = {};
  if (isRecord(stored.prices)) {
    for (const [key, draft] of Object.entries(stored.prices)) {
      if (!/^r\d+_[A-Z]{2}$/.test(key) || !isRecord(draft)) continue;
      prices[key] = {
        one: text(draft.one),
        more: text(draft.more),
        child: text(draft.child),
        infant: text(draft.infant),
        baby: text(draft.baby),
      };
    }
  }
  return {
    period: { start: text(period.start), end: text(period.end) },
    roomTypes: Array.isArray(stored.roomTypes)
      ? stored.roomTypes.filter((id): id is number => Number.isInteger(id) && id > 0)
      : fresh.roomTypes,
    boards: Array.isArray(stored.boards)
      ? chosenBoards(
          stored.boards.filter((board): board is Board => typeof board === 'string' && isBoard(board)),
        )
      : fresh.boards,
    pricing: stored.pricing === 'derived' ? 'derived' : 'base',
    prices,
    derived: {
      baseRate: text(derived.baseRate),
      kind: derived.kind === 'amount' ? 'amount' : 'percent',
      value: text(derived.value),
    },
  };
}

/** The context of the section from the screen's data (room types may still be loading). */
export function productContext(
  contracts: readonly { rates: readonly Rate[] }[],
  roomTypes: readonly { id: number; occupancy: number }[] | undefined,
  language: string,
): ProductContext {
  return {
    occupancy: new Map((roomTypes ?? []).map((room) => [room.id, room.occupancy])),
    rates: contracts.flatMap((contract) => contract.rates),
    language,
  };
}
