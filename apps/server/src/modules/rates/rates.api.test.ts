import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { rateBody } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thisYear = new Date().getFullYear();
const nextYear = thisYear + 1;

const rate = rateBody;

type User = Awaited<ReturnType<typeof signUp>>;

/** A user with one hotel and one contract. */
async function setUp() {
  const user = await signUp(t.app);
  const hotel = await createHotel(t.app, user.headers);
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = await t.app.inject({
    method: 'POST',
    url: base,
    headers: user.headers,
    payload: { name: 'Contrato 2027' },
  });
  expect(contract.statusCode).toBe(201);
  const contractId = json<{ id: number }>(contract).id;
  return { user, hotel, base, contractId };
}

async function createRate(
  ctx: { user: User; base: string; contractId: number },
  overrides: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${ctx.base}${ctx.contractId}/rates/`,
    headers: ctx.user.headers,
    payload: rate(overrides),
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: number; kind: string }>(response);
}

const calendarUrl = (ctx: { user: User; hotel: number }, year: number, query = '') =>
  `/api/rates/contracts/calendar/${ctx.user.userId}/${ctx.hotel}/${year}/${query}`;

describe('rate contracts', () => {
  it('lists nothing for a hotel without contracts, then the contracts with their rates', async () => {
    const user = await signUp(t.app);
    const hotel = await createHotel(t.app, user.headers);
    const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
    const empty = await t.app.inject({ method: 'GET', url: base, headers: user.headers });
    expect(empty.statusCode).toBe(200);
    expect(json(empty)).toEqual([]);

    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: user.headers,
      payload: { name: '  Contrato verano  ' },
    });
    expect(created.statusCode).toBe(201);
    const contract = json<{ id: number }>(created);
    expect(json(created)).toEqual({ id: contract.id, hotel, name: 'Contrato verano', rates: [] });

    const ctx = { user, base, contractId: contract.id };
    const first = await createRate(ctx);
    expect(first).toEqual({
      id: first.id,
      contract: contract.id,
      ...rate(),
      // Omitted: the prices include tax (issue 30), as every rate did before.
      pricesIncludeTax: true,
      days_count: 0,
      firstDay: null,
      // Created without a product (decision 020): it sells nothing yet.
      roomTypes: [],
      boards: [],
      derived: null,
      priceRange: null,
    });
    const offer = await createRate(ctx, {
      kind: 'offer',
      name: 'Oferta reserva anticipada',
      currency: 'USD',
      quotaType: 'free_sale',
      releaseDays: 30,
      market: { all: true, markets: ['ES'] },
      expenditureChange: ['dates', 'names', 'pax'],
    });
    // Stored normalised: no release days without release, no markets when all, changes in order.
    expect(offer).toMatchObject({
      kind: 'offer',
      currency: 'USD',
      releaseDays: null,
      market: { all: true, markets: [] },
      expenditureChange: ['names', 'pax', 'dates'],
    });
    await createRate(ctx, { kind: 'promotion', name: 'Promo', currency: 'BRL' });

    const listed = json<{ id: number; rates: { kind: string; name: string }[] }[]>(
      await t.app.inject({ method: 'GET', url: base, headers: user.headers }),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]?.rates.map((r) => [r.kind, r.name])).toEqual([
      ['rate', 'Temporada alta'],
      ['offer', 'Oferta reserva anticipada'],
      ['promotion', 'Promo'],
    ]);
  });

  it('answers 404 for another user id, a hotel not attached, or a contract of another hotel', async () => {
    const ana = await setUp();
    const bea = await setUp();
    const anaOnBea = `/api/rates/contracts/${ana.user.userId}/${bea.hotel}/`;
    const beaIdOnAna = `/api/rates/contracts/${bea.user.userId}/${ana.hotel}/`;
    for (const url of [anaOnBea, beaIdOnAna, `/api/rates/contracts/${ana.user.userId}/999999/`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: ana.user.headers });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: 'No encontrado' });
      expect(
        (await t.app.inject({ method: 'POST', url, headers: ana.user.headers, payload: { name: 'X' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `${url}${bea.contractId}/rates/`,
            headers: ana.user.headers,
            payload: rate(),
          })
        ).statusCode,
      ).toBe(404);
    }
    // Ana's own hotel, but Bea's contract.
    const foreignContract = await t.app.inject({
      method: 'POST',
      url: `${ana.base}${bea.contractId}/rates/`,
      headers: ana.user.headers,
      payload: rate(),
    });
    expect(foreignContract.statusCode).toBe(404);
    for (const year of [thisYear, nextYear]) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: calendarUrl({ user: ana.user, hotel: bea.hotel }, year),
            headers: ana.user.headers,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/rates/contracts/calendar/${bea.user.userId}/${bea.hotel}/${year}/`,
            headers: ana.user.headers,
            payload: { rates: [] },
          })
        ).statusCode,
      ).toBe(404);
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: ana.base });
    expect(unauthenticated.statusCode).toBe(401);
    expect(
      json(await t.app.inject({ method: 'GET', url: bea.base, headers: bea.user.headers })),
    ).toHaveLength(1);
    expect(await rows(t.app, sql`select id from rates where contract_id = ${bea.contractId}`)).toEqual([]);
  });

  it('refuses invalid enums, inconsistent ages and missing release days, translated, storing nothing', async () => {
    const ctx = await setUp();
    const url = `${ctx.base}${ctx.contractId}/rates/`;
    const currency = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ currency: 'JPY' }),
    });
    expect(currency.statusCode).toBe(400);
    expect(json(currency)).toEqual({ currency: ['Moneda no admitida: elija euro, dólar, libra o real'] });

    const english = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ctx.user.headers, 'accept-language': 'en' },
      payload: rate({ currency: 'JPY' }),
    });
    expect(json(english)).toEqual({ currency: ['Unsupported currency: choose euro, dollar, pound or real'] });

    const enums = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ kind: 'discount', rateType: 'gross', expenditureCancellation: 'D-5', quotaType: 'xx' }),
    });
    expect(Object.keys(json(enums)).sort()).toEqual([
      'expenditureCancellation',
      'kind',
      'quotaType',
      'rateType',
    ]);

    const ages = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ childsAge: 5, infantAge: 8, babyAge: 1 }),
    });
    expect(ages.statusCode).toBe(400);
    expect(json(ages)).toEqual({ infantAge: ['La edad de infante debe ser menor que la de niño'] });

    const tooOld = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ childsAge: 18 }),
    });
    expect(json(tooOld)).toEqual({ childsAge: ['La edad debe ser un número entero entre 0 y 17'] });

    const release = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ releaseDays: null }),
    });
    expect(json(release)).toEqual({ releaseDays: ['Indique los días de release'] });

    const markets = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ market: { all: false, markets: [] } }),
    });
    expect(json(markets)).toEqual({ 'market.markets': ['Elija al menos un mercado'] });

    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ colour: 'red' }),
    });
    expect(json(unknown)).toEqual({ colour: ['Campo no permitido'] });

    const noName = await t.app.inject({
      method: 'POST',
      url: ctx.base,
      headers: ctx.user.headers,
      payload: { name: ' ' },
    });
    expect(json(noName)).toEqual({ name: ['Indique el nombre del contrato'] });

    expect(await rows(t.app, sql`select id from rates where contract_id = ${ctx.contractId}`)).toEqual([]);
  });

  it('keeps a hotel to 20 contracts', async () => {
    const user = await signUp(t.app);
    const hotel = await createHotel(t.app, user.headers);
    const url = `/api/rates/contracts/${user.userId}/${hotel}/`;
    for (let index = 1; index <= 20; index++) {
      const created = await t.app.inject({
        method: 'POST',
        url,
        headers: user.headers,
        payload: { name: `C${index}` },
      });
      expect(created.statusCode).toBe(201);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: user.headers,
      payload: { name: 'C21' },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ non_field_errors: ['Un hotel puede tener como máximo 20 contratos'] });
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url, headers: user.headers }))).toHaveLength(
      20,
    );
  });

  it('deletes a rate with its days; another hotel cannot', async () => {
    const ctx = await setUp();
    const other = await setUp();
    const created = await createRate(ctx);
    await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: { rates: [{ id: created.id, days: [`${nextYear}_01_01`] }] },
    });
    const url = `${ctx.base}${ctx.contractId}/rates/${created.id}/`;
    const foreign = `/api/rates/contracts/${other.user.userId}/${other.hotel}/${ctx.contractId}/rates/${created.id}/`;
    expect(
      (await t.app.inject({ method: 'DELETE', url: foreign, headers: other.user.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ctx.user.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ctx.user.headers })).statusCode).toBe(404);
    expect(await rows(t.app, sql`select day from rate_days where rate_id = ${created.id}`)).toEqual([]);
  });
});

