import { type AriRoomType, BOARDS, type RateContract, selectableYears } from '@hotel/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../../components/ui/DateField.tsx';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import type { NewRateValues } from '../model/new-rate-form.ts';
import { baseRateOptions } from '../model/rate-product.ts';
import { BasePricesTable } from './BasePricesTable.tsx';
import { DerivedPriceFields } from './DerivedPriceFields.tsx';

interface Props {
  form: UseFormReturn<NewRateValues>;
  contracts: RateContract[];
  roomTypes: UseQueryResult<AriRoomType[]>;
}

/**
 * What the rate sells (decision 020): its period, room types and boards, and a base price per
 * room type × board, or, for an offer or a promotion, a discount off a base rate.
 */
export function RateProductFields({ form, contracts, roomTypes }: Props) {
  const { t } = useTranslation();
  const { control } = form;
  const [kind, pricing, contract, currency, priceRoomType, pricesIncludeTax] = useWatch({
    control,
    name: ['kind', 'pricing', 'contract', 'currency', 'priceRoomType', 'pricesIncludeTax'],
  });
  const bases = useMemo(
    () =>
      baseRateOptions(
        contracts.flatMap((c) => c.rates),
        { contract, currency, priceRoomType, pricesIncludeTax },
      ),
    [contracts, contract, currency, priceRoomType, pricesIncludeTax],
  );
  const derived = kind !== 'rate' && pricing === 'derived';

  return (
    <Stack gap="lg" component="section" aria-labelledby="rate-product-title" data-testid="rate-product">
      <div>
        <Title order={2} size="h4" id="rate-product-title">
          {t('rates.wizard.product_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rates.wizard.product_hint')}
        </Text>
      </div>
      <PeriodFields form={form} />
      {kind === 'rate' ? null : (
        <Controller
          control={control}
          name="pricing"
          render={({ field }) => (
            <Radio.Group
              label={t('rates.wizard.pricing')}
              required
              value={field.value}
              onChange={(value) => field.onChange(value === 'derived' ? 'derived' : 'base')}
              description={bases.length === 0 ? t('rates.wizard.base_rate_none_tax') : undefined}
            >
              <Group gap="lg" mt={6}>
                <Radio value="base" label={t('rates.wizard.pricing_base')} />
                <Radio
                  value="derived"
                  label={t('rates.wizard.pricing_derived')}
                  disabled={bases.length === 0 && field.value !== 'derived'}
                />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {derived ? (
        <DerivedPriceFields form={form} bases={bases} roomTypes={roomTypes.data ?? []} />
      ) : (
        <>
          <RoomTypeChoice form={form} roomTypes={roomTypes} />
          <BoardChoice form={form} />
          {roomTypes.data ? <BasePricesTable form={form} roomTypes={roomTypes.data} /> : null}
        </>
      )}
    </Stack>
  );
}

/** Start and end of the rate, within the current year and the next (spec §2). */
function PeriodFields({ form }: { form: UseFormReturn<NewRateValues> }) {
  const { t } = useTranslation();
  const [first, last] = selectableYears();
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="rate-period-label">
        {t('rates.wizard.period')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('rates.wizard.period_hint', { first, last })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-labelledby="rate-period-label">
        {(['start', 'end'] as const).map((side) => (
          <Controller
            key={side}
            control={form.control}
            name={`period.${side}`}
            rules={{ deps: side === 'start' ? ['period.end'] : ['period.start'] }}
            render={({ field, fieldState }) => (
              <DateField
                ref={field.ref}
                label={t(`rates.wizard.period_${side}`)}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={translateMessage(t, fieldState.error?.message)}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RoomTypeChoice({
  form,
  roomTypes,
}: {
  form: UseFormReturn<NewRateValues>;
  roomTypes: UseQueryResult<AriRoomType[]>;
}) {
  const { t } = useTranslation();
  if (roomTypes.isError) {
    return (
      <Alert color="red" role="alert">
        <Group gap="sm">
          <Text size="sm">{t('rates.wizard.room_types_error')}</Text>
          <Button size="xs" variant="light" onClick={() => void roomTypes.refetch()}>
            {t('rates.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!roomTypes.data) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('rates.wizard.room_types_loading')}</Text>
      </Group>
    );
  }
  if (roomTypes.data.length === 0) {
    return (
      <Alert color="blue" data-testid="rate-no-room-types" title={t('rates.wizard.room_types')}>
        <Text size="sm">
          {t('rates.wizard.room_types_none')}{' '}
          <Anchor component={Link} to="/rooms" size="sm" fw={600} c="blue.9" underline="always">
            {t('rates.wizard.room_types_link')}
          </Anchor>
        </Text>
        {form.formState.errors.roomTypes ? (
          <Text size="sm" c="red.9" mt={4}>
            {translateMessage(t, form.formState.errors.roomTypes.message)}
          </Text>
        ) : null}
      </Alert>
    );
  }
  const list = roomTypes.data;
  return (
    <Controller
      control={form.control}
      name="roomTypes"
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label={t('rates.wizard.room_types')}
          description={t('rates.wizard.room_types_hint')}
          required
          value={field.value.map(String)}
          onChange={(value) =>
            field.onChange(list.filter((room) => value.includes(String(room.id))).map((room) => room.id))
          }
          error={translateMessage(t, fieldState.error?.message)}
          data-testid="rate-room-types"
        >
          <Group gap="lg" mt={6}>
            {list.map((room) => (
              <Checkbox
                key={room.id}
                value={String(room.id)}
                label={room.isApartment ? t('rates.wizard.apartment_name', { name: room.name }) : room.name}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}

function BoardChoice({ form }: { form: UseFormReturn<NewRateValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="boards"
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label={t('rates.wizard.boards')}
          description={t('rates.wizard.boards_hint')}
          required
          value={field.value}
          onChange={(value) => field.onChange(BOARDS.filter((board) => value.includes(board)))}
          error={translateMessage(t, fieldState.error?.message)}
          data-testid="rate-boards"
        >
          <Group gap="lg" mt={6}>
            {BOARDS.map((board) => (
              <Checkbox key={board} value={board} label={t(`rates.board.${board}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
