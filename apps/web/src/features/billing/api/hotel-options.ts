import type { HotelSummary } from '@hotel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

export interface HotelOption {
  id: number;
  name: string;
}

/**
 * GET /api/hotel/: the user's hotels, which the billing configurations group. Kept under the
 * 'hotels' prefix so that creating a hotel (which invalidates it) refreshes these options.
 */
export function useBillingHotels() {
  const token = useToken();
  return useQuery({
    queryKey: ['hotels', 'billing-options', token],
    queryFn: ({ signal }) =>
      api<HotelSummary[]>('/api/hotel/', { signal }).then((hotels) =>
        hotels.map((hotel): HotelOption => ({ id: hotel.id, name: hotel.name })),
      ),
    enabled: Boolean(token),
  });
}
