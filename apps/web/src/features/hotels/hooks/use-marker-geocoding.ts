import type { LocationStep, LocationSuggestion } from '@hotel/domain';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { reverseGeocode } from '../../../api/hotels.ts';
import { formatPlace, geocodedMessage, roundCoordinate } from '../components/location/place.ts';

export const TEXT_FIELDS = ['address', 'postal_code', 'city', 'country'] as const;

export type Geocoding =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; place: string; message: ReturnType<typeof geocodedMessage> }
  | { state: 'failed' };

/**
 * The location form's position: a suggestion used, or the marker moved on the map and its place
 * looked up (reverse geocoding) to fill the address fields it knows. Only the last move's answer
 * counts.
 */
export function useMarkerGeocoding(form: UseFormReturn<LocationStep>) {
  const [geocoding, setGeocoding] = useState<Geocoding>({ state: 'idle' });
  const geocodeRun = useRef(0);

  /** Fills the fields a place knows, keeping what the user typed where it knows nothing. */
  function fill(place: Pick<LocationSuggestion, (typeof TEXT_FIELDS)[number]>) {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const field of TEXT_FIELDS) {
      const value = place[field].trim();
      if (value) form.setValue(field, value, options);
    }
  }

  function place(lat: number, lon: number) {
    form.setValue('latitude', roundCoordinate(lat), { shouldDirty: true });
    form.setValue('longitude', roundCoordinate(lon), { shouldDirty: true });
  }

  function applySuggestion(suggestion: LocationSuggestion) {
    geocodeRun.current += 1; // an answer still on its way must not overwrite the choice
    setGeocoding({ state: 'idle' });
    place(suggestion.latitude, suggestion.longitude);
    fill(suggestion);
  }

  async function moveMarker(lat: number, lon: number) {
    place(lat, lon);
    const run = ++geocodeRun.current;
    setGeocoding({ state: 'busy' });
    try {
      const answer = await reverseGeocode(roundCoordinate(lat), roundCoordinate(lon));
      if (run !== geocodeRun.current) return;
      fill(answer);
      setGeocoding({ state: 'done', place: formatPlace(answer), message: geocodedMessage(answer) });
    } catch (error) {
      if (run !== geocodeRun.current) return;
      console.warn('reverse geocoding failed; keeping the typed address', error);
      setGeocoding({ state: 'failed' });
    }
  }

  const dismissFailure = () => setGeocoding({ state: 'idle' });

  return { geocoding, applySuggestion, moveMarker, dismissFailure };
}
