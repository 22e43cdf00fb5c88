import { choiceFromSuggestion, HOTEL_MSG, type HotelChoice } from '@hotel/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownClaimKeys, ownClaimsQuery } from '../../../api/own-claims.ts';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';
import { useCreateHotel, useHotels } from '../api/hotels.ts';
import { HotelTable } from './HotelTable.tsx';
import { OwnClaims } from './OwnClaims.tsx';

/** A refusal to create the hotel: a field the catalogue does not back (400), or a hotel held or claimed (409). */
interface Refusal {
  kind: 'error' | 'held' | 'recorded';
  message: string;
}

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
  const [refusal, setRefusal] = useState<Refusal>();
  const token = useToken();
  const queryClient = useQueryClient();
  const setError = (message: string) => setRefusal({ kind: 'error', message });

  async function createHotel(choice: HotelChoice | null) {
    setRefusal(undefined);
    if (!choice) {
      setError(t(HOTEL_MSG.noHotelChosen));
      return;
    }
    try {
      const hotel = await create.mutateAsync(choice);
      setPicked(null);
      void queryClient.invalidateQueries({ queryKey: ownClaimKeys.all });
      onOpen(hotel.id, '/basic');
    } catch (failure) {
      if (!(failure instanceof ApiError)) setError(t('errors.service_unavailable'));
      else if (failure.status === 409) setRefusal(await conflict(choice, failure));
      else
        setError(
          ['code', 'name', 'raw_code', 'non_field_errors']
            .map((field) => failure.messages(field)[0])
            .find(Boolean) ?? failure.message,
        );
    }
  }

  /**
   * 409 (decision 027): a verified hotel held by someone else (ask the group for a link), or a
   * hotel claimed and unverified, where this claim is now recorded; the claims list tells which.
   */
  async function conflict(choice: HotelChoice, failure: ApiError): Promise<Refusal> {
    const claims = await queryClient.fetchQuery({ ...ownClaimsQuery(token), staleTime: 0 }).catch(() => []);
    const recorded =
      // STAFF_MSG.claimRecorded, by its key: the domain's staff module builds zod schemas, which this
      // screen does not load.
      failure.message === t('hotels.errors.claim_recorded') ||
      claims.some((claim) => claim.hotel.code === choice.code && claim.status === 'pending');
    return { kind: recorded ? 'recorded' : 'held', message: failure.message };
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.hotel')}
      </Title>
      {refusal ? (
        <Alert
          color={refusal.kind === 'recorded' ? 'blue' : 'red'}
          variant="light"
          role="alert"
          title={refusal.kind === 'error' ? undefined : t(`hotels.refusals.${refusal.kind}`)}
          data-testid="hotel-error"
        >
          {refusal.message}
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
      <OwnClaims />
    </Stack>
  );
}
