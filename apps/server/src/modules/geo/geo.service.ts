import type { LocationSuggestion } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import { nearestPlace } from './gazetteer.ts';

const GEOCODER_TIMEOUT_MS = 3000;

interface NominatimAnswer {
  address?: {
    road?: string;
    house_number?: string;
    postcode?: string;
    city?: string;
    town?: string;
    village?: string;
    country?: string;
  };
}

/**
 * Reverse geocoding: a Nominatim-compatible service when GEOCODER_URL is set, otherwise (or when
 * it fails) the offline gazetteer, which knows the nearest city and the country only.
 */
export class GeoService {
  constructor(
    private readonly geocoderUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async reverse(
    latitude: number,
    longitude: number,
    language: string,
  ): Promise<LocationSuggestion | undefined> {
    if (this.geocoderUrl) {
      const online = await this.reverseOnline(latitude, longitude, language).catch((error: unknown) => {
        this.log.warn({ err: error }, 'geocoder failed; using the offline gazetteer');
        return undefined;
      });
      if (online) return online;
    }
    const place = nearestPlace(latitude, longitude, language);
    if (!place) return undefined;
    return { latitude, longitude, address: '', postal_code: '', city: place.city, country: place.country };
  }

  private async reverseOnline(latitude: number, longitude: number, language: string) {
    const url = new URL(
      'reverse',
      this.geocoderUrl?.endsWith('/') ? this.geocoderUrl : `${this.geocoderUrl}/`,
    );
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(latitude),
      lon: String(longitude),
      'accept-language': language,
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const { address } = (await response.json()) as NominatimAnswer;
    if (!address) return undefined;
    return {
      latitude,
      longitude,
      address: [address.road, address.house_number].filter(Boolean).join(' '),
      postal_code: address.postcode ?? '',
      city: address.city ?? address.town ?? address.village ?? '',
      country: address.country ?? '',
    };
  }
}
