/**
 * Defects the write-route fuzzer found (apps/server/src/trust/fuzz.api.test.ts), each pinned by an
 * example: NUL characters and lone surrogates reached PostgreSQL (a 500), and router errors answered in Fastify's own
 * English shape. The NUL check walks the body without recursion: a deeply nested body is a 400.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function messageCount(): Promise<number> {
  const [row] = await rows<{ n: number | string }>(t.app, sql`select count(*) as n from contact_messages`);
  return Number(row?.n ?? 0);
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana García',
  email: 'ana@example.com',
  comment: 'Una consulta.',
  ...overrides,
});

describe('NUL characters and lone surrogates in a JSON body', () => {
  it('are refused with a translated field message and store nothing (they used to answer 500)', async () => {
    const before = await messageCount();
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/generic/contact',
      headers: { 'accept-language': 'es' },
      payload: contact({ name: 'abc\u0000def' }),
    });
    expect(spanish.statusCode).toBe(400);
    expect(json(spanish)).toEqual({ name: ['El valor no es válido'] });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/generic/contact',
      headers: { 'accept-language': 'en' },
      payload: contact({ comment: 'hola\u0000' }),
    });
    expect(english.statusCode).toBe(400);
    expect(json(english)).toEqual({ comment: ['The value is not valid'] });
    expect(await messageCount()).toBe(before);
  });

  it('are found in nested fields too', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/room/`,
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { name: 'Doble', names: { en: 'Double\u0000' } },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ 'names.en': ['The value is not valid'] });
    // A lone surrogate is valid JSON too, but PostgreSQL's jsonb refuses it (it answered 500).
    const surrogate = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/apartment/`,
      headers: { ...ana.headers, 'accept-language': 'es' },
      payload: { name: 'Ático', names: { fr: 'Att\ud800ique' } },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(json(surrogate)).toEqual({ 'names.fr': ['El valor no es válido'] });
    const [row] = await rows<{ n: number | string }>(
      t.app,
      sql`select count(*) as n from rooms where hotel_id = ${hotelId}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('a body nested thousands of levels deep', () => {
  it('is refused with 400 (the NUL check does not overflow the stack)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generic/contact',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response))).toContain('name');
  });
});

describe('URLs the router cannot take', () => {
  it('answer a translated 404 for an undecodable path (Fastify answered 400 in English)', async () => {
    const ana = await signUp(t.app);
    for (const [language, detail] of [
      ['es', 'No encontrado'],
      ['en', 'Not found'],
    ] as const) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/hotel/contact/%zz/',
        headers: { ...ana.headers, 'accept-language': language },
      });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail });
      expect(response.headers['content-language']).toBe(language);
    }
  });

  it('answer a translated 404 for a path parameter beyond its maximum length (Fastify answered 414)', async () => {
    const ana = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${'1'.repeat(250)}`,
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { city: 'Madrid' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: 'Not found' });
  });
});
