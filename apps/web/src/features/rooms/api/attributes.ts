import type { ReferenceApartmentAttributes, ReferenceRoomAttributes } from '@hotel/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/hotel/room/attributes and /apartment/attributes in the current language (spec §7),
 * keyed as the other reference lists are, so a language switch reloads them.
 */
function useAttributes<T>(kind: 'room/attributes' | 'apartment/attributes') {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['reference', kind, i18n.language],
    queryFn: ({ signal }) => api<T>(`/api/hotel/${kind}`, { signal }),
    staleTime: 60 * 60_000,
  });
}

export const useRoomAttributes = () => useAttributes<ReferenceRoomAttributes>('room/attributes');
export const useApartmentAttributes = () =>
  useAttributes<ReferenceApartmentAttributes>('apartment/attributes');
