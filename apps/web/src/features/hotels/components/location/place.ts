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

/** Coordinates kept to 6 decimals (about 10 cm): what a dragged marker can mean. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
