import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { useAllReservations, useStayNames } from '../api/reservations.ts';
import { hotelToday } from '../model/days.ts';
import { formatDay } from '../model/reservation-view.ts';
import { type RoomingRow, roomingFileName, roomingRows } from '../model/rooming.ts';
import type { RoomingColumn } from '../model/rooming-csv.ts';
import './rooming-print.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function download(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The rooming list of a day: every room arriving that day (cancelled reservations left out), for
 * reception; printed with only the list on the page (rooming-print.css), or exported as CSV or as
 * a spreadsheet (.xlsx) with the same columns and texts.
 */
export function RoomingList({
  userId,
  hotelId,
  hotelName,
  initialDay,
}: {
  userId: number;
  hotelId: number;
  hotelName?: string;
  initialDay?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [day, setDay] = useState(() => initialDay ?? hotelToday());
  const valid = ISO_DAY.test(day);
  const arrivals = useAllReservations(hotelId, { arrivalFrom: day, arrivalTo: day, sort: 'arrival' }, valid);
  const names = useStayNames(userId, hotelId);
  const rows = useMemo(() => roomingRows(arrivals.data ?? [], day), [arrivals.data, day]);

  const guests = (row: RoomingRow) =>
    row.guests
      .map((guest) =>
        t('rates.reservations.screen.guest_age', {
          name: guest.name || t('rates.reservations.screen.guest_unnamed'),
          count: guest.age,
        }),
      )
      .join('; ');
  const columns: RoomingColumn[] = [
    { header: t('rates.reservations.screen.rooming.reference'), cell: (row) => row.reference },
    {
      header: t('rates.reservations.screen.rooming.confirmation'),
      cell: (row) => row.confirmationNumber ?? '',
    },
    { header: t('rates.reservations.screen.rooming.lead_guest'), cell: (row) => row.leadGuest },
    {
      header: t('rates.reservations.screen.rooming.room_type'),
      cell: (row) => names.roomType(row.roomTypeId),
    },
    { header: t('rates.reservations.screen.rooming.board'), cell: (row) => t(`rates.board.${row.board}`) },
    {
      header: t('rates.reservations.screen.rooming.departure'),
      cell: (row) => formatDay(row.departure, language),
    },
    { header: t('rates.reservations.screen.rooming.nights'), cell: (row) => row.nights },
    { header: t('rates.reservations.screen.rooming.guests'), cell: guests },
    { header: t('rates.reservations.screen.rooming.requests'), cell: (row) => row.specialRequests },
  ];

  return (
    <Stack data-print="rooming" data-testid="rooming">
      <Group align="flex-end" data-print="hide">
        <DateField label={t('rates.reservations.screen.rooming.day')} value={day} onChange={setDay} />
        <Button variant="default" onClick={() => window.print()} disabled={rows.length === 0}>
          {t('rates.reservations.screen.rooming.print')}
        </Button>
        <Button
          variant="default"
          disabled={rows.length === 0}
          onClick={async () => {
            const { roomingCsv } = await import('../model/rooming-csv.ts');
            download(
              new Blob([roomingCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }),
              roomingFileName(day),
            );
          }}
        >
          {t('rates.reservations.screen.rooming.csv')}
        </Button>
        <Button
          variant="default"
          disabled={rows.length === 0}
          onClick={async () => {
            const { roomingXlsx } = await import('../model/rooming-xlsx.ts');
            download(await roomingXlsx(rows, columns, day), roomingFileName(day, 'xlsx'));
          }}
        >
          {t('rates.reservations.screen.rooming.xlsx')}
        </Button>
      </Group>
      <Title order={2} size="h4">
        {t('rates.reservations.screen.rooming.title', {
          day: valid ? formatDay(day, language, 'long') : day,
        })}
        {hotelName ? ` · ${hotelName}` : ''}
      </Title>
      {!valid ? (
        <Alert color="red">{t('rates.reservations.screen.filters.date_invalid')}</Alert>
      ) : arrivals.isPending ? (
        <Loader size="sm" role="status" aria-label={t('rates.reservations.screen.loading')} />
      ) : arrivals.isError ? (
        <RequestFailed error={arrivals.error} onRetry={() => void arrivals.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('rates.reservations.screen.rooming.empty')}</Text>
      ) : (
        <>
          <Text size="sm">{t('rates.reservations.screen.rooming.rooms', { count: rows.length })}</Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder fz="sm" data-testid="rooming-table">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {columns.map((column) => (
                      <Table.Td key={column.header} style={{ whiteSpace: 'pre-wrap' }}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
