import type { HotelTax, RateTerm } from '@hotel/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { taxWords, termWords } from '../../lib/terms-words.ts';

export interface RateWithTerms {
  id: number;
  name: string;
  currency: string;
  terms: RateTerm[];
}

interface Props {
  /** The rates with terms (others are left out by the caller or shown as having none). */
  rates: RateWithTerms[];
  taxes: HotelTax[];
  /** The currency of the taxes' amounts (the hotel's rates'), when they share one. */
  taxCurrency?: string | null;
  roomNames?: ReadonlyMap<number, string>;
  /** Heading level of the two parts ("Condiciones de las tarifas", "Impuestos y tasas"). */
  headingOrder?: 3 | 4;
}

/**
 * The contract's terms and the hotel's taxes in words, read-only (issue 33): each rate with its
 * terms, then the taxes and fees. The staff review and the owner's contract page show it.
 */
export function TermsSummary({ rates, taxes, taxCurrency, roomNames, headingOrder = 3 }: Props) {
  const { t, i18n } = useTranslation();
  const rateNames = new Map(rates.map((rate) => [rate.id, rate.name]));
  const withTerms = rates.filter((rate) => rate.terms.length > 0);
  const Heading = `h${headingOrder}` as const;
  return (
    <Stack gap="sm" data-testid="terms-summary">
      <Text component={Heading} fw={600} size="md" m={0}>
        {t('rates.terms.summary.rates_title')}
      </Text>
      {withTerms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rates.terms.summary.no_terms')}
        </Text>
      ) : (
        withTerms.map((rate) => (
          <div key={rate.id}>
            <Text size="sm" fw={600}>
              {rate.name}
            </Text>
            <List size="sm" spacing={2}>
              {rate.terms.map((term) => (
                <List.Item key={term.code}>
                  {termWords(term, { t, language: i18n.language, currency: rate.currency, roomNames })}
                </List.Item>
              ))}
            </List>
          </div>
        ))
      )}
      <Text component={Heading} fw={600} size="md" m={0}>
        {t('rates.terms.summary.taxes_title')}
      </Text>
      {taxes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rates.terms.summary.no_taxes')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {taxes.map((tax) => (
            <List.Item key={tax.code}>
              {taxWords(tax, {
                t,
                language: i18n.language,
                currency: taxCurrency,
                roomNames,
                rateNames,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
