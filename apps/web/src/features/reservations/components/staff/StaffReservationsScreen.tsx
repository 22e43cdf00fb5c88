import type { StaffReservation } from '@hotel/domain';
import { Alert, Button, Drawer, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationFilters } from '../../../../api/reservations.ts';
import { notifySaved } from '../../../../components/ui/notify.ts';
import { RequestFailed } from '../../../../components/ui/RequestFailed.tsx';
import { useStaffReservations } from '../../api/staff-reservations.ts';
import { ReservationDrawer } from '../ReservationDrawer.tsx';
import { EMPTY_FILTERS, ReservationFiltersForm } from '../ReservationFiltersForm.tsx';
import { ListFooter, ReservationList } from '../ReservationList.tsx';
import { PhoneBookingForm } from './PhoneBookingForm.tsx';
import { RoomsLeftPanel } from './RoomsLeftPanel.tsx';
import { type PickedHotel, StaffHotelPicker } from './StaffHotelPicker.tsx';

/** The rooms-left panel shows at most this many of the listed hotels (the first ones listed). */
const PANEL_HOTELS = 5;

/**
 * /staff/reservations (issue 32 item 6, decision 057): every hotel's reservations with the hotel
 * screen's filters, a hotel and "overdue only"; the overdue ones (unconfirmed past the server's
 * threshold) in red; each listed hotel's rooms left; and phone bookings for any hotel.
 */
export function StaffReservationsScreen({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReservationFilters>(EMPTY_FILTERS);
  const [hotel, setHotel] = useState<PickedHotel | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [open, setOpen] = useState<StaffReservation | null>(null);
  const [booking, setBooking] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const list = useStaffReservations({ ...filters, hotelId: hotel?.id, overdue: overdueOnly });
  const reservations = list.data?.pages.flatMap((page) => page.reservations) ?? [];
  const hours = list.data?.pages[0]?.unconfirmedHours;
  const panelHotels = hotel
    ? [hotel.id]
    : [...new Set(reservations.map((reservation) => reservation.hotelId))].slice(0, PANEL_HOTELS);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h2">
            {t('rates.reservations.staff.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {hours === undefined
              ? t('rates.reservations.staff.intro_loading')
              : t('rates.reservations.staff.intro', { hours })}
          </Text>
        </div>
        <Button onClick={() => setBooking(true)} data-testid="new-booking">
          {t('rates.reservations.staff.new')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 18rem', maxWidth: '32rem' }}>
          <StaffHotelPicker
            label={t('rates.reservations.staff.hotel_filter')}
            value={hotel}
            onChange={setHotel}
            emptyLabel={t('rates.reservations.staff.hotel_any')}
            testId="hotel-filter"
          />
        </div>
        <Switch
          checked={overdueOnly}
          onChange={(event) => setOverdueOnly(event.currentTarget.checked)}
          label={
            hours === undefined
              ? t('rates.reservations.staff.overdue_only_plain')
              : t('rates.reservations.staff.overdue_only', { hours })
          }
          data-testid="overdue-only"
          mb={6}
        />
      </Group>
      <ReservationFiltersForm value={filters} onChange={setFilters} />
      <RoomsLeftPanel hotels={panelHotels} />
      {list.isPending ? (
        <Loader size="sm" role="status" aria-label={t('rates.reservations.screen.loading')} />
      ) : list.isError ? (
        <RequestFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : reservations.length === 0 ? (
        <Alert color="gray" data-testid="no-reservations">
          {t('rates.reservations.screen.empty')}
        </Alert>
      ) : (
        <>
          <ReservationList<StaffReservation>
            reservations={reservations}
            onOpen={setOpen}
            hotelName={(reservation) => reservation.hotelName}
            overdue={{
              is: (reservation) => reservation.overdue,
              label: t('rates.reservations.staff.overdue_badge', { hours: hours ?? 0 }),
            }}
          />
          <ListFooter
            shown={reservations.length}
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      {open ? (
        // Mounted for an open row only: it reads the names of that row's hotel's rates and rooms.
        <ReservationDrawer
          userId={userId}
          hotelId={open.hotelId}
          reservationId={open.id}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <Drawer
        opened={booking}
        onClose={() => setBooking(false)}
        position="right"
        size={narrow ? '100%' : 'xl'}
        title={t('rates.reservations.staff.form.title')}
        closeButtonProps={{ 'aria-label': t('rates.reservations.screen.close') }}
      >
        <PhoneBookingForm
          userId={userId}
          onCancel={() => setBooking(false)}
          onBooked={(reservation, bookedAt) => {
            setBooking(false);
            notifySaved(
              t('rates.reservations.staff.form.created', {
                reference: reservation.reference,
                hotel: bookedAt.name,
              }),
            );
          }}
        />
      </Drawer>
    </Stack>
  );
}
