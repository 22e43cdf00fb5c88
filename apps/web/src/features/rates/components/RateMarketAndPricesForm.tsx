import {
  type AriRoomType,
  CANCELLATION_POLICIES,
  CHANGE_EXPENDITURES,
  CHILD_AGE_MAX,
  type RateContract,
} from '@hotel/domain';
import { Checkbox, Divider, Group, MultiSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { marketOptions } from '../model/describe.ts';
import type { NewRateValues } from '../model/new-rate-form.ts';
import { IntegerField, RadioField } from './fields.tsx';
import { RateProductFields } from './RateProductFields.tsx';

/**
 * Formulario 2 (market and prices): market, ages, change expenditures and cancellation; then, in a section of its own,
 * what the rate sells (period, room types, boards and prices).
 */
export function RateMarketAndPricesForm({
  form,
  contracts,
  roomTypes,
}: {
  form: UseFormReturn<NewRateValues>;
  contracts: RateContract[];
  roomTypes: UseQueryResult<AriRoomType[]>;
}) {
  const { t, i18n } = useTranslation();
  const { control } = form;
  const allMarkets = useWatch({ control, name: 'market.all' });
  const options = useMemo(() => marketOptions(t, i18n.language), [t, i18n.language]);

  return (
    <Stack gap="lg">
      <Controller
        control={control}
        name="market.all"
        render={({ field }) => (
          <Radio.Group
            label={t('rates.wizard.market')}
            required
            value={field.value ? 'all' : 'some'}
            onChange={(value) => field.onChange(value === 'all')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="all" label={t('rates.wizard.market_all')} />
              <Radio value="some" label={t('rates.wizard.market_some')} />
            </Group>
          </Radio.Group>
        )}
      />
      {allMarkets ? null : (
        <Controller
          control={control}
          name="market.markets"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('rates.wizard.markets')}
              description={t('rates.wizard.markets_hint')}
              required
              searchable
              clearable
              data={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={translateMessage(t, fieldState.error?.message)}
              maxDropdownHeight={260}
            />
          )}
        />
      )}
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('rates.wizard.ages')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rates.wizard.ages_hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <IntegerField
            control={control}
            name="childsAge"
            deps={['infantAge', 'babyAge']}
            label={t('rates.wizard.childs_age')}
            max={CHILD_AGE_MAX}
          />
          <IntegerField
            control={control}
            name="infantAge"
            deps={['childsAge', 'babyAge']}
            label={t('rates.wizard.infant_age')}
            max={CHILD_AGE_MAX}
          />
          <IntegerField
            control={control}
            name="babyAge"
            deps={['childsAge', 'infantAge']}
            label={t('rates.wizard.baby_age')}
            max={CHILD_AGE_MAX}
          />
        </SimpleGrid>
      </Stack>
      <Controller
        control={control}
        name="expenditureChange"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('rates.wizard.expenditure_change')}
            description={t('rates.wizard.expenditure_change_hint')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={translateMessage(t, fieldState.error?.message)}
          >
            <Group gap="lg" mt={6}>
              {CHANGE_EXPENDITURES.map((value) => (
                <Checkbox key={value} value={value} label={t(`rates.expenditure_change.${value}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <RadioField
        control={control}
        name="expenditureCancellation"
        label={t('rates.wizard.expenditure_cancellation')}
        options={CANCELLATION_POLICIES.map((value) => ({ value, label: t(`rates.cancellation.${value}`) }))}
      />
      <Divider />
      <RateProductFields form={form} contracts={contracts} roomTypes={roomTypes} />
    </Stack>
  );
}
