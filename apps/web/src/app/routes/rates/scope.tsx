import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../api/current-user.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useHotels } from '../../../features/hotels/api/hotels.ts';
import { NoHotelHint } from '../../../features/rates/components/NoHotelHint.tsx';
import { useScopedHotelId } from '../../use-scoped-hotel.ts';

export interface RatesScope {
  userId: number;
  hotelId: number;
  hotelName?: string;
}

/**
 * The rates screens work on the selected hotel (the user's only hotel when nothing is selected)
 * for the signed-in user: this composes the user
 * (auth feature), the selected hotel and its name (hotels feature) and hands the ids to the rates
 * feature. Without a hotel of the user's own selected, a hint links to the hotel screen.
 */
export function WithRatesScope({
  titleKey,
  children,
}: {
  titleKey: string;
  children(scope: RatesScope): ReactNode;
}) {
  const user = useCurrentUser();
  const hotels = useHotels();
  // A user with one hotel does not have to pick it first (issue 34).
  const { hotelId, pending } = useScopedHotelId();
  if (hotelId === null) return pending ? <PageLoader /> : <NoHotelHint titleKey={titleKey} />;
  if (user.isPending || hotels.isPending) return <PageLoader />;
  const hotel = hotels.data?.find((candidate) => candidate.id === hotelId);
  if (!user.data || (hotels.data && !hotel)) return <NoHotelHint titleKey={titleKey} />;
  return children({ userId: user.data.id, hotelId, hotelName: hotel?.name });
}
