import { type HotelChoice, type HotelSummary, hotelNextAction } from '@hotel/domain';
import { Badge, Button, Card, em, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// teal.9: white on teal.8 is 3.9:1, under the 4.5:1 of WCAG AA; red.9 (returned) is 5.5:1.
const CONTRACT_COLOURS = { none: 'gray.7', sent: 'blue.8', returned: 'red.9', approved: 'teal.9' } as const;

/** Below this width the home's list is a column of cards: a table would hide its next actions off-screen. */
const CARDS_BELOW_PX = 640;

/**
 * The user's hotels with wizard completeness, contract status and verification; shared with the
 * dashboard home, which also lists the hotels still to create (`pending`) and, for each hotel, its
 * next action (`nextActions`, issue 19) instead of a plain continue button.
 */
export function HotelTable({
  hotels,
  onOpen,
  pending = [],
  nextActions = false,
}: {
  hotels: HotelSummary[];
  onOpen(hotelId: number, path: string): void;
  pending?: HotelChoice[];
  nextActions?: boolean;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${em(CARDS_BELOW_PX)})`, false, {
    getInitialValueInEffect: false,
  });
  if (hotels.length === 0 && pending.length === 0) return <Text c="dimmed">{t('hotels.none_created')}</Text>;
  if (nextActions && narrow) return <HotelCards hotels={hotels} pending={pending} onOpen={onOpen} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="hotel-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hotels.name')}</Table.Th>
            <Table.Th>{t('hotels.progress')}</Table.Th>
            <Table.Th>{t('hotels.contract')}</Table.Th>
            {nextActions ? <Table.Th>{t('hotels.next.column')}</Table.Th> : <Table.Th />}
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
                <ContractBadges hotel={hotel} />
              </Table.Td>
              <Table.Td>
                {nextActions ? (
                  <NextActionCell hotel={hotel} onOpen={onOpen} />
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(hotel.id, hotel.resume?.path ?? '/basic')}
                  >
                    {hotel.resume ? t('hotels.continue') : t('hotels.open')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {pending.map((hotel) => (
            <Table.Tr key={`pending-${hotel.code}`} data-testid="pending-row">
              <Table.Td>
                <Text fw={500}>{hotel.name}</Text>
              </Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td>
                <Badge color="gray.7" variant="outline">
                  {t('hotels.next.pending')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The hotel's next action (domain hotelNextAction) as a button to where it is done, or a word. */
function NextActionCell({
  hotel,
  onOpen,
  fullWidth = false,
}: {
  hotel: HotelSummary;
  onOpen(hotelId: number, path: string): void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const action = hotelNextAction(hotel);
  const label = action.step ? t(`hotels.next.steps.${action.step}`) : t(`hotels.next.${action.kind}`);
  const path = action.path;
  if (path === null)
    return (
      <Text size="sm" data-testid="next-action">
        {label}
      </Text>
    );
  return (
    <Button
      size="xs"
      variant={
        action.kind === 'step' || action.kind === 'send_contract' || action.kind === 'returned'
          ? 'filled'
          : 'light'
      }
      aria-label={t('hotels.next.of', { name: hotel.name, action: label })}
      data-testid="next-action"
      fullWidth={fullWidth}
      onClick={() => onOpen(hotel.id, path)}
    >
      {label}
    </Button>
  );
}

/** The home's list on a narrow screen (issue 19): one card per hotel, its next action in full width. */
function HotelCards({
  hotels,
  pending,
  onOpen,
}: {
  hotels: HotelSummary[];
  pending: HotelChoice[];
  onOpen(hotelId: number, path: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="hotel-table">
      {hotels.map((hotel) => (
        <Card key={hotel.id} component="li" withBorder padding="sm">
          <Stack gap={6}>
            <div>
              <Text fw={500}>{hotel.name}</Text>
              {hotel.city ? (
                <Text size="xs" c="dimmed">
                  {hotel.city}
                </Text>
              ) : null}
            </div>
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={hotel.progress.percent}
                style={{ flex: 1 }}
                color="teal.8"
                aria-label={t('hotels.progress_of', { name: hotel.name })}
              />
              <Text size="sm">{hotel.progress.percent}%</Text>
            </Group>
            <ContractBadges hotel={hotel} />
            <NextActionCell hotel={hotel} onOpen={onOpen} fullWidth />
          </Stack>
        </Card>
      ))}
      {pending.map((hotel) => (
        <Card key={`pending-${hotel.code}`} component="li" withBorder padding="sm" data-testid="pending-row">
          <Group justify="space-between" gap="xs">
            <Text fw={500}>{hotel.name}</Text>
            <Badge color="gray.7" variant="outline">
              {t('hotels.next.pending')}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The contract status, and whether staff have yet to verify the hotel. */
function ContractBadges({ hotel }: { hotel: HotelSummary }) {
  const { t } = useTranslation();
  return (
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
  );
}
