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
        operative_phone: '+34 600 000 000 000',
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
});
