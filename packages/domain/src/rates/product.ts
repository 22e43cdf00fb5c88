/**
 * What a new rate sells (the new-rate wizard's product): room types, boards, a period with base
 * prices, or a base rate to derive from; the rules that need no database. Without zod: the schemas
 * are in product.contract.ts.
 */
import { ARI_MSG } from './ari-messages.ts';
import { parseDayKey } from './calendar.ts';
import { type AriIssue, OCCUPANCY_PRICES_MAX, priceIssues } from './cells.ts';
import { amountIssue, percentHundredths } from './money.ts';
import type { BasePrice, DerivationInput } from './product.contract.ts';

export interface RateProductValues {
  kind?: string;
  priceRoomType?: 'person' | 'room';
  childsAge?: number;
  infantAge?: number;
  babyAge?: number;
  roomTypes?: number[];
  boards?: string[];
  period?: { start: string; end: string };
  basePrices?: BasePrice[];
  derived?: DerivationInput;
}

/**
 * The rules of a new rate's product that need no database: a derivation only on offers and
 * promotions (percentage 0..100 or an amount); otherwise, with room types and boards, a period
 * and one base price per room type and board, each priced as the rate is (per room or person).
 */
export function productIssues(values: RateProductValues): AriIssue[] {
  const issues: AriIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  if (values.period) {
    const { start, end } = values.period;
    if (isDayKeyPair(start, end) && start > end) add(['period', 'end'], ARI_MSG.rangeReversed);
  }
  if (values.derived) {
    if (values.kind === 'rate') add(['derived'], ARI_MSG.derivedOnlyOffers);
    const { kind, value } = values.derived;
    const valid =
      kind === 'percent'
        ? (percentHundredths(value) ?? -1) >= 0 && (percentHundredths(value) ?? 0) <= 10_000
        : amountIssue(value) === null;
    if (!valid)
      add(['derived', 'value'], kind === 'percent' ? ARI_MSG.percentInvalid : ARI_MSG.amountInvalid);
    if ((values.basePrices ?? []).length > 0) add(['basePrices'], ARI_MSG.derivedNoPrices);
    return issues;
  }
  const roomTypes = values.roomTypes ?? [];
  const boards = values.boards ?? [];
  const prices = values.basePrices ?? [];
  if (roomTypes.length === 0 && boards.length === 0 && prices.length === 0 && !values.period) return issues;
  if (roomTypes.length === 0) add(['roomTypes'], ARI_MSG.roomTypesRequired);
  if (boards.length === 0) add(['boards'], ARI_MSG.boardsRequired);
  if (!values.period) add(['period'], ARI_MSG.periodRequired);
  const seen = new Set<string>();
  prices.forEach((entry, index) => {
    const key = `${entry.room}:${entry.board}`;
    if (!roomTypes.includes(entry.room)) add(['basePrices', index, 'room'], ARI_MSG.roomTypeNotInRate);
    if (!boards.includes(entry.board)) add(['basePrices', index, 'board'], ARI_MSG.boardNotInRate);
    if (seen.has(key)) add(['basePrices', index], ARI_MSG.csvDuplicate);
    seen.add(key);
    if (values.priceRoomType && values.childsAge !== undefined) {
      const rate = {
        priceRoomType: values.priceRoomType,
        childsAge: values.childsAge,
        infantAge: values.infantAge ?? 0,
        babyAge: values.babyAge ?? 0,
      };
      for (const issue of priceIssues(entry.price, rate, [OCCUPANCY_PRICES_MAX]))
        add(['basePrices', index, ...issue.path], issue.message);
    }
  });
  const missing = roomTypes.some((room) => boards.some((board) => !seen.has(`${room}:${board}`)));
  if (missing) add(['basePrices'], ARI_MSG.basePriceMissing);
  return issues;
}

function isDayKeyPair(start: string, end: string): boolean {
  return parseDayKey(start) !== null && parseDayKey(end) !== null;
}
