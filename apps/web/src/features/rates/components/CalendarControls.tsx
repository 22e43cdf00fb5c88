import { RATE_GROUP_HEX, RATE_KINDS, type Rate, type RateContract, type RateKind } from '@hotel/domain';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarView, SetCalendarParams } from '../hooks/use-calendar-params.ts';

interface Props {
  years: readonly number[];
  year: number;
  contractList: readonly RateContract[];
  contract: RateContract;
  kind: RateKind;
  ratesOfKind: readonly Rate[];
  rate: Rate | null;
  view: CalendarView;
  onYear(value: string): void;
  setParam: SetCalendarParams;
}

/**
 * The calendar's pickers: year, contract, kind, rate and view. They do not change with the days or
 * the cells, so they are not rendered again on every click.
 */
export const CalendarControls = memo(function CalendarControls({
  years,
  year,
  contractList,
  contract,
  kind,
  ratesOfKind,
  rate,
  view,
  onYear,
  setParam,
}: Props) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="calendar-year-label">
          {t('rates.calendar.year')}
        </Text>
        <SegmentedControl
          aria-labelledby="calendar-year-label"
          data={years.map(String)}
          value={String(year)}
          onChange={onYear}
        />
      </Stack>
      <Select
        label={t('rates.calendar.contract')}
        data={contractList.map((c) => ({ value: String(c.id), label: c.name }))}
        value={String(contract.id)}
        allowDeselect={false}
        onChange={(value) => setParam({ contract: value, rate: null })}
        w={220}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="calendar-kind-label">
          {t('rates.calendar.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="calendar-kind-label"
          data={RATE_KINDS.map((value) => ({ value, label: t(`rates.kinds.${value}`) }))}
          value={kind}
          color={RATE_GROUP_HEX[kind]}
          onChange={(value) => setParam({ kind: value, rate: null })}
        />
      </Stack>
      {ratesOfKind.length > 0 && rate ? (
        <Select
          label={t('rates.calendar.rate')}
          data={ratesOfKind.map((r) => ({ value: String(r.id), label: r.name }))}
          value={String(rate.id)}
          allowDeselect={false}
          onChange={(value) => setParam({ rate: value })}
          w={260}
        />
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="calendar-view-label">
          {t('rates.ari.view.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="calendar-view-label"
          data-testid="calendar-view"
          data={[
            { value: 'days', label: t('rates.ari.view.days') },
            { value: 'prices', label: t('rates.ari.view.prices') },
          ]}
          value={view}
          onChange={(value) => setParam({ view: value === 'prices' ? 'prices' : null })}
        />
      </Stack>
    </Group>
  );
});
