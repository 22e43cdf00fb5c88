import {
  type ReferenceAccessibilityItem,
  type ReferenceActivityInfo,
  type ReferenceApartmentAttributes,
  type ReferenceBedType,
  type ReferenceHotelType,
  type ReferenceItem,
  type ReferenceLanguage,
  type ReferenceRoomAttributes,
  type ReferenceServiceGroup,
  referenceAccessibilityListSchema,
  referenceActivityInfoSchema,
  referenceApartmentAttributesSchema,
  referenceBedTypeListSchema,
  referenceHotelTypeListSchema,
  referenceItemListSchema,
  referenceLanguageListSchema,
  referenceRoomAttributesSchema,
  referenceServiceGroupListSchema,
} from '@hotel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The reference lists of spec §7 (GET /api/hotel/{kind}) in the interface language. Answers are
 * parsed with the domain's schemas in development and tests.
 */

/** The reference lists of spec §7 and the shape each answers. */
export interface ReferenceLists {
  language: ReferenceLanguage[];
  oberture: ReferenceItem[];
  smoke: ReferenceItem[];
  beddings: ReferenceBedType[];
  type: ReferenceHotelType[];
  service: ReferenceServiceGroup[];
  accessibility: ReferenceAccessibilityItem[];
  'activity/info': ReferenceActivityInfo;
  /** Room and apartment attributes (the room detail form's choices). */
  'room/attributes': ReferenceRoomAttributes;
  'apartment/attributes': ReferenceApartmentAttributes;
}
export type ReferenceKind = keyof ReferenceLists;

/** Each list's schema. A function, so that production builds, which never call it, leave the schemas out. */
function referenceSchemas(): { [K in ReferenceKind]: z.ZodType<ReferenceLists[K]> } {
  return {
    language: referenceLanguageListSchema,
    oberture: referenceItemListSchema,
    smoke: referenceItemListSchema,
    beddings: referenceBedTypeListSchema,
    type: referenceHotelTypeListSchema,
    service: referenceServiceGroupListSchema,
    accessibility: referenceAccessibilityListSchema,
    'activity/info': referenceActivityInfoSchema,
    'room/attributes': referenceRoomAttributesSchema,
    'apartment/attributes': referenceApartmentAttributesSchema,
  };
}

/** Query keys of this resource: the language is part of the key, so switching it reloads the lists (spec §2). */
export const referenceKeys = {
  all: ['reference'] as const,
  list: (kind: ReferenceKind, language: string) => [...referenceKeys.all, kind, language] as const,
};

/** GET /api/hotel/{kind} (the language goes as Accept-Language). */
export async function fetchReference<K extends ReferenceKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<ReferenceLists[K]> {
  const answer = await api<unknown>(`/api/hotel/${kind}`, { signal });
  return checkedAnswer(answer, import.meta.env.DEV && referenceSchemas()[kind]);
}

/** They rarely change: fresh for an hour (the server answers with ETags too). */
export function referenceQuery<K extends ReferenceKind>(kind: K, language: string) {
  return queryOptions({
    queryKey: referenceKeys.list(kind, language),
    queryFn: ({ signal }) => fetchReference(kind, signal),
    staleTime: 60 * 60_000,
  });
}

/**
 * A reference list of spec §7 in the current language. The language is part of the key, so
 * switching language reloads the wizard's reference resources (spec §2).
 */
export function useReference<K extends ReferenceKind>(kind: K) {
  const { i18n } = useTranslation();
  return useQuery(referenceQuery(kind, i18n.language));
}
