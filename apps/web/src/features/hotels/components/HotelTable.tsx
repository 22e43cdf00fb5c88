import type { HotelSummary } from '@hotel/domain';
import { Badge, Button, Group, Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// teal.9: white on teal.8 is 3.9:1, under the 4.5:1 of WCAG AA; red.9 (returned) is 5.5:1.
const CONTRACT_COLOURS = { none: 'gray.7', sent: 'blue.8', returned: 'red.9', approved: 'teal.9' } as const;

/** The user's hotels with wizard completeness, contract status and verification; shared with the dashboard home. */
export function HotelTable({
  hotels,
  onOpen,
}: {
  hotels: HotelSummary[];
  onOpen(hotelId: number, path: string): void;
}) {
  const { t } = useTranslation();
  if (hotels.length === 0) return <Text c="dimmed">{t('hotels.none_created')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="hotel-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hotels.name')}</Table.Th>
            <Table.Th>{t('hotels.progress')}</Table.Th>
            <Table.Th>{t('hotels.contract')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hotels.map((hotel) => (
            <Table.Tr key={hotel.id}>
              <Table.Td>
                <Text fw={500}>{hotel.name}</Text>
                {hotel.city ? (
                  <Text size="xs" c="dimmed">
                    {hotel.city}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td w={200}>
                <Group gap="xs" wrap="nowrap">
                  <Progress
                    value={hotel.progress.percent}
                    w={120}
                    color="teal.8"
                    aria-label={t('hotels.progress_of', { name: hotel.name })}
                  />
                  <Text size="sm">{hotel.progress.percent}%</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge color={CONTRACT_COLOURS[hotel.contract_status]}>
                    {t(`hotels.contract_status.${hotel.contract_status}`)}
                  </Badge>
                  {hotel.verified ? null : (
                    <Badge color="violet.9" variant="outline" data-testid="hotel-unverified">
                      {t('hotels.unverified')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(hotel.id, hotel.resume?.path ?? '/basic')}
                >
                  {hotel.resume ? t('hotels.continue') : t('hotels.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
