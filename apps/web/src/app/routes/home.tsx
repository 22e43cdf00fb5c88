import { Card, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { useCurrentUser } from '../../features/auth/api/current-user.ts';
import { useHotels } from '../../features/hotels/api/hotels.ts';
import { HotelTable } from '../../features/hotels/components/HotelTable.tsx';
import { loadTexts } from '../../lib/lazy-texts.ts';
import { backOffice } from '../screens.ts';
import { useOpenHotel } from '../use-open-hotel.ts';

const StaffHomePanel = lazy(() =>
  Promise.all([backOffice(), loadTexts(['staff'])]).then(([module]) => ({ default: module.StaffHomePanel })),
);

/**
 * Dashboard home: every hotel of the user with its wizard completeness and contract status; staff
 * see their back-office queues first (issue 16).
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const hotels = useHotels();
  const openHotel = useOpenHotel();
  const user = useCurrentUser();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.home')}
      </Title>
      {user.data?.approbe_contract_perm ? (
        <Suspense fallback={<PageLoader />}>
          <StaffHomePanel />
        </Suspense>
      ) : null}
      <Card withBorder>
        {hotels.isPending ? <PageLoader /> : <HotelTable hotels={hotels.data ?? []} onOpen={openHotel} />}
      </Card>
    </Stack>
  );
}
