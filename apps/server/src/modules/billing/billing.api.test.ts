import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { billingDataBody } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = billingDataBody;

const transfer = {
  kind: 'transfer',
  label: 'Cuenta principal',
  holder: 'Hoteles Miramar S.L.',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEUTDEFF',
};

async function methodOf(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/facturation/payment-method/',
    headers,
    payload: { ...transfer, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: number }>(response).id;
}

async function countOf(table: string, userId: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    t.app,
    sql`select count(*) as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

async function flagOf(userId: number): Promise<boolean> {
  const [row] = await rows<{ has_facturation_data: boolean }>(
    t.app,
    sql`select has_facturation_data from users where id = ${userId}`,
  );
  return row?.has_facturation_data ?? false;
}

describe('billing data', () => {
  it('starts empty; another user id answers 404 for reading and writing', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/facturation/data/${ana.userId}/`,
      headers: ana.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toEqual({
      id: ana.userId,
      legal_name: null,
      tax_id: null,
      address: null,
      postal_code: null,
      city: null,
      country: null,
      email: null,
      phone: null,
      iban: null,
      bic: null,
      has_facturation_data: false,
    });
    const url = `/api/facturation/data/${bea.userId}/`;
    expect((await t.app.inject({ method: 'GET', url, headers: ana.headers })).statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url, headers: ana.headers, payload: complete });
    expect(put.statusCode).toBe(404);
    expect(await countOf('billing_data', bea.userId)).toBe(0);
    expect(await flagOf(bea.userId)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/facturation/data/abc/', headers: ana.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/facturation/data/${ana.userId}/` })).statusCode,
    ).toBe(401);
  });

  it('refuses an invalid IBAN on its field, translated, and stores nothing', async () => {
    const ana = await signUp(t.app);
    const url = `/api/facturation/data/${ana.userId}/`;
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: { ...complete, iban: 'ES91 2100 0418 4502 0005 1333' },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ iban: ['Los dígitos de control del IBAN no son correctos.'] });

    const english = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { ...complete, iban: 'ES91 2100', bic: 'XX', tax_id: '12345678A' },
    });
    expect(json(english)).toEqual({
      iban: ['The IBAN does not have the length required for its country.'],
      bic: ['The BIC must have 8 or 11 characters: bank, country, location and, if any, branch.'],
      tax_id: ['The tax ID is not valid for the billing country.'],
    });
    expect(await countOf('billing_data', ana.userId)).toBe(0);
    expect(await flagOf(ana.userId)).toBe(false);
  });

  it('a complete valid record is stored normalised and sets has_facturation_data; an incomplete one clears it', async () => {
    const ana = await signUp(t.app);
    const url = `/api/facturation/data/${ana.userId}/`;
    const saved = await t.app.inject({ method: 'PUT', url, headers: ana.headers, payload: complete });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      tax_id: 'B12345674',
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
      has_facturation_data: true,
    });
    expect(await flagOf(ana.userId)).toBe(true);
    const user = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/data/${ana.userId}/`,
      headers: ana.headers,
    });
    expect(json(user)).toMatchObject({ has_facturation_data: true });
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toMatchObject({
      legal_name: 'Hoteles Miramar S.L.',
      has_facturation_data: true,
    });

    const partial = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: { ...complete, bic: '' },
    });
    expect(partial.statusCode).toBe(200);
    expect(json(partial)).toMatchObject({
      bic: null,
      iban: 'ES9121000418450200051332',
      has_facturation_data: false,
    });
    expect(await flagOf(ana.userId)).toBe(false);
    expect(await countOf('billing_data', ana.userId)).toBe(1);
  });

  it('stores the phone as typed in E.164, read in the billing country (Spain when none; issue 19)', async () => {
    const ana = await signUp(t.app);
    const url = `/api/facturation/data/${ana.userId}/`;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: ana.headers, payload });
    const spanish = await put({ ...complete, phone: '+34 600 123 456' });
    expect(spanish.statusCode).toBe(200);
    expect(json(spanish)).toMatchObject({ phone: '+34600123456', has_facturation_data: true });
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toMatchObject({
      phone: '+34600123456',
    });
    expect(json(await put({ legal_name: 'Miramar', phone: '600-12-34-56' }))).toMatchObject({
      phone: '+34600123456',
    });
    expect(json(await put({ legal_name: 'Miramar', country: 'FR', phone: '01 23 45 67 89' }))).toMatchObject({
      phone: '+33123456789',
    });
    expect(json(await put({ legal_name: 'Miramar', country: 'BR', phone: '(11) 91234-5678' }))).toMatchObject(
      {
        phone: '+5511912345678',
      },
    );

    const refused = await put({ ...complete, phone: '01 23 45 67 89' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json(refused))).toEqual(['phone']);
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toMatchObject({
      phone: '+5511912345678',
      country: 'BR',
    });
  });
});

describe('payment methods', () => {
  it('creates, reads, updates and deletes; another user gets 404 and changes nothing', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/facturation/payment-method/',
      headers: ana.headers,
      payload: transfer,
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ id: number }>(created);
    expect(json(created)).toEqual({
      id,
      kind: 'transfer',
      label: 'Cuenta principal',
      holder: 'Hoteles Miramar S.L.',
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
    });
    const url = `/api/facturation/payment-method/${id}/`;
    expect((await t.app.inject({ method: 'GET', url, headers: bea.headers })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: bea.headers,
          payload: { ...transfer, label: 'Mía' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bea.headers })).statusCode).toBe(404);
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toMatchObject({
      label: 'Cuenta principal',
    });

    const card = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: { kind: 'virtual_card', label: 'Tarjeta virtual', iban: transfer.iban },
    });
    expect(json(card)).toEqual({
      id,
      kind: 'virtual_card',
      label: 'Tarjeta virtual',
      holder: null,
      iban: null,
      bic: null,
    });
    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/facturation/payment-method/', headers: ana.headers }),
      ),
    ).toHaveLength(1);
    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/facturation/payment-method/', headers: bea.headers }),
      ),
    ).toHaveLength(0);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ana.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: ana.headers })).statusCode).toBe(404);
  });

  it('refuses an invalid IBAN and a transfer without bank account, storing nothing', async () => {
    const ana = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/facturation/payment-method/',
      headers: ana.headers,
      payload: { ...transfer, iban: 'GB29 NWBX 6016 1331 9268 19' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ iban: ['Los dígitos de control del IBAN no son correctos.'] });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/facturation/payment-method/',
      headers: ana.headers,
      payload: { kind: 'direct_debit', label: 'Domiciliación' },
    });
    expect(json(bare)).toEqual({
      holder: ['Este campo es obligatorio'],
      iban: ['Este campo es obligatorio'],
      bic: ['Este campo es obligatorio'],
    });
    expect(await countOf('payment_methods', ana.userId)).toBe(0);
  });
});

describe('billing configurations', () => {
  it('groups own hotels with own methods, each hotel once, no more configurations than hotels', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const h1 = await createHotel(t.app, ana.headers);
    const h2 = await createHotel(t.app, ana.headers);
    const beaHotel = await createHotel(t.app, bea.headers);
    const pay = await methodOf(ana.headers);
    const collect = await methodOf(ana.headers, { kind: 'direct_debit', label: 'Domiciliación' });
    const beaMethod = await methodOf(bea.headers);
    const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/facturation/configuration/', headers, payload });

    const first = await post(ana.headers, { hotels: [h1], method_to_hotel: pay, method_to_logi: collect });
    expect(first.statusCode).toBe(201);
    const firstId = json<{ id: number }>(first).id;
    expect(json(first)).toEqual({ id: firstId, hotels: [h1], method_to_hotel: pay, method_to_logi: collect });

    // Refused: a hotel already grouped, another user's hotel, another user's methods.
    const grouped = await post(ana.headers, { hotels: [h1, h2], method_to_hotel: pay, method_to_logi: pay });
    expect(grouped.statusCode).toBe(400);
    expect(json(grouped)).toEqual({ hotels: ['Este hotel ya está en otra configuración de facturación.'] });
    const foreignHotel = await post(ana.headers, {
      hotels: [beaHotel],
      method_to_hotel: pay,
      method_to_logi: pay,
    });
    expect(json(foreignHotel)).toEqual({ hotels: ['Uno de los hoteles indicados no es suyo'] });
    const foreignMethods = await post(ana.headers, {
      hotels: [h2],
      method_to_hotel: beaMethod,
      method_to_logi: beaMethod,
    });
    expect(json(foreignMethods)).toEqual({
      method_to_hotel: ['Este método de pago no existe o no es suyo.'],
      method_to_logi: ['Este método de pago no existe o no es suyo.'],
    });
    expect(await countOf('billing_configurations', ana.userId)).toBe(1);

    const second = await post(ana.headers, { hotels: [h2], method_to_hotel: collect, method_to_logi: pay });
    expect(second.statusCode).toBe(201);
    const beyond = await post(
      { ...ana.headers, 'accept-language': 'en' },
      { hotels: [h2], method_to_hotel: pay, method_to_logi: pay },
    );
    expect(beyond.statusCode).toBe(400);
    expect(json(beyond)).toEqual({
      non_field_errors: ['You already have one billing configuration per hotel: you cannot add another.'],
    });
    expect(await countOf('billing_configurations', ana.userId)).toBe(2);

    const list = json<{ id: number; hotels: number[] }[]>(
      await t.app.inject({ method: 'GET', url: '/api/facturation/configuration/', headers: ana.headers }),
    );
    expect(list.map((configuration) => configuration.hotels)).toEqual([[h1], [h2]]);
    expect(
      json<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/facturation/configuration/', headers: bea.headers }),
      ),
    ).toEqual([]);

    // A method a configuration pays with is kept.
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/facturation/payment-method/${pay}/`,
      headers: ana.headers,
    });
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse)).toEqual({
      detail: 'Una configuración de facturación usa este método de pago: cámbielo allí antes de eliminarlo.',
    });
    expect(await countOf('payment_methods', ana.userId)).toBe(2);

    // Another user's configuration does not exist for them.
    const url = `/api/facturation/configuration/${firstId}/`;
    const update = { hotels: [h1], method_to_hotel: collect, method_to_logi: collect };
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: bea.headers, payload: update })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bea.headers })).statusCode).toBe(404);

    // Moving the second configuration's hotel into the first is refused; changing methods is not.
    const steal = await t.app.inject({
      method: 'PUT',
      url,
      headers: ana.headers,
      payload: { ...update, hotels: [h1, h2] },
    });
    expect(json(steal)).toEqual({ hotels: ['Este hotel ya está en otra configuración de facturación.'] });
    const updated = await t.app.inject({ method: 'PUT', url, headers: ana.headers, payload: update });
    expect(json(updated)).toEqual({
      id: firstId,
      hotels: [h1],
      method_to_hotel: collect,
      method_to_logi: collect,
    });

    expect((await t.app.inject({ method: 'DELETE', url, headers: ana.headers })).statusCode).toBe(204);
    expect(await countOf('billing_configurations', ana.userId)).toBe(1);
    const again = await post(ana.headers, { hotels: [h1, h1], method_to_hotel: pay, method_to_logi: pay });
    expect(json(again)).toMatchObject({ hotels: [h1] });
  });

  it('two configurations sent at once for the last hotel: one is added, the other refused', async () => {
    const ana = await signUp(t.app);
    const hotel = await createHotel(t.app, ana.headers);
    const pay = await methodOf(ana.headers);
    const payload = { hotels: [hotel], method_to_hotel: pay, method_to_logi: pay };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/facturation/configuration/',
          headers: ana.headers,
          payload,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await countOf('billing_configurations', ana.userId)).toBe(1);
  });

  it('a user without hotels cannot add a configuration', async () => {
    const ana = await signUp(t.app);
    const pay = await methodOf(ana.headers);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/facturation/configuration/',
      headers: ana.headers,
      payload: { hotels: [1], method_to_hotel: pay, method_to_logi: pay },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      non_field_errors: ['Ya tiene una configuración de facturación por cada hotel: no puede añadir otra.'],
    });
  });
});

describe('countries', () => {
  it('answers the ISO 3166 list named and sorted in the Accept-Language language', async () => {
    const es = json<{ code: string; name: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/facturation/countries' }),
    );
    expect(es).toHaveLength(250);
    expect(es.find((country) => country.code === 'ES')?.name).toBe('España');
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/facturation/countries',
      headers: { 'accept-language': 'en' },
    });
    expect(en.headers.vary).toContain('Accept-Language');
    const english = json<{ code: string; name: string }[]>(en);
    expect(english.find((country) => country.code === 'DE')?.name).toBe('Germany');
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('en').compare(a, b)));
  });
});
