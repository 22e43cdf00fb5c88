import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearestPlace } from './gazetteer.ts';
import { GEOCODER_TIMEOUT_MS, GEOCODER_USER_AGENT, GeoService } from './geo.service.ts';

/**
 * The online reverse geocoder against a Nominatim-compatible stand-in on 127.0.0.1 (port 0):
 * what it asks, how its answer is mapped, and the fall-back to the offline gazetteer when it
 * fails. Nothing leaves the loopback interface.
 */
type Mode = 'answer' | 'status500' | 'hang' | 'stall-body' | 'malformed' | 'no-address';

let mode: Mode = 'answer';
let answer: unknown;
const requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
const stalled = new Set<ServerResponse>();

const server = createServer((request, response) => {
  requests.push({ url: new URL(request.url ?? '/', 'http://127.0.0.1'), headers: request.headers });
  switch (mode) {
    case 'answer':
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    case 'no-address':
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Unable to geocode' }));
      return;
    case 'status500':
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    case 'malformed':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"address": {"road": "Calle');
      return;
    case 'stall-body':
      // Headers and half a body, then nothing.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"address": ');
      stalled.add(response);
      return;
    case 'hang':
      stalled.add(response);
      return;
  }
});

let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const warn = vi.fn();
const log = { warn } as unknown as FastifyBaseLogger;
const fetchSpy = vi.spyOn(globalThis, 'fetch');

beforeEach(() => {
  mode = 'answer';
  requests.length = 0;
  warn.mockClear();
  fetchSpy.mockClear();
});
afterEach(() => {
  for (const response of stalled) response.destroy();
  stalled.clear();
  // No network beyond the loopback stand-in.
  for (const [input] of fetchSpy.mock.calls) {
    expect(new URL(input instanceof Request ? input.url : String(input)).hostname).toBe('127.0.0.1');
  }
});

// Puerta del Sol, Madrid.
const LAT = 40.4168;
const LON = -3.7038;

const service = (timeoutMs = 250) => new GeoService(`${base}/nominatim`, log, { timeoutMs });

function offline(language: string) {
  const place = nearestPlace(LAT, LON, language);
  if (!place) throw new Error('the gazetteer should know Madrid');
  return {
    latitude: LAT,
    longitude: LON,
    address: '',
    postal_code: '',
    city: place.city,
    country: place.country,
  };
}

const nominatim = (address: Record<string, string>) => ({
  place_id: 123,
  lat: String(LAT),
  lon: String(LON),
  category: 'building',
  type: 'yes',
  display_name: 'whatever',
  address,
});

describe('GeoService.reverse online (Nominatim-compatible)', () => {
  it('maps road, house number, postcode, city and country of a jsonv2 answer', async () => {
    answer = nominatim({
      house_number: '1',
      road: 'Puerta del Sol',
      city: 'Madrid',
      postcode: '28013',
      country: 'España',
      country_code: 'es',
    });
    expect(await service().reverse(LAT, LON, 'es')).toEqual({
      latitude: LAT,
      longitude: LON,
      address: 'Puerta del Sol 1',
      postal_code: '28013',
      city: 'Madrid',
      country: 'España',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks /reverse in jsonv2 for the coordinates, in the language, naming itself', async () => {
    answer = nominatim({ road: 'Puerta del Sol', city: 'Madrid', country: 'Spain' });
    await service().reverse(LAT, LON, 'fr');
    expect(requests).toHaveLength(1);
    const [{ url, headers }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: String(LAT),
      lon: String(LON),
      'accept-language': 'fr',
    });
    expect(headers['accept-language']).toBe('fr');
    expect(headers['user-agent']).toBe(GEOCODER_USER_AGENT);
  });

  it('takes the town or the village when there is no city, and names the country by its code', async () => {
    answer = nominatim({ road: 'Calle Real', town: 'Aranjuez', postcode: '28300', country_code: 'es' });
    expect(await service().reverse(LAT, LON, 'en')).toMatchObject({
      address: 'Calle Real',
      postal_code: '28300',
      city: 'Aranjuez',
      country: 'Spain',
    });
    answer = nominatim({ village: 'Chinchón', country: 'España' });
    expect(await service().reverse(LAT, LON, 'es')).toMatchObject({
      address: '',
      postal_code: '',
      city: 'Chinchón',
      country: 'España',
    });
  });

  it.each([
    ['a 500 answer', 'status500'],
    ['malformed JSON', 'malformed'],
    ['no address (Nominatim’s "Unable to geocode")', 'no-address'],
  ] as const)('falls back to the offline gazetteer on %s', async (_name, failure) => {
    mode = failure;
    expect(await service().reverse(LAT, LON, 'en')).toEqual(offline('en'));
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(failure === 'no-address' ? 0 : 1);
  });

  it.each([
    ['no answer at all', 'hang'],
    ['headers and then a stalled body', 'stall-body'],
  ] as const)('times out on %s and falls back to the offline gazetteer', async (_name, failure) => {
    mode = failure;
    const started = performance.now();
    expect(await service(200).reverse(LAT, LON, 'es')).toEqual(offline('es'));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(5000);
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('has a timeout of a few seconds by default', () => {
    expect(GEOCODER_TIMEOUT_MS).toBeGreaterThanOrEqual(1000);
    expect(GEOCODER_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it('without GEOCODER_URL asks nobody and answers from the gazetteer', async () => {
    expect(await new GeoService(undefined, log).reverse(LAT, LON, 'en')).toEqual(offline('en'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });
});
