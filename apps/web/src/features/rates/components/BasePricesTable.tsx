import { type AriRoomType, type Board, CURRENCY_SYMBOLS } from '@hotel/domain';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { MoneyInput } from '../../../components/ui/MoneyInput.tsx';
import type { NewRateValues } from '../model/new-rate-form.ts';
import {
  chosenBoards,
  chosenRoomTypes,
  emptyPriceDraft,
  type PriceField,
  priceColumns,
  priceKey,
} from '../model/rate-product.ts';

interface Row {
  room: AriRoomType;
  board: Board;
  key: string;
}

/** The label of a price column: per room the night; per person one adult, each further adult, ages. */
export function priceColumnLabel(
  t: (key: string) => string,
  column: PriceField,
  priceRoomType: string | null,
): string {
  if (column === 'one')
    return t(priceRoomType === 'person' ? 'rates.wizard.price_one_adult' : 'rates.wizard.price_room');
  return t(`rates.wizard.price_${column}`);
}

/**
 * A base price for the whole period per room type × board chosen, in the rate's currency. Per
 * person: one adult alone, each adult when two or more share (sent for every occupancy up to the
 * room's), and a child, infant and baby amount when the rate has that age.
 */
export function BasePricesTable({
  form,
  roomTypes,
}: {
  form: UseFormReturn<NewRateValues>;
  roomTypes: AriRoomType[];
}) {
  const { t } = useTranslation();
  const { control } = form;
  const [rooms, boards, priceRoomType, childsAge, infantAge, babyAge, currency] = useWatch({
    control,
    name: ['roomTypes', 'boards', 'priceRoomType', 'childsAge', 'infantAge', 'babyAge', 'currency'],
  });
  const columns = priceColumns({ kind: 'rate', priceRoomType, childsAge, infantAge, babyAge });
  const rows: Row[] = chosenRoomTypes(roomTypes, rooms).flatMap((room) =>
    chosenBoards(boards).map((board) => ({ room, board, key: priceKey(room.id, board) })),
  );
  const symbol = currency ? CURRENCY_SYMBOLS[currency] : '';
  const currencyName = currency ? t(`rates.currency.${currency}`) : '';
  const label = (column: PriceField) => priceColumnLabel(t, column, priceRoomType);

  function copyFirstRow() {
    const [first, ...others] = rows;
    if (!first) return;
    const source = { ...emptyPriceDraft(), ...form.getValues(`prices.${first.key}`) };
    for (const row of others) form.setValue(`prices.${row.key}`, { ...source }, { shouldDirty: true });
    if (Object.keys(form.formState.errors.prices ?? {}).length > 0) void form.trigger('prices');
  }

  return (
    <Stack gap="xs" data-testid="base-prices">
      <Text fw={500} size="sm" id="base-prices-title">
        {t('rates.wizard.base_prices')}
      </Text>
      <Text size="xs" c="dimmed">
        {t(
          priceRoomType === 'person'
            ? 'rates.wizard.base_prices_hint_person'
            : 'rates.wizard.base_prices_hint_room',
          {
            currency: currencyName,
          },
        )}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" data-testid="base-prices-empty">
          {t('rates.wizard.base_prices_empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={360 + columns.length * 130}>
            <Table aria-labelledby="base-prices-title" verticalSpacing="xs" withRowBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rates.wizard.price_room_type_column')}</Table.Th>
                  <Table.Th>{t('rates.wizard.price_board_column')}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column}>{label(column)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-testid="base-price-row">
                    <Table.Th scope="row" fw={600}>
                      {row.room.name}
                      {priceRoomType === 'person' ? (
                        <Text size="xs" c="dimmed" fw={400}>
                          {t('rates.wizard.occupancy', { count: Math.max(1, row.room.occupancy) })}
                        </Text>
                      ) : null}
                    </Table.Th>
                    <Table.Td>{t(`rates.board.${row.board}`)}</Table.Td>
                    {columns.map((column) =>
                      column === 'more' && row.room.occupancy <= 1 ? (
                        <Table.Td key={column}>
                          <Text c="dimmed" aria-hidden>
                            —
                          </Text>
                          <VisuallyHidden>{t('rates.wizard.price_not_applicable')}</VisuallyHidden>
                        </Table.Td>
                      ) : (
                        <Table.Td key={column}>
                          <Controller
                            control={control}
                            name={`prices.${row.key}.${column}`}
                            render={({ field, fieldState }) => (
                              <MoneyInput
                                aria-label={t('rates.wizard.price_input', {
                                  column: label(column),
                                  room: row.room.name,
                                  board: t(`rates.board.${row.board}`),
                                })}
                                leftSection={symbol}
                                miw={110}
                                value={field.value ?? ''}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                error={translateMessage(t, fieldState.error?.message)}
                              />
                            )}
                          />
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rows.length > 1 ? (
            <Group>
              <Button variant="default" size="xs" onClick={copyFirstRow}>
                {t('rates.wizard.copy_first_row')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
