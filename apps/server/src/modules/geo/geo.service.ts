import type { LocationSuggestion } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import { countryName, nearestPlace } from './gazetteer.ts';

/** How long an answer of the geocoder is awaited (headers and body) before the gazetteer answers. */
export const GEOCODER_TIMEOUT_MS = 3000;
/** Nominatim's usage policy asks every client to name itself in the User-Agent. */
export const GEOCODER_USER_AGENT = 'hotel-extranet/1.0 (reverse geocoding of hotel locations)';

export interface GeoServiceOptions {
  timeoutMs?: number;
  userAgent?: string;
}

interface NominatimAnswer {
  address?: {
    road?: string;
    house_number?: string;
    postcode?: string;
    city?: string;
    town?: string;
    village?: string;
    country?: string;
    country_code?: string;
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
    private readonly options: GeoServiceOptions = {},
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
    // The signal also bounds reading the body: a service that sends headers and then stalls times out too.
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        'accept-language': language,
        'user-agent': this.options.userAgent ?? GEOCODER_USER_AGENT,
      },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`geocoder answered ${response.status}`);
    }
    const answer = (await response.json()) as NominatimAnswer | null;
    const address = answer?.address;
    if (!address || typeof address !== 'object') return undefined;
    // Only text is taken from the answer: anything else counts as absent.
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const countryCode = text(address.country_code).toUpperCase();
    return {
      latitude,
      longitude,
      address: [text(address.road), text(address.house_number)].filter(Boolean).join(' '),
      postal_code: text(address.postcode),
      city: text(address.city) || text(address.town) || text(address.village),
      country: text(address.country) || (countryCode ? countryName(countryCode, language) : ''),
    };
  }
}
