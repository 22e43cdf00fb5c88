import type {
  ReferenceAccessibilityItem,
  ReferenceActivityInfo,
  ReferenceApartmentAttributes,
  ReferenceBedType,
  ReferenceHotelType,
  ReferenceItem,
  ReferenceLanguage,
  ReferenceRoomAttributes,
  ReferenceServiceGroup,
} from '@hotel/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';

/** The reference lists of spec §7 and the shape each answers. */
interface ReferenceLists {
  language: ReferenceLanguage[];
  oberture: ReferenceItem[];
  smoke: ReferenceItem[];
  beddings: ReferenceBedType[];
  type: ReferenceHotelType[];
  service: ReferenceServiceGroup[];
  accessibility: ReferenceAccessibilityItem[];
  'activity/info': ReferenceActivityInfo;
  /** Room and apartment attributes (the rooms feature loads them under the same keys). */
  'room/attributes': ReferenceRoomAttributes;
  'apartment/attributes': ReferenceApartmentAttributes;
}

/**
 * A reference list in the current language. The language is part of the key, so switching
 * language reloads the wizard's reference resources (spec §2); they rarely change, so they stay
 * fresh for an hour (the server answers with ETags too).
 */
export function useReference<K extends keyof ReferenceLists>(kind: K) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['reference', kind, i18n.language],
    queryFn: ({ signal }) => api<ReferenceLists[K]>(`/api/hotel/${kind}`, { signal }),
    staleTime: 60 * 60_000,
  });
}
