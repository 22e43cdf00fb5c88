import type { AriRoomType, RateContract } from '@hotel/domain';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changesLabel, currencyLabel, marketLabel, quotaLabel, taxLabel } from '../model/describe.ts';
import { NEW_CONTRACT, type NewRateValues } from '../model/new-rate-form.ts';
import { RateKindBadge } from './RateKindBadge.tsx';
import { BasePricesSummary, productSummaryRows } from './RateProductSummary.tsx';

/** Confirmación: everything the two forms asked, to check before saving. */
export function RateSummary({
  values,
  contracts,
  roomTypes,
}: {
  values: NewRateValues;
  contracts: RateContract[];
  roomTypes: readonly AriRoomType[];
}) {
  const { t, i18n } = useTranslation();
  const contract =
    values.contract === NEW_CONTRACT
      ? `${values.contractName} (${t('rates.wizard.contract_new')})`
      : (contracts.find((c) => String(c.id) === values.contract)?.name ?? '');
  // An age of 0: the rate has no such guests (decision 020).
  const ageLabel = (age: number | null) => (age === 0 ? t('rates.wizard.age_none') : (age ?? ''));
  const option = (prefix: string, value: string | null) => (value ? t(`${prefix}.${value}`) : '');
  const rows: [string, React.ReactNode][] = [
    [t('rates.wizard.contract'), contract],
    [t('rates.wizard.kind'), <RateKindBadge key="kind" kind={values.kind} />],
    [t('rates.wizard.name'), values.name],
    [t('rates.wizard.rate_type'), option('rates.rate_type', values.rateType)],
    [t('rates.wizard.price_room_type'), option('rates.price_room_type', values.priceRoomType)],
    [t('rates.wizard.currency'), values.currency ? currencyLabel(t, values.currency) : ''],
    [t('rates.wizard.prices_include_tax'), taxLabel(t, values.pricesIncludeTax)],
    [t('rates.wizard.method'), option('rates.method', values.method)],
    [
      t('rates.wizard.quota_type'),
      values.quotaType ? quotaLabel(t, { quotaType: values.quotaType, releaseDays: values.releaseDays }) : '',
    ],
    [t('rates.wizard.market'), marketLabel(t, i18n.language, values.market)],
    [t('rates.wizard.childs_age'), ageLabel(values.childsAge)],
    [t('rates.wizard.infant_age'), ageLabel(values.infantAge)],
    [t('rates.wizard.baby_age'), ageLabel(values.babyAge)],
    [t('rates.wizard.expenditure_change'), changesLabel(t, values.expenditureChange)],
    [
      t('rates.wizard.expenditure_cancellation'),
      option('rates.cancellation', values.expenditureCancellation),
    ],
    ...productSummaryRows(
      t,
      i18n.language,
      values,
      roomTypes,
      contracts.flatMap((c) => c.rates),
    ),
  ];
  return (
    <>
      <Title order={2} size="h4" mb="sm" id="rate-summary-title">
        {t('rates.wizard.summary')}
      </Title>
      <Table aria-labelledby="rate-summary-title" data-testid="rate-summary" withRowBorders>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <BasePricesSummary values={values} roomTypes={roomTypes} />
    </>
  );
}
