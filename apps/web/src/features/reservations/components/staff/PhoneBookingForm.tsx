import type { ReservationDetail } from '@hotel/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/ui/DateField.tsx';
import { refusalText } from '../../../../components/ui/form-errors.ts';
import { RequestFailed } from '../../../../components/ui/RequestFailed.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCreateStaffReservation, useHotelOffer } from '../../api/staff-reservations.ts';
import {
  emptyPhoneBooking,
  type PhoneBookingDraft,
  type PhoneBookingField,
  phoneBookingIssues,
  toStaffReservationCreate,
} from '../../model/phone-booking.ts';
import { formatDay } from '../../model/reservation-view.ts';
import { type PickedHotel, StaffHotelPicker } from './StaffHotelPicker.tsx';

const GUESTS_MAX = 8;

/**
 * A phone booking (decision 057): a hotel of any, then its own rates, the room types and boards the
 * chosen rate sells, the dates, each guest's age, the lead guest and the requests. The product
 * prices it from the hotel's ARI; a refusal shows the translated reason and the failing night.
 */
export function PhoneBookingForm({
  userId,
  onBooked,
  onCancel,
}: {
  userId: number;
  onBooked(reservation: ReservationDetail, hotel: PickedHotel): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PhoneBookingDraft>(() => emptyPhoneBooking());
  const [hotel, setHotel] = useState<PickedHotel | null>(null);
  const [issues, setIssues] = useState<Partial<Record<PhoneBookingField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const offer = useHotelOffer(userId, hotel?.id ?? null);
  const create = useCreateStaffReservation();
  const rate = offer.rates.find((candidate) => String(candidate.id) === draft.rateId);
  const roomName = new Map(offer.rooms.map((room) => [room.id, room.name]));

  const set = <K extends keyof PhoneBookingDraft>(name: K, value: PhoneBookingDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const issue = (field: PhoneBookingField) =>
    issues[field] ? t(`rates.reservations.staff.form.errors.${issues[field]}`) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const found = phoneBookingIssues(draft);
    setIssues(found);
    if (Object.keys(found).length > 0 || !hotel) return;
    try {
      const reservation = await create.mutateAsync(toStaffReservationCreate(draft));
      onBooked(reservation, hotel);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && typeof failure.body.night === 'string') {
        setRefusal(
          t('rates.reservations.staff.form.refused_night', {
            night: formatDay(failure.body.night, i18n.language, 'long'),
            reason: failure.message,
          }),
        );
      } else {
        setRefusal(t('rates.reservations.staff.form.refused', { reason: refusalText(t, failure) }));
      }
    }
  }

  const placeholder = { value: '', label: t('rates.reservations.staff.form.choose') };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('rates.reservations.staff.form.title')}
      data-testid="phone-booking"
    >
      <Stack>
        <TextInput
          label={t('rates.reservations.staff.form.reference')}
          description={t('rates.reservations.staff.form.reference_hint')}
          value={draft.reference}
          onChange={(event) => set('reference', event.currentTarget.value)}
          error={issue('reference')}
          maxLength={64}
        />
        <StaffHotelPicker
          label={t('rates.reservations.staff.form.hotel')}
          value={hotel}
          onChange={(next) => {
            setHotel(next);
            setDraft((current) => ({
              ...current,
              hotelId: next?.id ?? null,
              rateId: '',
              roomTypeId: '',
              board: '',
            }));
          }}
          error={issue('hotelId')}
          testId="booking-hotel"
        />
        {hotel === null ? null : offer.isError ? (
          <RequestFailed error={offer.error} onRetry={offer.refetch} />
        ) : offer.isPending ? null : offer.rates.length === 0 ? (
          <Alert color="gray">{t('rates.reservations.staff.form.no_rates')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={t('rates.reservations.staff.form.rate')}
              value={draft.rateId}
              onChange={(event) => {
                const id = event.currentTarget.value;
                const next = offer.rates.find((candidate) => String(candidate.id) === id);
                setDraft((current) => ({
                  ...current,
                  rateId: id,
                  // One room type or board: chosen already.
                  roomTypeId: next?.roomTypes.length === 1 ? String(next.roomTypes[0]) : '',
                  board: next?.boards.length === 1 ? (next.boards[0] ?? '') : '',
                }));
              }}
              error={issue('rateId')}
              data={[
                placeholder,
                ...offer.rates.map((option) => ({ value: String(option.id), label: option.name })),
              ]}
            />
            <NativeSelect
              label={t('rates.reservations.staff.form.room')}
              value={draft.roomTypeId}
              onChange={(event) => set('roomTypeId', event.currentTarget.value)}
              error={issue('roomTypeId')}
              disabled={!rate}
              data={[
                placeholder,
                ...(rate?.roomTypes ?? []).map((id) => ({
                  value: String(id),
                  label: roomName.get(id) ?? `#${id}`,
                })),
              ]}
            />
            <NativeSelect
              label={t('rates.reservations.staff.form.board')}
              value={draft.board}
              onChange={(event) => set('board', event.currentTarget.value)}
              error={issue('board')}
              disabled={!rate}
              data={[
                placeholder,
                ...(rate?.boards ?? []).map((board) => ({ value: board, label: t(`rates.board.${board}`) })),
              ]}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t('rates.reservations.staff.form.arrival')}
            value={draft.arrival}
            onChange={(next) => set('arrival', next)}
            error={issue('arrival')}
          />
          <DateField
            label={t('rates.reservations.staff.form.departure')}
            value={draft.departure}
            onChange={(next) => set('departure', next)}
            error={issue('departure')}
          />
        </SimpleGrid>
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('rates.reservations.staff.form.guests')}
          </Text>
          <Group gap="xs" align="flex-end">
            {draft.ages.map((age, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: guests are only told apart by their place
              <Group key={index} gap={2} wrap="nowrap" align="flex-end">
                <TextInput
                  label={t('rates.reservations.staff.form.age_label', { number: index + 1 })}
                  value={age}
                  inputMode="numeric"
                  w={88}
                  maxLength={3}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDraft((current) => ({
                      ...current,
                      ages: current.ages.map((old, position) => (position === index ? value : old)),
                    }));
                  }}
                />
                {draft.ages.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="lg"
                    mb={2}
                    aria-label={t('rates.reservations.staff.form.remove_guest_label', { number: index + 1 })}
                    onClick={() =>
                      setDraft((current) => ({
                        ...current,
                        ages: current.ages.filter((_, position) => position !== index),
                      }))
                    }
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            {draft.ages.length < GUESTS_MAX ? (
              <Button variant="light" size="xs" mb={4} onClick={() => set('ages', [...draft.ages, '30'])}>
                {t('rates.reservations.staff.form.add_guest')}
              </Button>
            ) : null}
          </Group>
          {issue('ages') ? (
            <Text size="xs" c="red.8" mt={4} role="alert">
              {issue('ages')}
            </Text>
          ) : null}
        </fieldset>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('rates.reservations.staff.form.lead_name')}
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={issue('name')}
            maxLength={200}
            autoComplete="off"
          />
          <TextInput
            type="email"
            label={t('rates.reservations.staff.form.email')}
            value={draft.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={issue('email')}
            maxLength={254}
            autoComplete="off"
          />
          <TextInput
            type="tel"
            label={t('rates.reservations.staff.form.phone')}
            value={draft.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
            error={issue('phone')}
            maxLength={20}
            autoComplete="off"
          />
        </SimpleGrid>
        <Textarea
          label={t('rates.reservations.staff.form.requests')}
          value={draft.requests}
          onChange={(event) => set('requests', event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
        {refusal ? (
          <Alert color="red" role="alert" data-testid="booking-refused">
            {refusal}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={create.isPending}>
            {t('rates.reservations.staff.form.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('rates.reservations.staff.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
