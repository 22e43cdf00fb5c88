/**
 * A rate's contract terms and a hotel's taxes in words (issue 33): the read-only summary the
 * owner's contract page, the staff review and the terms editor show, e.g. "Reserva anticipada
 * (EB60): 10 % de descuento, reservando 60 días o más antes de la llegada, se combina con las
 * demás". Shared by several features, so it lives in lib/ (texts `rates.terms.summary.*`).
 */
import type { DayRange, HotelTax, IntRange, RateTerm, TermPer, TermPeriod, TermValue } from '@hotel/domain';
import type { TFunction } from 'i18next';
import { formatMoney, formatPercent } from './money.ts';

export interface TermsWordsContext {
  t: TFunction;
  language: string;
  /** The rate's currency (a tax's amounts: the hotel's rates' currency, when known). */
  currency?: string | null;
  /** Room type id → name; ids not known are named by their number. */
  roomNames?: ReadonlyMap<number, string>;
  /** Rate id → name (taxes scoped to rates). */
  rateNames?: ReadonlyMap<number, string>;
}

const S = 'rates.terms.summary';

function list(items: string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** An ISO day in the language's medium date ('1 jul 2027'). */
function day(value: string, language: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!Number.isFinite(time)) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** ISO weekdays (1 Monday … 7 Sunday) by their names in the language. */
function weekdays(days: readonly number[], language: string): string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return list(
    [...days].sort((a, b) => a - b).map((iso) => format.format(Date.UTC(2024, 0, iso))),
    language,
  );
}

function dates(range: DayRange, which: 'stay' | 'booking', context: TermsWordsContext): string | null {
  const { t, language } = context;
  const from = range.from === null ? null : day(range.from, language);
  const to = range.to === null ? null : day(range.to, language);
  if (from && to) return t(`${S}.${which}_between`, { from, to });
  if (from) return t(`${S}.${which}_from`, { from });
  if (to) return t(`${S}.${which}_to`, { to });
  return null;
}

/** A range of counts in words: `<key>_min`, `<key>_max` (plural on the count) or `<key>_between`. */
function counts(range: IntRange | null, key: string, t: TFunction): string | null {
  if (!range || (range.min === null && range.max === null)) return null;
  if (range.min !== null && range.max !== null)
    return range.min === range.max
      ? t(`${S}.${key}_exactly`, { count: range.min })
      : t(`${S}.${key}_between`, { min: range.min, count: range.max });
  if (range.min !== null) return t(`${S}.${key}_min`, { count: range.min });
  return t(`${S}.${key}_max`, { count: range.max ?? 0 });
}

/** '10 %' or '25,00 € por persona y noche'. */
function valueWords(value: TermValue, per: TermPer, period: TermPeriod, context: TermsWordsContext): string {
  const { t, language } = context;
  if ('percent' in value) {
    const percent = t(`${S}.percent`, { value: formatPercent(value.percent, language) });
    return per === 'person' ? t(`${S}.percent_per_person`, { value: percent }) : percent;
  }
  // One text per unit ('{{value}} por persona y noche'): a text of placeholders alone would read
  // as any sentence (the trust suite matches answers against the catalogue).
  return t(`${S}.amount.${per}_${period}`, { value: formatMoney(value.amount, language, context.currency) });
}

function scopeWords(
  scope: { stay: DayRange; roomTypes: number[]; ages: IntRange | null },
  context: TermsWordsContext,
): string[] {
  const { t, language } = context;
  const parts: (string | null)[] = [
    counts(scope.ages, 'ages', t),
    dates(scope.stay, 'stay', context),
    scope.roomTypes.length > 0
      ? t(`${S}.room_types`, {
          names: list(
            scope.roomTypes.map((id) => context.roomNames?.get(id) ?? `#${id}`),
            language,
          ),
        })
      : null,
  ];
  return parts.filter((part): part is string => part !== null);
}

/** One term in words: its kind and code, what it adds or takes off, when it holds, how it combines. */
export function termWords(term: RateTerm, context: TermsWordsContext): string {
  const { t, language } = context;
  const parts: (string | null)[] = [];
  if (term.kind === 'free_nights' && term.freeNights) {
    const free = term.freeNights;
    parts.push(
      t(`${S}.free_nights`, { count: free.free, nights: free.nights }),
      t(`${S}.which.${free.which}`),
      t(free.repeats ? `${S}.repeats` : `${S}.once`),
    );
  } else if (term.value) {
    parts.push(t(`${S}.${term.effect}`, { value: valueWords(term.value, term.per, term.period, context) }));
  }
  parts.push(
    counts(term.leadDays, 'lead', t),
    counts(term.nights, 'nights', t),
    dates(term.booking, 'booking', context),
    term.arrivalWeekdays.length > 0
      ? t(`${S}.arrival_days`, { days: weekdays(term.arrivalWeekdays, language) })
      : null,
    term.weekdays.length > 0 ? t(`${S}.weekdays`, { days: weekdays(term.weekdays, language) }) : null,
    counts(term.guests, 'guests', t),
    term.boards.length > 0
      ? t(`${S}.boards`, {
          names: list(
            term.boards.map((board) => t(`rates.board.${board}`)),
            language,
          ),
        })
      : null,
    ...scopeWords(term, context),
  );
  // Supplements always apply with the rest (decision 063): only a discount says how it combines.
  if (term.effect === 'discount')
    parts.push(
      term.combination === 'only_with'
        ? t(`${S}.only_with`, { codes: list(term.combinesWith, language) })
        : t(`${S}.${term.combination}`),
    );
  const details = parts.filter((part): part is string => part !== null).join(', ');
  return t(`${S}.term`, { kind: t(`rates.terms.kinds.${term.kind}`), code: term.code, details });
}

/** One tax or fee in words: its name, value, whether inside the price, who collects it, its scope. */
export function taxWords(tax: HotelTax, context: TermsWordsContext): string {
  const { t, language } = context;
  const parts: (string | null)[] = [
    valueWords(tax.value, tax.per, tax.period, context),
    t(tax.included ? `${S}.included` : `${S}.added`),
    t(`${S}.collected_by.${tax.collectedBy}`),
    tax.maxNights === null ? null : t(`${S}.max_nights`, { count: tax.maxNights }),
    ...scopeWords(tax, context),
    tax.rateIds.length > 0
      ? t(`${S}.rates`, {
          names: list(
            tax.rateIds.map((id) => context.rateNames?.get(id) ?? `#${id}`),
            language,
          ),
        })
      : null,
  ];
  const details = parts.filter((part): part is string => part !== null).join(', ');
  return t(`${S}.tax`, { name: tax.name, code: tax.code, details });
}
