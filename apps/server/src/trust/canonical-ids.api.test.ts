/**
 * Issue 18, item 6: path ids like `0x2` or `%202` were read as 2, because every route's params
 * went through `z.coerce.number`. One helper (`pathInt` / `idParam` in packages/domain) now takes
 * the canonical decimal spelling only, and anything else answers 404 (decision 023).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueChoice,
  catalogueChoice,
  createHotel,
  createTestApp,
  json,
  signUp,
  type TestApp,
} from '../test/app.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof signUp>>;
let hotelId: number;
let hotel: CatalogueChoice;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signUp(t.app);
  hotel = await catalogueChoice(t.app);
  hotelId = await createHotel(t.app, ana.headers, hotel);
});
afterAll(() => t.close());

/** Every other spelling of `id` that a lenient number parser reads as `id`. */
function respellings(id: number): string[] {
  return [
    `0${id}`,
    `+${id}`,
    `%2B${id}`,
    `00${id}`,
    `${id}.0`,
    `${id}.`,
    `${id}e0`,
    `${id}E0`,
    `0x${id.toString(16)}`,
    `%20${id}`,
    `${id}%20`,
    `%09${id}`,
    `${id}%0A`,
    `${id}_`,
    `${id + 4_294_967_296}`,
  ];
}

describe('canonical path ids', () => {
  it('answers the hotel on its canonical id only; every other spelling is 404 in the API shape', async () => {
    const canonical = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}`,
      headers: ana.headers,
    });
    expect(canonical.statusCode).toBe(200);
    for (const spelling of respellings(hotelId)) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/hotel/${spelling}/`,
        headers: { ...ana.headers, 'accept-language': 'en' },
      });
      expect(response.statusCode, spelling).toBe(404);
      expect(json(response), spelling).toEqual({ detail: 'Not found' });
    }
  });

  it('refuses the issue examples, zero, negative and beyond 32 bits on every kind of id', async () => {
    for (const url of [
      '/api/hotel/01/',
      '/api/hotel/1e0/',
      '/api/hotel/+1/',
      '/api/hotel/1.0/',
      '/api/hotel/0x2/',
      '/api/hotel/%202/',
      '/api/hotel/0/',
      '/api/hotel/-1/',
      '/api/hotel/2147483648/',
      '/api/hotel/99999999999999999999/',
      `/api/auth/user/data/0${ana.userId}/`,
      `/api/facturation/data/+${ana.userId}/`,
      `/api/hotel/${hotelId}/room/01`,
      `/api/rates/contracts/${ana.userId}/${hotelId}.0/`,
      `/api/rates/contracts/calendar/${ana.userId}/${hotelId}/02026/`,
      `/api/rates/contracts/calendar/${ana.userId}/${hotelId}/2026.0/`,
      '/api/hotel/type/01',
      '/api/hotel/type/1e0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: ana.headers });
      expect(response.statusCode, url).toBe(404);
    }
    // The canonical forms of the same routes are answered (the refusals above are not blanket 404s).
    for (const url of [
      `/api/auth/user/data/${ana.userId}/`,
      `/api/rates/contracts/${ana.userId}/${hotelId}/`,
      `/api/rates/contracts/calendar/${ana.userId}/${hotelId}/2026/`,
      '/api/hotel/type/1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: ana.headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a respelled id on writes before anything else runs (no 400, nothing changed)', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/0${hotelId}`,
      headers: ana.headers,
      payload: { name: 'Hotel Cambiado' },
    });
    expect(response.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: ana.headers });
    expect(json<{ name: string }>(read).name).toBe(hotel.name);
  });

  it('publishes numeric path ids in the OpenAPI document as digit strings', async () => {
    const docs = json<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema: { pattern?: string } }[] }>
      >;
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const hotelRead = docs.paths['/api/hotel/{hotelId}']?.get;
    const parameter = hotelRead?.parameters?.find((p) => p.name === 'hotelId');
    expect(parameter?.schema.pattern).toBe('^(?:0|[1-9][0-9]{0,9})$');
    // The error shape, with the reasons a 403 carries (decision 023).
    expect(docs.components.schemas.ErrorDetail?.properties.code?.enum).toEqual([
      'second_factor_required',
      'forbidden',
    ]);
  });
});
