import { choiceFromSuggestion, HOTEL_MSG, type HotelChoice, type HotelSummary } from '@hotel/domain';
import { Alert, Badge, Button, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateHotel, useHotels } from '../api/hotels.ts';

interface Props {
  pending: HotelChoice[];
  HotelPicker: ComponentType<HotelPickerProps>;
  /** Opens a hotel in the wizard, at `path`. */
  onOpen(hotelId: number, path: string): void;
}

/**
 * The hotel screen: hotels chosen at registration still to create, a new pick from the
 * autocomplete, and the hotels already created with their progress.
 */
export function HotelScreen({ pending, HotelPicker, onOpen }: Props) {
  const { t } = useTranslation();
  const hotels = useHotels();
  const create = useCreateHotel();
  const [picked, setPicked] = useState<HotelChoice | null>(null);
  const [error, setError] = useState<string>();

  async function createHotel(choice: HotelChoice | null) {
    setError(undefined);
    if (!choice) {
      setError(t(HOTEL_MSG.noHotelChosen));
      return;
    }
    try {
      const hotel = await create.mutateAsync(choice);
      setPicked(null);
      onOpen(hotel.id, '/basic');
    } catch (failure) {
      if (failure instanceof ApiError && failure.messages('code').length > 0)
        setError(t(HOTEL_MSG.hotelTaken));
      else setError(failure instanceof ApiError ? failure.message : t('errors.service_unavailable'));
    }
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.hotel')}
      </Title>
      {error ? (
        <Alert color="red" role="alert" data-testid="hotel-error">
          {error}
        </Alert>
      ) : null}
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('hotels.pending')}
        </Title>
        {pending.length === 0 ? (
          <Text c="dimmed">{t('hotels.none_pending')}</Text>
        ) : (
          <Stack gap="xs" data-testid="pending-hotels">
            {pending.map((hotel) => (
              <Group key={hotel.code} justify="space-between">
                <Text>{hotel.name}</Text>
                <Button size="xs" loading={create.isPending} onClick={() => createHotel(hotel)}>
                  {t('hotels.create')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('hotels.add_other')}
        </Title>
        <Group align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <HotelPicker
              label={t('hotels.search')}
              description={
                picked ? t('hotels.picked', { name: picked.name }) : t('auth.register.hotels_hint')
              }
              onPick={(suggestion) => setPicked(choiceFromSuggestion(suggestion))}
            />
          </div>
          <Button onClick={() => createHotel(picked)} loading={create.isPending}>
            {t('hotels.save')}
          </Button>
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('hotels.created')}
        </Title>
        <HotelTable hotels={hotels.data ?? []} onOpen={onOpen} />
      </Card>
    </Stack>
  );
}

/** The user's hotels with wizard completeness and contract status; shared with the dashboard home. */
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
                <Badge
                  color={
                    // teal.9: white on teal.8 is 3.9:1, under the 4.5:1 of WCAG AA.
                    hotel.contract_status === 'approved'
                      ? 'teal.9'
                      : hotel.contract_status === 'sent'
                        ? 'blue.8'
                        : 'gray.7'
                  }
                >
                  {t(`hotels.contract_status.${hotel.contract_status}`)}
                </Badge>
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
