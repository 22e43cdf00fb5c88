import {
  APARTMENT_HOTEL_TYPE,
  type ReferenceBedType,
  type ReferenceHotelType,
  type ReferenceItem,
  referenceAccessibilityListSchema,
  referenceActivityInfoSchema,
  referenceApartmentAttributesSchema,
  referenceBedTypeListSchema,
  referenceHotelTypeListSchema,
  referenceHotelTypeSchema,
  referenceItemListSchema,
  referenceLanguageListSchema,
  referenceRoomAttributesSchema,
  referenceServiceGroupListSchema,
} from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { referenceRows } from '../../db/seed/reference-data.ts';
import { createTestApp, json, rows, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const endpoints: [string, z.ZodType][] = [
  ['/api/hotel/language', referenceLanguageListSchema],
  ['/api/hotel/oberture', referenceItemListSchema],
  ['/api/hotel/smoke', referenceItemListSchema],
  ['/api/hotel/beddings', referenceBedTypeListSchema],
  ['/api/hotel/type', referenceHotelTypeListSchema],
  ['/api/hotel/type/1', referenceHotelTypeSchema],
  ['/api/hotel/service', referenceServiceGroupListSchema],
  ['/api/hotel/accessibility', referenceAccessibilityListSchema],
  ['/api/hotel/activity/info', referenceActivityInfoSchema],
  ['/api/hotel/room/attributes', referenceRoomAttributesSchema],
  ['/api/hotel/apartment/attributes', referenceApartmentAttributesSchema],
];

async function referenceCount(): Promise<number> {
  const [row] = await rows<{ total: number }>(t.app, sql`select count(*)::int as total from reference_items`);
  return row?.total ?? 0;
}

describe('reference lists', () => {
  it.each(endpoints)(
    '%s answers its shape without authentication, trailing slash or not',
    async (url, schema) => {
      for (const path of [url, `${url}/`]) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(200);
        const body = schema.parse(response.json());
        const lists = Array.isArray(body) ? [body] : Object.values(body as object).filter(Array.isArray);
        for (const list of lists) expect(list.length, path).toBeGreaterThan(0);
      }
    },
  );

  it('answers every list in full', async () => {
    const languages = json<{ code: string }[]>(await get('/api/hotel/language'));
    expect(languages.map((language) => language.code)).toEqual(
      expect.arrayContaining(['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'nl', 'ca', 'eu', 'gl', 'zh', 'ja']),
    );
    expect(languages.length).toBeGreaterThanOrEqual(25);
    const groups = json<{ services: unknown[] }[]>(await get('/api/hotel/service'));
    expect(groups.flatMap((group) => group.services).length).toBeGreaterThanOrEqual(40);
    const activities = json<{ activities: unknown[]; zones: unknown[] }>(
      await get('/api/hotel/activity/info'),
    );
    expect(activities.activities.length).toBeGreaterThanOrEqual(20);
    const room = json<{ view_type: ReferenceItem[] }>(await get('/api/hotel/room/attributes'));
    const apartment = json<{ view_type: ReferenceItem[] }>(await get('/api/hotel/apartment/attributes'));
    expect(apartment.view_type).toEqual(room.view_type);
  });

  it('names the items in the language of Accept-Language, Spanish by default', async () => {
    const doubleBed = async (acceptLanguage?: string) => {
      const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      const response = await get('/api/hotel/beddings', headers);
      return json<ReferenceBedType[]>(response).find((bed) => bed.id === 13)?.name;
    };
    expect(await doubleBed()).toBe('Cama doble');
    expect(await doubleBed('es-ES,es;q=0.9')).toBe('Cama doble');
    expect(await doubleBed('en-GB,en;q=0.8')).toBe('Double bed');
    expect(await doubleBed('ru')).toBe('Двуспальная кровать');
    expect(await doubleBed('de-DE')).toBe('Cama doble');

    const spanish = json<{ id: number; name: string }[]>(await get('/api/hotel/language'));
    const russian = json<{ id: number; name: string }[]>(
      await get('/api/hotel/language', { 'accept-language': 'ru' }),
    );
    expect(spanish.find((language) => language.id === 4)?.name).toBe('Alemán');
    expect(russian.find((language) => language.id === 4)?.name).toBe('Немецкий');
    const accessibility = json<{ id: number; label: string }[]>(
      await get('/api/hotel/accessibility', { 'accept-language': 'en' }),
    );
    expect(accessibility.find((item) => item.id === 4)?.label).toBe('No lift, stairs only');
  });

  it('has the bed types of the default room: 13 double, 14 single, 15 sofa bed', async () => {
    const beds = json<ReferenceBedType[]>(await get('/api/hotel/beddings', { 'accept-language': 'en' }));
    const byId = new Map(beds.map((bed) => [bed.id, bed]));
    expect(byId.get(13)).toMatchObject({ name: 'Double bed', room_allowed: true, capacity: 2 });
    expect(byId.get(14)).toMatchObject({ name: 'Single bed', room_allowed: true, capacity: 1 });
    expect(byId.get(15)).toMatchObject({ name: 'Sofa bed', room_allowed: true, lounge_allowed: true });
    expect(beds.some((bed) => bed.lounge_allowed && !bed.room_allowed)).toBe(true);
  });

  it('answers type 2 as the apartments, with ratings and styles', async () => {
    const apartments = json<ReferenceHotelType>(
      await get(`/api/hotel/type/${APARTMENT_HOTEL_TYPE}`, { 'accept-language': 'en' }),
    );
    expect(apartments).toMatchObject({ id: 2, name: 'Apartments', ota_code: '3' });
    expect(apartments.ratings.map((rating) => rating.name)).toEqual(['1 key', '2 keys', '3 keys', '4 keys']);
    expect(apartments.styles.length).toBeGreaterThan(0);
    const all = json<ReferenceHotelType[]>(await get('/api/hotel/type', { 'accept-language': 'en' }));
    expect(all.find((type) => type.id === 2)).toEqual(apartments);
    expect(all.find((type) => type.id === 1)?.ratings.map((rating) => rating.name)).toContain('5 stars');
  });

  it('answers 404 with a translated detail for an unknown type', async () => {
    const spanish = await get('/api/hotel/type/999');
    const english = await get('/api/hotel/type/999', { 'accept-language': 'en' });
    for (const response of [
      spanish,
      english,
      await get('/api/hotel/type/abc'),
      await get('/api/hotel/type/0'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(Object.keys(json(response))).toEqual(['detail']);
      expect(json<{ detail: string }>(response).detail).not.toBe('');
    }
    expect(json<{ detail: string }>(spanish).detail).not.toBe(json<{ detail: string }>(english).detail);
  });

  it('carries caching headers and a strong ETag per language, and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/hotel/service', { 'accept-language': 'fr' });
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers.vary).toMatch(/accept-language/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/api/hotel/service', { 'accept-language': 'fr' })).headers.etag).toBe(etag);

    const revalidated = await get('/api/hotel/service', { 'accept-language': 'fr', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=3600');
    const listed = await get('/api/hotel/service', {
      'accept-language': 'fr',
      'if-none-match': `"stale", W/${etag}`,
    });
    expect(listed.statusCode).toBe(304);

    const italian = await get('/api/hotel/service', { 'accept-language': 'it', 'if-none-match': etag });
    expect(italian.statusCode).toBe(200);
    expect(italian.headers.etag).not.toBe(etag);
    const stale = await get('/api/hotel/service', { 'accept-language': 'fr', 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('seeds idempotently, and restores an item that was changed by hand', async () => {
    const expected = referenceRows().length;
    expect(await referenceCount()).toBe(expected);
    await t.app.services.reference.seed();
    await t.app.services.reference.seed();
    expect(await referenceCount()).toBe(expected);

    await t.app.database.db.execute(
      sql`update reference_items set names = jsonb_set(names, '{en}', '"Tampered"') where kind = 'smoke' and id = 1`,
    );
    await t.app.services.reference.seed();
    const smoke = json<ReferenceItem[]>(await get('/api/hotel/smoke', { 'accept-language': 'en' }));
    expect(smoke.find((item) => item.id === 1)?.name).toBe('Non-smoking hotel');
    expect(await referenceCount()).toBe(expected);
  });
});
