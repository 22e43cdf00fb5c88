import {
  CURRENCY_SYMBOLS,
  type Currency,
  MARKET_COUNTRIES,
  MARKET_REGIONS,
  type Rate,
  type RateMarket,
} from '@hotel/domain';
import type { TFunction } from 'i18next';

const REGIONS = new Set<string>(MARKET_REGIONS);

/** A market's name: a region from the catalogue, a country from the browser's own names. */
export function marketName(t: TFunction, language: string, code: string): string {
  if (REGIONS.has(code)) return t(`rates.regions.${code}`);
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The market options, regions first, then countries by name in the user's language. */
export function marketOptions(t: TFunction, language: string) {
  const countries = MARKET_COUNTRIES.map((code) => ({
    value: code,
    label: marketName(t, language, code),
  })).sort((a, b) => a.label.localeCompare(b.label, language));
  return [
    {
      group: t('rates.wizard.regions_group'),
      items: MARKET_REGIONS.map((code) => ({ value: code, label: marketName(t, language, code) })),
    },
    { group: t('rates.wizard.countries_group'), items: countries },
  ];
}

export function currencyLabel(t: TFunction, currency: Currency): string {
  return `${t(`rates.currency.${currency}`)} (${CURRENCY_SYMBOLS[currency]})`;
}

/** Whether a rate's amounts include tax, as the list, the summary and the review say it. */
export function taxLabel(t: TFunction, pricesIncludeTax: boolean): string {
  return t(pricesIncludeTax ? 'rates.tax.included' : 'rates.tax.excluded');
}

export function marketLabel(t: TFunction, language: string, market: RateMarket): string {
  if (market.all) return t('rates.list.all_markets');
  return market.markets.map((code) => marketName(t, language, code)).join(', ');
}

export function quotaLabel(t: TFunction, rate: Pick<Rate, 'quotaType' | 'releaseDays'>): string {
  const quota = t(`rates.quota_type.${rate.quotaType}`);
  return rate.quotaType === 'allotment_release' && rate.releaseDays !== null
    ? t('rates.list.release', { quota, count: rate.releaseDays })
    : quota;
}

export function changesLabel(t: TFunction, changes: readonly string[]): string {
  return changes.length === 0
    ? t('rates.wizard.expenditure_change_none')
    : changes.map((change) => t(`rates.expenditure_change.${change}`)).join(', ');
}
