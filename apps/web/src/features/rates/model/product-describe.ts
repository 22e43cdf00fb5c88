import type { Board, Rate } from '@hotel/domain';
import type { TFunction } from 'i18next';
import { formatMoney, formatPercent } from '../../../lib/money.ts';

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
      ? `${formatPercent(derived.value, language)} %`
      : formatMoney(derived.value, language, currency);
  return baseName
    ? t('rates.wizard.derived_label', { value, base: baseName })
    : t('rates.wizard.derived_label_unknown', { value });
}

/** The period of a rate as the spec's default date format (yyyy-mm-dd). */
export function periodLabel(period: { start: string; end: string }): string {
  return period.start && period.end ? `${period.start} – ${period.end}` : '';
}
