import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChoice, createHotel, createTestApp, json, signUp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = (hotels: number[], overrides: Record<string, unknown> = {}) => ({
  hotels,
  comercial_phone: '+34 910000001',
  comercial_email: 'ventas@example.com',
  operative_phone: '+34 910000002',
  operative_email: 'recepcion@example.com',
  administrative_phone: '+34 910000003',
  administrative_email: 'admin@example.com',
  ...overrides,
});

describe('contacts', () => {
  it('creates, reads, updates and deletes one own contact; another user gets 404', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const [c1, c2] = [await catalogueChoice(t.app), await catalogueChoice(t.app)];
    const h1 = await createHotel(t.app, ana.headers, c1);
    const h2 = await createHotel(t.app, ana.headers, c2);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([h1]),
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ id: number }>(created);
    expect(json(created)).toMatchObject({
      hotels: [h1],
      possibleHotels: [
        { id: h1, name: c1.name },
        { id: h2, name: c2.name },
      ],
    });
    const url = `/api/hotel/contact/${id}/`;
    expect((await t.app.inject({ method: 'GET', url, headers: bea.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: bea.headers, payload: contact([]) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bea.headers })).statusCode).toBe(404);

    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: contact([h1, h2], { comercial_email: 'new@example.com' }),
    });
    expect(json(updated)).toMatchObject({ hotels: [h1, h2], comercial_email: 'new@example.com' });
    expect(
      json(await t.app.inject({ method: 'GET', url: `/api/hotel/${h2}`, headers: ana.headers })),
    ).toMatchObject({ contacts: [id] });

    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/contact/', headers: ana.headers }),
      ),
    ).toHaveLength(1);
    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/contact/', headers: bea.headers }),
      ),
    ).toHaveLength(0);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ana.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: ana.headers })).statusCode).toBe(404);
  });

  it('stores the phones as people type them in E.164, read in the country of the hotel (issue 19)', async () => {
    const ana = await signUp(t.app);
    const spanish = await createHotel(t.app, ana.headers);
    const french = await createHotel(t.app, ana.headers);
    const located = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${french}`,
      headers: ana.headers,
      payload: { country: 'Francia' },
    });
    expect(located.statusCode).toBe(200);
    const phones = {
      comercial_phone: '+34 600 123 456',
      operative_phone: '0033 1 23 45 67 89',
      administrative_phone: '+7 (495) 123-45-67',
    };
    const inSpain = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([spanish], { ...phones, administrative_phone: '600.12.34.56' }),
    });
    expect(inSpain.statusCode).toBe(201);
    expect(json(inSpain)).toMatchObject({
      comercial_phone: '+34600123456',
      operative_phone: '+33123456789',
      administrative_phone: '+34600123456',
    });
    // Typed without a prefix for the French hotel: French numbers.
    const inFrance = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([french], { ...phones, comercial_phone: '01 23 45 67 89' }),
    });
    expect(inFrance.statusCode).toBe(201);
    const { id } = json<{ id: number }>(inFrance);
    expect(json(inFrance)).toMatchObject({
      comercial_phone: '+33123456789',
      operative_phone: '+33123456789',
      administrative_phone: '+74951234567',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/contact/${id}/`,
      headers: ana.headers,
    });
    expect(json(read)).toMatchObject({ comercial_phone: '+33123456789' });
  });

  it('answers spec §5’s messages for phones still too short or too long in E.164, changing nothing', async () => {
    const ana = await signUp(t.app);
    const hotel = await createHotel(t.app, ana.headers);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([hotel], {
        comercial_phone: '600 1234',
        operative_phone: '+55 11 91234-56789',
        administrative_phone: '+34 600 123 4567',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      comercial_phone: ['El teléfono debe tener al menos 11 caracteres'],
      operative_phone: ['El teléfono no puede tener más de 14 caracteres'],
      administrative_phone: [
        'Este teléfono no es un número válido. Escríbalo con el prefijo de su país, por ejemplo +34 600 123 456',
      ],
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: contact([hotel], { comercial_phone: '01 23 45 67 89' }),
    });
    expect(json(english)).toEqual({
      comercial_phone: [
        'This phone is not a valid number. Type it with its country code, for example +34 600 123 456',
      ],
    });
    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/contact/', headers: ana.headers }),
      ),
    ).toHaveLength(0);
  });

  it('refuses another user hotel and the spec phone and email messages, changing nothing', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const beaHotel = await createHotel(t.app, bea.headers);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([beaHotel]),
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toEqual({ hotels: ['Uno de los hoteles indicados no es suyo'] });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([], {
        comercial_phone: '123',
        operative_phone: '+34 600 000 000 000 000 00',
        administrative_email: 'x@',
      }),
    });
    expect(json(bad)).toEqual({
      comercial_phone: ['El teléfono debe tener al menos 11 caracteres'],
      operative_phone: ['El teléfono no puede tener más de 14 caracteres'],
      administrative_email: ['Debes introducir un email válido'],
    });
    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/contact/', headers: ana.headers }),
      ),
    ).toHaveLength(0);
  });

  it('keeps a person per role (issue 19): saved, answered, blank as none, a name too long refused', async () => {
    const ana = await signUp(t.app);
    const hotel = await createHotel(t.app, ana.headers);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: contact([hotel], {
        comercial_name: '  Ana López ',
        operative_name: 'Recepción',
        administrative_name: '',
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ id: number }>(created);
    expect(json(created)).toMatchObject({
      comercial_name: 'Ana López',
      operative_name: 'Recepción',
      administrative_name: null,
    });

    // Left out, a name is none: a client that does not know the field still saves.
    const url = `/api/hotel/contact/${id}/`;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: contact([hotel], { administrative_name: 'Eva Martín' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toMatchObject({
      comercial_name: null,
      operative_name: null,
      administrative_name: 'Eva Martín',
    });

    const long = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: contact([hotel], { operative_name: 'x'.repeat(121), comercial_name: 42 }),
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(json(long)).sort()).toEqual(['comercial_name', 'operative_name']);
    expect(json<Record<string, string[]>>(long).operative_name).toEqual([
      'No puede tener más de 120 caracteres',
    ]);
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toMatchObject({
      administrative_name: 'Eva Martín',
    });
  });
});
