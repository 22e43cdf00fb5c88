import { type AriRoomType, CURRENCY_SYMBOLS, type Rate } from '@hotel/domain';
import { Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { MoneyInput } from '../../../components/ui/MoneyInput.tsx';
import type { NewRateValues } from '../model/new-rate-form.ts';
import { boardsLabel, roomTypesLabel } from '../model/product-describe.ts';

/**
 * An offer or promotion priced off a base rate of the same contract: a percentage (0..100) or an
 * amount off each of its prices. It sells the base's room types and boards.
 */
export function DerivedPriceFields({
  form,
  bases,
  roomTypes,
}: {
  form: UseFormReturn<NewRateValues>;
  bases: Rate[];
  roomTypes: AriRoomType[];
}) {
  const { t } = useTranslation();
  const { control } = form;
  const [baseRate, kind, currency] = useWatch({
    control,
    name: ['derived.baseRate', 'derived.kind', 'currency'],
  });
  const base = bases.find((rate) => String(rate.id) === baseRate);
  const names = new Map(roomTypes.map((room) => [room.id, room.name]));

  return (
    <Stack gap="md" data-testid="rate-derived">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="derived.baseRate"
          render={({ field, fieldState }) => (
            <Select
              label={t('rates.wizard.base_rate')}
              description={t('rates.wizard.base_rate_hint')}
              required
              allowDeselect={false}
              data={bases.map((rate) => ({ value: String(rate.id), label: rate.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={translateMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="derived.kind"
          render={({ field }) => (
            <Radio.Group
              label={t('rates.wizard.discount_kind')}
              description={t('rates.wizard.discount_kind_hint')}
              required
              value={field.value}
              onChange={(value) => field.onChange(value === 'amount' ? 'amount' : 'percent')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="percent" label={t('rates.wizard.discount_percent')} />
                <Radio value="amount" label={t('rates.wizard.discount_amount')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="derived.value"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={t('rates.wizard.discount_value')}
              description={
                kind === 'percent'
                  ? t('rates.wizard.discount_value_hint_percent')
                  : t('rates.wizard.discount_value_hint_amount')
              }
              required
              refusedMessage={kind === 'percent' ? t('rates.errors.percent_invalid') : undefined}
              rightSection={kind === 'percent' ? '%' : currency ? CURRENCY_SYMBOLS[currency] : null}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={translateMessage(t, fieldState.error?.message)}
            />
          )}
        />
      </SimpleGrid>
      {base ? (
        <Text size="sm" data-testid="rate-derived-sells">
          {t('rates.wizard.derived_sells', {
            rooms: roomTypesLabel(names, base.roomTypes) || '—',
            boards: boardsLabel(t, base.boards) || '—',
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