describe('prices include tax (issue 30)', () => {
  type RateOut = { id: number; name: string; pricesIncludeTax: boolean; derived: unknown };
  const listed = async (ctx: { user: User; base: string }) =>
    json<{ rates: RateOut[] }[]>(
      await t.app.inject({ method: 'GET', url: ctx.base, headers: ctx.user.headers }),
    )
      .flatMap((contract) => contract.rates)
      .map((one) => [one.name, one.pricesIncludeTax]);
  const patch = (ctx: { user: User; base: string; contractId: number }, rateId: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `${ctx.base}${ctx.contractId}/rates/${rateId}/`,
      headers: ctx.user.headers,
      payload: { roomTypes: [], boards: [], ...payload },
    });

  it('creates a rate whose prices exclude tax, reads it back and updates it; refuses a non-boolean', async () => {
    const ctx = await setUp();
    const net = await createRate(ctx, { name: 'Neta', pricesIncludeTax: false });
    expect(net).toMatchObject({ name: 'Neta', pricesIncludeTax: false });
    await createRate(ctx, { name: 'Con impuestos' });
    expect(await listed(ctx)).toEqual([
      ['Neta', false],
      ['Con impuestos', true],
    ]);
    expect(
      await rows(t.app, sql`select prices_include_tax as "tax" from rates where id = ${net.id}`),
    ).toEqual([{ tax: false }]);

    const url = `${ctx.base}${ctx.contractId}/rates/`;
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.user.headers,
      payload: rate({ pricesIncludeTax: 'yes' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ pricesIncludeTax: ['Indique si los precios incluyen impuestos'] });

    const updated = await patch(ctx, net.id, { pricesIncludeTax: true });
    expect(updated.statusCode).toBe(200);
    expect(json(updated)).toMatchObject({ id: net.id, pricesIncludeTax: true });
    // Omitted in a PATCH: unchanged.
    const kept = await patch(ctx, net.id, {});
    expect(json(kept)).toMatchObject({ id: net.id, pricesIncludeTax: true });
    const back = await patch(ctx, net.id, { pricesIncludeTax: false });
    expect(json(back)).toMatchObject({ pricesIncludeTax: false });
    expect(await listed(ctx)).toEqual([
      ['Neta', false],
      ['Con impuestos', true],
    ]);
    const english = await t.app.inject({
      method: 'PATCH',
      url: `${url}${net.id}/`,
      headers: { ...ctx.user.headers, 'accept-language': 'en' },
      payload: { roomTypes: [], boards: [], pricesIncludeTax: 0 },
    });
    expect(english.statusCode).toBe(400);
    expect(json(english)).toEqual({ pricesIncludeTax: ['Say whether the prices include tax'] });
  });

  it('keeps an offer priced off a base rate to its base on tax: refused when it differs, following it on update', async () => {
    const ctx = await setUp();
    const base = await createRate(ctx, { name: 'Base', pricesIncludeTax: false });
    const offerBody = {
      kind: 'offer',
      name: 'Oferta',
      derived: { baseRate: base.id, kind: 'percent', value: '10' },
    };
    const differs = await t.app.inject({
      method: 'POST',
      url: `${ctx.base}${ctx.contractId}/rates/`,
      headers: ctx.user.headers,
      payload: rate(offerBody),
    });
    expect(differs.statusCode).toBe(400);
    expect(json(differs)).toEqual({
      'derived.baseRate': ['La tarifa base y esta deben coincidir en si sus precios incluyen impuestos'],
    });
    const offer = await createRate(ctx, { ...offerBody, pricesIncludeTax: false });
    expect(offer).toMatchObject({ kind: 'offer', pricesIncludeTax: false });

    // The offer alone cannot part from its base…
    const alone = await patch(ctx, offer.id, { pricesIncludeTax: true });
    expect(alone.statusCode).toBe(400);
    expect(json(alone)).toEqual({
      pricesIncludeTax: ['La tarifa base y esta deben coincidir en si sus precios incluyen impuestos'],
    });
    // …and follows it when the base changes.
    expect((await patch(ctx, base.id, { pricesIncludeTax: true })).statusCode).toBe(200);
    expect(await listed(ctx)).toEqual([
      ['Base', true],
      ['Oferta', true],
    ]);
    expect((await patch(ctx, offer.id, { pricesIncludeTax: true })).statusCode).toBe(200);
  });
});

