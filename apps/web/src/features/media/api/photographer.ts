import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/hotel/{hotelId}/photographerrequest: the group's staff are emailed. */
export function useRequestPhotographer(hotelId: number) {
  return useMutation({
    mutationFn: () =>
      api<{ id: number; price_eur: number }>(`/api/hotel/${hotelId}/photographerrequest`, { method: 'POST' }),
  });
}
