// The reference checks of a hotel PATCH (ids known, rating and style of the type, accessibility compatible): apart from the service, their largest rule set (issue 31).
import {
  DEFAULT_LANGUAGE,
  HOTEL_MSG,
  type HotelUpdate,
  isRefused,
  type Language,
  toggleCarouselItem,
} from '@hotel/domain';
import { AppError, type Message } from '../../lib/errors.ts';
import type { HotelRow } from './hotels.repository.ts';
import type { HotelReference } from './hotels.service.ts';

/** Field path → message of a refused PATCH. */
export type FieldMessages = Record<string, string | Message>;

/** What the checks read of the stored hotel when the PATCH does not send it. */
type StoredHotel = Pick<HotelRow, 'htype' | 'rating' | 'style'>;

/**
 * Every reference id the PATCH sends must exist in its list; rating and style must belong to the
 * hotel type (the one sent, else the stored one), and no two accessibility items may be
 * incompatible (the carousel rule of the wizard). Only what is sent is judged, except that a
 * change of type is refused while a stored rating or style, not sent, would not belong to it.
 */
export async function checkReferences(
  reference: HotelReference,
  findStored: () => Promise<StoredHotel | undefined>,
  patch: HotelUpdate,
  language: Language,
): Promise<void> {
  const fields: FieldMessages = {};
  const typeSent = patch.htype !== undefined;
  const ratingSent = patch.rating !== undefined;
  const styleSent = patch.style !== undefined;
  if (typeSent || ratingSent || styleSent) {
    const { body: types } = await reference.hotelTypes(DEFAULT_LANGUAGE);
    const stored = typeSent && ratingSent && styleSent ? undefined : await findStored();
    const htype = typeSent ? patch.htype : stored?.htype;
    const type = types.find((candidate) => candidate.id === htype);
    if (typeSent && patch.htype !== null && !type) fields.htype = UNKNOWN;
    else {
      const typeChanged = typeSent && patch.htype !== stored?.htype;
      const rating = ratingSent ? patch.rating : typeChanged ? stored?.rating : null;
      const style = styleSent ? patch.style : typeChanged ? stored?.style : null;
      if (typeof rating === 'number' && !type?.ratings.some((item) => item.id === rating))
        fields.rating = HOTEL_MSG.ratingNotOfType;
      if (typeof style === 'number' && !type?.styles.some((item) => item.id === style))
        fields.style = HOTEL_MSG.styleNotOfType;
    }
  }

  if (patch.languages !== undefined || patch.content_language !== undefined) {
    const known = idsOf((await reference.languages(DEFAULT_LANGUAGE)).body);
    patch.languages?.forEach((value, index) => {
      checkId(fields, `languages.${index}`, value, known);
    });
    checkId(fields, 'content_language', patch.content_language, known);
  }
  if (patch.oberture !== undefined)
    checkId(fields, 'oberture', patch.oberture, idsOf((await reference.obertures(DEFAULT_LANGUAGE)).body));
  if (patch.smoke !== undefined)
    checkId(fields, 'smoke', patch.smoke, idsOf((await reference.smokingPolicies(DEFAULT_LANGUAGE)).body));
  if (patch.services !== undefined) {
    const groups = (await reference.serviceGroups(DEFAULT_LANGUAGE)).body;
    const known = new Set(groups.flatMap((group) => group.services.map((service) => service.id)));
    patch.services.forEach((selection, index) => {
      checkId(fields, `services.${index}.service`, selection.service, known);
    });
  }
  if (patch.accessibility !== undefined) {
    // Labels in the answer's language, for the incompatibility message; ids are the same in all.
    const items = (await reference.accessibility(language)).body;
    const byId = new Map(items.map((item) => [item.id, item]));
    let selected: number[] = [];
    patch.accessibility.forEach((value, index) => {
      const field = `accessibility.${index}`;
      const item = byId.get(value);
      if (!item) fields[field] = UNKNOWN;
      else if (!selected.includes(value)) {
        const toggled = toggleCarouselItem(selected, item, items);
        if (isRefused(toggled)) {
          const other = byId.get(toggled.refused.id);
          fields[field] = {
            key: HOTEL_MSG.incompatibleSelection,
            params: { item: item.label, other: other?.label ?? String(toggled.refused.id) },
          };
        } else selected = toggled.selected;
      }
    });
  }
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

const UNKNOWN = HOTEL_MSG.unknownReference;

function checkId(fields: FieldMessages, field: string, value: number | null | undefined, known: Set<number>) {
  if (typeof value === 'number' && !known.has(value)) fields[field] = UNKNOWN;
}

function idsOf(items: readonly { id: number }[]): Set<number> {
  return new Set(items.map((item) => item.id));
}
