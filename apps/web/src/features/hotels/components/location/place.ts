import type { LocationSuggestion } from '@hotel/domain';

/** One line for a place: address, postal code and city, country (empty parts left out). */
export function formatPlace(
  place: Pick<LocationSuggestion, 'address' | 'postal_code' | 'city' | 'country'>,
): string {
  const locality = [place.postal_code, place.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [place.address.trim(), locality, place.country.trim()].filter(Boolean).join(', ');
}

/**
 * What the map's answer changed, for the status line under it: a whole address, or only the city
 * and country (the offline gazetteer knows no street or postal code, decision 033), in which case
 * the street and postal code typed before stay and must be checked by the user.
 */
export function geocodedMessage(
  place: Pick<LocationSuggestion, 'address' | 'postal_code'>,
): 'location.map.geocoded' | 'location.map.geocoded_partial' {
  return place.address.trim() || place.postal_code.trim()
    ? 'location.map.geocoded'
    : 'location.map.geocoded_partial';
}

/** Coordinates kept to 6 decimals (about 10 cm): what a dragged marker can mean. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