describe('rate calendar', () => {
  it('answers an empty year, then saves days per rate with set semantics', async () => {
    const ctx = await setUp();
    const empty = await t.app.inject({
      method: 'GET',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
    });
    expect(empty.statusCode).toBe(200);
    expect(json(empty)).toEqual({ year: nextYear, days: {} });

    const a = await createRate(ctx);
    const b = await createRate(ctx, { kind: 'offer', name: 'Oferta' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: {
        rates: [
          {
            id: a.id,
            days: [`${nextYear}_03_01`, `${nextYear}_03_02`, `${nextYear}_12_31`, `${nextYear}_03_01`],
          },
          { id: b.id, days: [`${nextYear}_03_02`] },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      year: nextYear,
      days: {
        [`${nextYear}_03_01`]: [a.id],
        [`${nextYear}_03_02`]: [a.id, b.id],
        [`${nextYear}_12_31`]: [a.id],
      },
    };
    expect(json(saved)).toEqual(expected);
    expect(
      json(await t.app.inject({ method: 'GET', url: calendarUrl(ctx, nextYear), headers: ctx.user.headers })),
    ).toEqual(expected);
    // Filters: one kind, one contract.
    expect(
      json(
        await t.app.inject({
          method: 'GET',
          url: calendarUrl(ctx, nextYear, '?kind=offer'),
          headers: ctx.user.headers,
        }),
      ),
    ).toEqual({ year: nextYear, days: { [`${nextYear}_03_02`]: [b.id] } });
    expect(
      json(
        await t.app.inject({
          method: 'GET',
          url: calendarUrl(ctx, nextYear, `?contract=${ctx.contractId}&kind=rate`),
          headers: ctx.user.headers,
        }),
      ),
    ).toMatchObject({ days: { [`${nextYear}_12_31`]: [a.id] } });

    // The current year is separate: saving it leaves next year's days alone.
    await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, thisYear),
      headers: ctx.user.headers,
      payload: { rates: [{ id: a.id, days: [`${thisYear}_12_24`] }] },
    });
    // Set semantics: a's days of next year become exactly one; b, not listed, keeps its day.
    const replaced = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear, '?kind=rate'),
      headers: ctx.user.headers,
      payload: { rates: [{ id: a.id, days: [`${nextYear}_06_15`] }] },
    });
    expect(json(replaced)).toEqual({ year: nextYear, days: { [`${nextYear}_06_15`]: [a.id] } });
    expect(
      json(await t.app.inject({ method: 'GET', url: calendarUrl(ctx, nextYear), headers: ctx.user.headers })),
    ).toEqual({ year: nextYear, days: { [`${nextYear}_03_02`]: [b.id], [`${nextYear}_06_15`]: [a.id] } });
    expect(
      json(await t.app.inject({ method: 'GET', url: calendarUrl(ctx, thisYear), headers: ctx.user.headers })),
    ).toEqual({ year: thisYear, days: { [`${thisYear}_12_24`]: [a.id] } });

    const listed = json<{ rates: { id: number; days_count: number; firstDay: string | null }[] }[]>(
      await t.app.inject({ method: 'GET', url: ctx.base, headers: ctx.user.headers }),
    );
    // The first day opens the calendar on the rate's own period (issue 34).
    expect(listed[0]?.rates.map((r) => [r.id, r.days_count, r.firstDay])).toEqual([
      [a.id, 2, `${thisYear}_12_24`],
      [b.id, 1, `${nextYear}_03_02`],
    ]);

    // Clearing a rate's year.
    await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: { rates: [{ id: a.id, days: [] }] },
    });
    expect(
      json(await t.app.inject({ method: 'GET', url: calendarUrl(ctx, nextYear), headers: ctx.user.headers })),
    ).toEqual({ year: nextYear, days: { [`${nextYear}_03_02`]: [b.id] } });
  });

  it('saves a whole year for many rates in one request', async () => {
    const ctx = await setUp();
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) ids.push((await createRate(ctx, { name: `T${index}` })).id);
    const everyDay: string[] = [];
    for (let time = Date.UTC(nextYear, 0, 1); time < Date.UTC(nextYear + 1, 0, 1); time += 86_400_000) {
      everyDay.push(new Date(time).toISOString().slice(0, 10).replaceAll('-', '_'));
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: { rates: ids.map((id) => ({ id, days: everyDay })) },
    });
    expect(saved.statusCode).toBe(200);
    const days = json<{ days: Record<string, number[]> }>(saved).days;
    expect(Object.keys(days)).toHaveLength(everyDay.length);
    expect(days[`${nextYear}_07_01`]).toEqual(ids);
  });

  it('refuses a year three years away, an invalid day key, a day of another year and a foreign rate', async () => {
    const ctx = await setUp();
    const other = await setUp();
    const a = await createRate(ctx);
    await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: { rates: [{ id: a.id, days: [`${nextYear}_05_05`] }] },
    });
    const before = await rows(t.app, sql`select day from rate_days where rate_id = ${a.id}`);

    for (const year of [thisYear + 3, thisYear - 1]) {
      const far = await t.app.inject({
        method: 'GET',
        url: calendarUrl(ctx, year),
        headers: ctx.user.headers,
      });
      expect(far.statusCode).toBe(400);
      expect(json(far)).toEqual({
        year: ['Solo se pueden consultar y modificar el año actual y el siguiente'],
      });
    }
    const farEnglish = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, thisYear + 3),
      headers: { ...ctx.user.headers, 'accept-language': 'en' },
      payload: { rates: [{ id: a.id, days: [] }] },
    });
    expect(farEnglish.statusCode).toBe(400);
    expect(json(farEnglish)).toEqual({
      year: ['Only the current year and the next one can be viewed and changed'],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: calendarUrl(ctx, Number.NaN), headers: ctx.user.headers }))
        .statusCode,
    ).toBe(404);

    const badKey = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: { rates: [{ id: a.id, days: ['2027_02_28', '2027_02_30'] }] },
    });
    expect(badKey.statusCode).toBe(400);
    expect(json(badKey)).toEqual({
      'rates.0.days.1': ['La fecha no existe o no tiene el formato AAAA_MM_DD'],
    });

    const wrongYear = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(ctx, nextYear),
      headers: ctx.user.headers,
      payload: { rates: [{ id: a.id, days: [`${thisYear}_05_05`] }] },
    });
    expect(json(wrongYear)).toEqual({ 'rates.0.days.0': ['La fecha no pertenece al año indicado'] });

    const foreign = await t.app.inject({
      method: 'PUT',
      url: calendarUrl(other, nextYear),
      headers: other.user.headers,
      payload: { rates: [{ id: a.id, days: [] }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toEqual({ 'rates.0.id': ['La tarifa no existe o no pertenece a este hotel'] });

    const badKind = await t.app.inject({
      method: 'GET',
      url: calendarUrl(ctx, nextYear, '?kind=bonus'),
      headers: ctx.user.headers,
    });
    expect(badKind.statusCode).toBe(400);
    expect(json(badKind)).toEqual({ kind: ['Elija tarifa, oferta o promoción'] });

    // Nothing was lost.
    expect(await rows(t.app, sql`select day from rate_days where rate_id = ${a.id}`)).toEqual(before);
    expect(before).toHaveLength(1);
  });
});
