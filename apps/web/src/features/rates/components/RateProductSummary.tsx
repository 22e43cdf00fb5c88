import type { AriRoomType, Rate } from '@hotel/domain';
import { Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import type { NewRateValues } from '../model/new-rate-form.ts';
import { boardsLabel, derivationLabel, periodLabel, roomTypesLabel } from '../model/product-describe.ts';
import {
  chosenBoards,
  chosenRoomTypes,
  emptyPriceDraft,
  normalizeAmount,
  normalizeDerived,
  priceColumns,
  priceKey,
  usesDerivation,
} from '../model/rate-product.ts';
import { priceColumnLabel } from './BasePricesTable.tsx';

/** The confirmation's rows of what the rate sells: period, room types and boards, or its base rate. */
export function productSummaryRows(
  t: TFunction,
  language: string,
  values: NewRateValues,
  roomTypes: readonly AriRoomType[],
  rates: readonly Rate[],
): [string, ReactNode][] {
  const names = new Map(roomTypes.map((room) => [room.id, room.name]));
  const period: [string, ReactNode] = [t('rates.wizard.period'), periodLabel(values.period)];
  if (usesDerivation(values)) {
    const base = rates.find((rate) => String(rate.id) === values.derived.baseRate);
    return [
      period,
      [
        t('rates.wizard.pricing'),
        derivationLabel(
          t,
          language,
          {
            baseRate: Number(values.derived.baseRate),
            kind: values.derived.kind,
            value: normalizeDerived(values.derived.value, values.derived.kind, language),
          },
          values.currency ?? 'EUR',
          base?.name,
        ),
      ],
      [t('rates.wizard.room_types'), base ? roomTypesLabel(names, base.roomTypes) : ''],
      [t('rates.wizard.boards'), base ? boardsLabel(t, chosenBoards(base.boards)) : ''],
    ];
  }
  return [
    period,
    [
      t('rates.wizard.room_types'),
      roomTypesLabel(
        names,
        chosenRoomTypes(roomTypes, values.roomTypes).map((r) => r.id),
      ),
    ],
    [t('rates.wizard.boards'), boardsLabel(t, chosenBoards(values.boards))],
  ];
}

/** The base prices as they will be saved, formatted in the rate's currency and the UI language. */
export function BasePricesSummary({
  values,
  roomTypes,
}: {
  values: NewRateValues;
  roomTypes: readonly AriRoomType[];
}) {
  const { t, i18n } = useTranslation();
  if (usesDerivation(values)) return null;
  const columns = priceColumns(values);
  const money = (amount: string | undefined) =>
    (amount ?? '').trim() === ''
      ? '—'
      : formatMoney(normalizeAmount(amount, i18n.language), i18n.language, values.currency ?? 'EUR');
  const rows = chosenRoomTypes(roomTypes, values.roomTypes).flatMap((room) =>
    chosenBoards(values.boards).map((board) => ({
      room,
      board,
      price: values.prices[priceKey(room.id, board)],
    })),
  );
  return (
    <>
      <Text fw={600} mt="md" mb="xs" id="rate-summary-prices-title">
        {t('rates.wizard.base_prices')}
      </Text>
      <Table.ScrollContainer minWidth={300 + columns.length * 110}>
        <Table aria-labelledby="rate-summary-prices-title" data-testid="rate-summary-prices" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.wizard.price_room_type_column')}</Table.Th>
              <Table.Th>{t('rates.wizard.price_board_column')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{priceColumnLabel(t, column, values.priceRoomType)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ room, board, price }) => (
              <Table.Tr key={`${room.id}-${board}`}>
                <Table.Th scope="row">{room.name}</Table.Th>
                <Table.Td>{t(`rates.board.${board}`)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    {column === 'more' && room.occupancy <= 1
                      ? '—'
                      : money({ ...emptyPriceDraft(), ...price }[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
