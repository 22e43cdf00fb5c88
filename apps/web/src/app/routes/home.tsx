import { Card, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../api/current-user.ts';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { useHotels } from '../../features/hotels/api/hotels.ts';
import { HotelTable } from '../../features/hotels/components/HotelTable.tsx';
import { PendingHotelsOffer } from '../../features/hotels/components/PendingHotelsOffer.tsx';
import { ProgressHelp } from '../../features/wizard/components/ProgressHelp.tsx';
import { loadTexts } from '../../lib/lazy-texts.ts';
import { useSelectedHotelId } from '../../lib/session.ts';
import { backOffice } from '../screens.ts';
import { useOpenHotel } from '../use-open-hotel.ts';

const StaffHomePanel = lazy(() =>
  Promise.all([backOffice(), loadTexts(['staff'])]).then(([module]) => ({ default: module.StaffHomePanel })),
);
/** The selected hotel's arrivals and departures (issue 32 item 5): its own chunk, with the rates' texts. */
const ArrivalsPanel = lazy(() =>
  Promise.all([
    import('../../features/reservations/components/ArrivalsPanel.tsx'),
    loadTexts(['rates']),
  ]).then(([module]) => ({ default: module.ArrivalsPanel })),
);

/**
 * Dashboard home: every hotel of the user (those chosen at registration and not created yet too,
 * offered for creation in one step) with its wizard completeness, contract status and next action; staff
 * see their back-office queues first (issue 16).
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const hotels = useHotels();
  const openHotel = useOpenHotel();
  const user = useCurrentUser();
  const selectedHotelId = useSelectedHotelId();
  // What follows the title shows once the user and the hotels have come, all at once: painted
  // before them, the help below the list moved down when the list (and the offer above it) arrived,
  // a layout shift of a quarter of a phone's screen (decision 040).
  const ready = !hotels.isPending && !user.isPending;
  // Staff without hotels of their own have their own home, the back office (issue 34 item 15).
  const staffOnly =
    ready &&
    user.data?.approbe_contract_perm &&
    (hotels.data ?? []).length === 0 &&
    user.data.hotels.length === 0;
  if (staffOnly) return <Navigate to="/staff" replace />;
  // A hotel user's selected hotel, one of theirs: its arrivals and departures of the coming days.
  const arrivalsHotel =
    selectedHotelId !== null && (hotels.data ?? []).some((hotel) => hotel.id === selectedHotelId)
      ? selectedHotelId
      : null;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.home')}
      </Title>
      {ready ? (
        <>
          {user.data?.approbe_contract_perm ? (
            <Suspense fallback={<PageLoader />}>
              <StaffHomePanel />
            </Suspense>
          ) : null}
          {arrivalsHotel !== null ? (
            <Suspense fallback={<PageLoader />}>
              <ArrivalsPanel hotelId={arrivalsHotel} />
            </Suspense>
          ) : null}
          <PendingHotelsOffer pending={user.data?.hotels ?? []} />
          <Card withBorder>
            {/* Every hotel of the user, those still to create too, each with its next action (issue 19). */}
            <HotelTable
              hotels={hotels.data ?? []}
              pending={user.data?.hotels ?? []}
              onOpen={openHotel}
              nextActions
            />
          </Card>
          <ProgressHelp />
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
