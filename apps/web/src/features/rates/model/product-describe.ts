import { type Board, CURRENCY_SYMBOLS, type Currency, type Rate } from '@hotel/domain';
import type { TFunction } from 'i18next';

/** An amount in the rate's currency, in the UI language ('80.5' in EUR, es → '80,50 €'). */
export function formatMoney(language: string, currency: string, amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(value);
  } catch {
    return `${amount} ${CURRENCY_SYMBOLS[currency as Currency] ?? currency}`;
  }
}

/** A price range ('80,00 € – 120,00 €', or one amount when both ends are equal). */
export function formatPriceRange(
  language: string,
  currency: string,
  range: { min: string; max: string },
): string {
  const min = formatMoney(language, currency, range.min);
  const max = formatMoney(language, currency, range.max);
  return min === max ? min : `${min} – ${max}`;
}

export function boardsLabel(t: TFunction, boards: readonly string[]): string {
  return boards.map((board) => t(`rates.board.${board as Board}`)).join(', ');
}

/** Names of room types by id, in the order given; ids no longer known are left out. */
export function roomTypesLabel(names: ReadonlyMap<number, string>, ids: readonly number[]): string {
  return ids
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined)
    .join(', ');
}

/** '10 % menos que «Temporada alta»' or '15,00 € menos que «Temporada alta»'. */
export function derivationLabel(
  t: TFunction,
  language: string,
  derived: NonNullable<Rate['derived']>,
  currency: string,
  baseName: string | undefined,
): string {
  const value =
    derived.kind === 'percent'
      ? `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(derived.value))} %`
      : formatMoney(language, currency, derived.value);
  return baseName
    ? t('rates.wizard.derived_label', { value, base: baseName })
    : t('rates.wizard.derived_label_unknown', { value });
}

/** The period of a rate as the spec's default date format (yyyy-mm-dd). */
export function periodLabel(period: { start: string; end: string }): string {
  return period.start && period.end ? `${period.start} – ${period.end}` : '';
}
