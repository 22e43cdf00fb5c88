import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { useHotels } from '../../features/hotels/api/hotels.ts';
import { HotelTable } from '../../features/hotels/components/HotelScreen.tsx';
import { useOpenHotel } from '../use-open-hotel.ts';

/** Dashboard home: every hotel of the user with its wizard completeness and contract status. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const hotels = useHotels();
  const openHotel = useOpenHotel();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.home')}
      </Title>
      <Card withBorder>
        {hotels.isPending ? <PageLoader /> : <HotelTable hotels={hotels.data ?? []} onOpen={openHotel} />}
      </Card>
    </Stack>
  );
}
