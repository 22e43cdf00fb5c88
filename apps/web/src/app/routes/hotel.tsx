import { useCurrentUser } from '../../api/current-user.ts';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { HotelAutocomplete } from '../../features/catalogue/components/HotelAutocomplete.tsx';
import { HotelScreen } from '../../features/hotels/components/HotelScreen.tsx';
import { useOpenHotel } from '../use-open-hotel.ts';

export default function HotelRoute() {
  const user = useCurrentUser();
  const openHotel = useOpenHotel();
  if (user.isPending) return <PageLoader />;
  return <HotelScreen pending={user.data?.hotels ?? []} HotelPicker={HotelAutocomplete} onOpen={openHotel} />;
}
