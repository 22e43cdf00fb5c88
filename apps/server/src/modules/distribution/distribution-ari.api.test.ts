import { type AriOut, ariOutSchema } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, rows, type TestApp, verifyHotel } from '../../test/app.ts';
import { rateBody } from '../../test/fixtures.ts';
import {
  amountMessage,
  availNotifRq as availNotif,
  statusControl as control,
  otaDay as d,
  type OtaHotel,
  otaHotel,
  personRate,
  rateAmountRq as rateAmount,
  otaRq as rq,
  otaYear as year,
} from '../../test/ota.ts';
import { expectValidOta } from '../../test/ota-schema.ts';
import { children, OTA_NAMESPACE, type OtaNode, parseOtaMessage } from './ota/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A hotel with two room types and a per-person rate, and its keys (ota.test-helpers.ts). */
const setUp = () => otaHotel(t.app);
type Ctx = OtaHotel;

const post = (headers: Record<string, string>, body: string, contentType = 'application/xml') =>
  t.app.inject({
    method: 'POST',
    url: '/api/distribution/ota',
    headers: { ...headers, 'content-type': contentType, 'accept-language': 'en' },
    payload: body,
  });

/** The answer's root element, parsed (`Success` or `Errors`). */
function answer(response: LightMyRequestResponse, root = 'OTA_HotelRateAmountNotifRS') {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const { message } = parseOtaMessage(response.body, [root]);
  const errors = children(message.Errors as OtaNode | undefined, 'Error').map((error) => ({
    code: error['@Code'],
    path: error['@NodeList'],
  }));
  return { message, errors, success: 'Success' in message };
}

const ariJson = async (ctx: Ctx, from = d(6, 1), to = d(9, 30)) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/distribution/hotels/${ctx.hotel}/ari?from=${from}&to=${to}`,
    headers: ctx.reader.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ariOutSchema.parse(json(response));
};
const otaOut = async (ctx: Ctx, kind: 'rates' | 'avail', from = d(6, 1), to = d(9, 30)) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/distribution/hotels/${ctx.hotel}/ari/ota/${kind}?from=${from}&to=${to}`,
    headers: ctx.reader.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
};

const pricesOf = (out: AriOut, rate: number, room: number, board: string) =>
  out.rates
    .find((entry) => entry.id === rate)
    ?.prices.filter((price) => price.room === room && price.board === board)
    .map(({ start, end, amounts, child, infant, baby }) => ({ start, end, amounts, child, infant, baby }));

/** What an applied or refused message may have written: counted before and after. */
async function footprint(ctx: Ctx) {
  const [counts] = await rows<{
    messages: number;
    changes: number;
    inventory: number;
    restrictions: number;
    prices: string;
  }>(
    t.app,
    sql`select
          (select count(*)::int from ota_inbound_messages) as messages,
          (select count(*)::int from distribution_changes where hotel_id = ${ctx.hotel}) as changes,
          (select count(*)::int from room_inventory where room_id in (${ctx.double}, ${ctx.single})) as inventory,
          (select count(*)::int from rate_restrictions where rate_id = ${ctx.rate}) as restrictions,
          (select md5(coalesce(string_agg(room_id || board || day || amounts::text || coalesce(child::text, '-')
              || coalesce(infant::text, '-') || coalesce(baby::text, '-'), ',' order by room_id, board, day), ''))
            from rate_prices where rate_id = ${ctx.rate}) as prices`,
  );
  if (!counts) throw new Error('no footprint');
  return counts;
}

describe('OTA in, then ARI out', () => {
  it('applies prices, allotments and restrictions, reads them back as JSON and OTA, and takes its own OTA back unchanged', async () => {
    const ctx = await setUp();
    const guests =
      '<AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="8" MaxAge="12" Amount="25.50"/><AdditionalGuestAmount AgeQualifyingCode="7" MaxAge="1" Amount="0"/></AdditionalGuestAmounts><MealsIncluded MealPlanCodes="12"/>';
    const prices = await post(
      ctx.writer.headers,
      rateAmount(
        ctx,
        'round-1',
        amountMessage(
          d(7, 1),
          d(7, 10),
          ctx.double,
          `${ctx.rate}-HB`,
          personRate('100.00', '181.00', guests),
        ) +
          amountMessage(d(7, 5), d(7, 6), ctx.double, `${ctx.rate}-HB`, personRate('110', '200')) +
          amountMessage(d(8, 1), d(8, 1), ctx.single, `${ctx.rate}-BB`, personRate('60.10', '120.20')),
      ),
    );
    const applied = answer(prices);
    expect(applied.errors).toEqual([]);
    expect(applied.success).toBe(true);
    expect(applied.message['@EchoToken']).toBe('round-1');
    expect(prices.headers['x-ota-outcome']).toBe('applied');

    const avail = await post(
      ctx.writer.headers,
      availNotif(
        ctx,
        'round-2',
        `<AvailStatusMessage BookingLimit="4">${control(d(7, 1), d(7, 3), ctx.double, undefined)}</AvailStatusMessage>` +
          `<AvailStatusMessage>${control(d(7, 2), d(7, 2), ctx.double, undefined)}<RestrictionStatus Status="Close"/></AvailStatusMessage>` +
          `<AvailStatusMessage>${control(d(7, 1), d(7, 4), undefined, `${ctx.rate}-BB`)}<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="2" TimeUnit="Day"/></LengthsOfStay><RestrictionStatus Restriction="Arrival" Status="Close"/></AvailStatusMessage>`,
      ),
    );
    expect(answer(avail, 'OTA_HotelAvailNotifRS').errors).toEqual([]);

    const out = await ariJson(ctx);
    expect(out.hotel).toEqual({ id: ctx.hotel, code: ctx.code });
    const base = { amounts: ['80.00', '70.00'], child: null, infant: null, baby: null };
    expect(pricesOf(out, ctx.rate, ctx.double, 'HB')).toEqual([
      { start: d(6, 1), end: d(6, 30), ...base },
      {
        start: d(7, 1),
        end: d(7, 4),
        amounts: ['100.00', '90.50'],
        child: '25.50',
        infant: null,
        baby: '0.00',
      },
      { start: d(7, 5), end: d(7, 6), amounts: ['110.00', '100.00'], child: null, infant: null, baby: null },
      {
        start: d(7, 7),
        end: d(7, 10),
        amounts: ['100.00', '90.50'],
        child: '25.50',
        infant: null,
        baby: '0.00',
      },
      { start: d(7, 11), end: d(9, 30), ...base },
    ]);
    expect(pricesOf(out, ctx.rate, ctx.single, 'BB')).toEqual([
      { start: d(6, 1), end: d(7, 31), ...base },
      { start: d(8, 1), end: d(8, 1), amounts: ['60.10', '60.10'], child: null, infant: null, baby: null },
      { start: d(8, 2), end: d(9, 30), ...base },
    ]);
    expect(out.inventory).toEqual([
      { room: ctx.double, start: d(7, 1), end: d(7, 1), allotment: 4, roomsLeft: 4, stopSale: false },
      { room: ctx.double, start: d(7, 2), end: d(7, 2), allotment: 4, roomsLeft: 4, stopSale: true },
      { room: ctx.double, start: d(7, 3), end: d(7, 3), allotment: 4, roomsLeft: 4, stopSale: false },
    ]);
    const rate = out.rates.find((entry) => entry.id === ctx.rate);
    // Stays and closings sent for the BB rate plan act on BB only, for each room type of the rate
    // (issue 30: never on HB, never on the rate as a whole).
    expect(rate?.restrictions).toEqual([]);
    const bb = { board: 'BB', start: d(7, 1), end: d(7, 4), minStay: 2, maxStay: null };
    const closed = { closedArrival: true, closedDeparture: false, stopSale: false };
    expect(rate?.planControls).toEqual(
      [ctx.double, ctx.single].sort((a, b) => a - b).map((room) => ({ room, ...bb, ...closed })),
    );
    expect(rate?.ratePlans).toEqual([
      { code: `${ctx.rate}-BB`, board: 'BB', mealPlanCode: 3 },
      { code: `${ctx.rate}-HB`, board: 'HB', mealPlanCode: 12 },
    ]);

    // OTA out says the same: the July HB range as written, per guest totals and guest ages.
    const ratesXml = await otaOut(ctx, 'rates');
    expectValidOta(ratesXml);
    expect(ratesXml).toContain(
      `<RateAmountMessage><StatusApplicationControl Start="${d(7, 1)}" End="${d(7, 4)}" InvTypeCode="${ctx.double}" RatePlanCode="${ctx.rate}-HB"/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="100.00" CurrencyCode="EUR"/><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="181.00" CurrencyCode="EUR"/></BaseByGuestAmts><AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="8" MaxAge="12" Amount="25.50" CurrencyCode="EUR"/><AdditionalGuestAmount AgeQualifyingCode="7" MaxAge="1" Amount="0.00" CurrencyCode="EUR"/></AdditionalGuestAmounts><MealsIncluded MealPlanCodes="12"/></Rate></Rates></RateAmountMessage>`,
    );
    const availXml = await otaOut(ctx, 'avail');
    expectValidOta(availXml);
    // The rate's release days (7) on every day it applies, per rate plan.
    expect(availXml).toContain(
      `<AvailStatusMessage><StatusApplicationControl Start="${d(6, 1)}" End="${d(9, 30)}" RatePlanCode="${ctx.rate}-BB"/><RestrictionStatus MinAdvancedBookingOffset="P7D"/></AvailStatusMessage>`,
    );
    expect(availXml).toContain(
      `<AvailStatusMessage BookingLimit="4" BookingLimitMessageType="SetLimit"><StatusApplicationControl Start="${d(7, 1)}" End="${d(7, 3)}" InvTypeCode="${ctx.double}"/></AvailStatusMessage>`,
    );
    expect(availXml).toContain(
      `<AvailStatusMessage><StatusApplicationControl Start="${d(7, 2)}" End="${d(7, 2)}" InvTypeCode="${ctx.double}"/><RestrictionStatus Status="Close"/></AvailStatusMessage>`,
    );
    expect(availXml).toContain(
      `<AvailStatusMessage><StatusApplicationControl Start="${d(7, 1)}" End="${d(7, 4)}" InvTypeCode="${ctx.double}" RatePlanCode="${ctx.rate}-BB"/><RestrictionStatus Restriction="Arrival" Status="Close"/></AvailStatusMessage>`,
    );
    expect(availXml).toContain(
      `<AvailStatusMessage><StatusApplicationControl Start="${d(7, 1)}" End="${d(7, 4)}" InvTypeCode="${ctx.double}" RatePlanCode="${ctx.rate}-BB"/><LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="2" TimeUnit="Day"/></LengthsOfStay></AvailStatusMessage>`,
    );
    expect(availXml).not.toContain(`RatePlanCode="${ctx.rate}-HB"/><RestrictionStatus Restriction="Arrival"`);

    // Our own notifications, posted back under new tokens, apply and change nothing.
    const before = await footprint(ctx);
    const tokenised = (xml: string, token: string) =>
      xml.replace(/EchoToken="[^"]*"/, `EchoToken="${token}"`);
    expect(answer(await post(ctx.writer.headers, tokenised(ratesXml, 'back-1'))).errors).toEqual([]);
    expect(
      answer(await post(ctx.writer.headers, tokenised(availXml, 'back-2')), 'OTA_HotelAvailNotifRS').errors,
    ).toEqual([]);
    const after = await footprint(ctx);
    expect(after.prices).toBe(before.prices);
    expect(after.inventory).toBe(before.inventory);
    expect(after.restrictions).toBe(before.restrictions);
    expect(await ariJson(ctx)).toEqual(out);
  });

  it('records one change-feed row per rate applied, in the transaction of the write', async () => {
    const ctx = await setUp();
    const before = await footprint(ctx);
    const response = await post(
      ctx.writer.headers,
      rateAmount(
        ctx,
        'feed-1',
        amountMessage(d(7, 1), d(7, 2), ctx.double, `${ctx.rate}-BB`, personRate('1', '2')),
      ),
    );
    expect(answer(response).errors).toEqual([]);
    const changes = await rows<{ kind: string; detail: unknown }>(
      t.app,
      sql`select kind, detail from distribution_changes where hotel_id = ${ctx.hotel} order by id desc limit 1`,
    );
    expect((await footprint(ctx)).changes).toBe(before.changes + 1);
    expect(changes).toEqual([{ kind: 'rates', detail: { rate: ctx.rate, from: d(7, 1), to: d(7, 2) } }]);
  });

  it('resolves a derived offer from its base rate on the days the offer applies, and refuses prices written to it', async () => {
    const ctx = await setUp();
    const offer = await t.app.inject({
      method: 'POST',
      url: `${ctx.base}${ctx.contractId}/rates/`,
      headers: ctx.user.headers,
      payload: rateBody({
        kind: 'offer',
        name: 'Oferta',
        priceRoomType: 'person',
        derived: { baseRate: ctx.rate, kind: 'percent', value: '10' },
      }),
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offerId = json<{ id: number }>(offer).id;
    await rows(
      t.app,
      sql`insert into rate_days (rate_id, day) select ${offerId}, day::date
          from generate_series(${d(6, 10)}::date, ${d(6, 12)}::date, '1 day') as day`,
    );
    const out = await ariJson(ctx);
    expect(pricesOf(out, offerId, ctx.double, 'BB')).toEqual([
      { start: d(6, 10), end: d(6, 12), amounts: ['72.00', '63.00'], child: null, infant: null, baby: null },
    ]);
    expect(out.rates.find((entry) => entry.id === offerId)?.derived).toEqual({
      baseRate: ctx.rate,
      kind: 'percent',
      value: '10',
    });

    const before = await footprint(ctx);
    const refused = answer(
      await post(
        ctx.writer.headers,
        rateAmount(
          ctx,
          'derived-1',
          amountMessage(d(6, 10), d(6, 10), ctx.double, `${offerId}-BB`, personRate('1', '2')),
        ),
      ),
    );
    expect(refused.errors).toEqual([
      { code: '320', path: 'RateAmountMessages/RateAmountMessage[1]/Rates/Rate' },
    ]);
    expect(await footprint(ctx)).toEqual(before);
  });

  it('refuses a whole message for one bad element, naming it, and writes nothing', async () => {
    const ctx = await setUp();
    const other = await setUp();
    const before = await footprint(ctx);
    const good = (day: number) =>
      amountMessage(d(7, day), d(7, day), ctx.double, `${ctx.rate}-BB`, personRate('50', '100'));
    const response = await post(
      ctx.writer.headers,
      rateAmount(
        ctx,
        'whole-1',
        good(1) +
          good(2) +
          good(3) +
          amountMessage(d(7, 4), d(7, 4), other.double, `${ctx.rate}-BB`, personRate('50', '100')) +
          amountMessage(
            `${year + 5}-01-01`,
            `${year + 5}-01-02`,
            ctx.double,
            `${ctx.rate}-BB`,
            personRate('50', '100'),
          ) +
          amountMessage(
            d(7, 6),
            d(7, 6),
            ctx.single,
            `${ctx.rate}-BB`,
            personRate('50', '100', '<BaseByGuestAmts/>'),
          ) +
          amountMessage(
            d(7, 7),
            d(7, 7),
            ctx.single,
            `${ctx.rate}-BB`,
            '<BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="1"/><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="2"/><BaseByGuestAmt NumberOfGuests="3" AmountAfterTax="3"/></BaseByGuestAmts>',
          ),
      ),
    );
    const refused = answer(response);
    expect(refused.success).toBe(false);
    expect(refused.errors).toEqual([
      { code: '402', path: 'RateAmountMessages/RateAmountMessage[4]/StatusApplicationControl/@InvTypeCode' },
      { code: '15', path: 'RateAmountMessages/RateAmountMessage[5]/StatusApplicationControl/@Start' },
      { code: '15', path: 'RateAmountMessages/RateAmountMessage[5]/StatusApplicationControl/@End' },
      { code: '320', path: 'RateAmountMessages/RateAmountMessage[6]/Rates/Rate/BaseByGuestAmts' },
      { code: '320', path: 'RateAmountMessages/RateAmountMessage[7]/Rates/Rate/BaseByGuestAmts' },
    ]);
    // Translated, with the element in the text too.
    expect(response.body).toContain('Unknown room type for this hotel');
    expect(response.body).not.toContain('ota.errors');
    expect(response.body).toContain('Language="en"');
    expect(response.headers['x-ota-outcome']).toBe('refused');
    expect(await footprint(ctx)).toEqual(before);

    // The corrected message may reuse the token of the refused one.
    expect(answer(await post(ctx.writer.headers, rateAmount(ctx, 'whole-1', good(1)))).success).toBe(true);
  });

  it('refuses a minimum stay above the maximum once merged with what the days hold, inside the transaction', async () => {
    const ctx = await setUp();
    const plan = `${ctx.rate}-BB`;
    const los = (type: string, time: number) =>
      `<LengthsOfStay><LengthOfStay MinMaxMessageType="${type}" Time="${time}"/></LengthsOfStay>`;
    const first = await post(
      ctx.writer.headers,
      availNotif(
        ctx,
        'stay-1',
        `<AvailStatusMessage>${control(d(7, 1), d(7, 5), undefined, plan)}${los('SetMaxLOS', 3)}</AvailStatusMessage>`,
      ),
    );
    expect(answer(first, 'OTA_HotelAvailNotifRS').success).toBe(true);
    const before = await footprint(ctx);
    const second = answer(
      await post(
        ctx.writer.headers,
        availNotif(
          ctx,
          'stay-2',
          `<AvailStatusMessage BookingLimit="2">${control(d(7, 1), d(7, 1), ctx.double, undefined)}</AvailStatusMessage>` +
            `<AvailStatusMessage>${control(d(7, 4), d(7, 4), undefined, plan)}${los('SetMinLOS', 5)}</AvailStatusMessage>`,
        ),
      ),
      'OTA_HotelAvailNotifRS',
    );
    expect(second.errors).toEqual([
      { code: '320', path: 'AvailStatusMessages/AvailStatusMessage[2]/LengthsOfStay/LengthOfStay[1]/@Time' },
    ]);
    expect(await footprint(ctx)).toEqual(before);
  });
});

describe('ARI out as OTA', () => {
  it('is valid against the OpenTravel 2015B schema with nothing set, with prices only, and per room', async () => {
    const ctx = await setUp();
    // Nothing in January (the rate sells June to September): no messages, and still valid.
    const emptyRates = await otaOut(ctx, 'rates', d(1, 1), d(1, 31));
    const emptyAvail = await otaOut(ctx, 'avail', d(1, 1), d(1, 31));
    for (const xml of [emptyRates, emptyAvail]) {
      expectValidOta(xml);
      expect(xml).not.toContain('Messages');
    }
    // Base prices, no allotment nor restriction: only the release days in availability.
    const rates = await otaOut(ctx, 'rates');
    const avail = await otaOut(ctx, 'avail');
    expectValidOta(rates);
    expectValidOta(avail);
    expect(avail.match(/<AvailStatusMessage>/g)).toHaveLength(2);
    expect(avail).toContain(
      `<StatusApplicationControl Start="${d(6, 1)}" End="${d(9, 30)}" RatePlanCode="${ctx.rate}-HB"/><RestrictionStatus MinAdvancedBookingOffset="P7D"/>`,
    );

    // A per-room rate without release days, with a closed departure and a maximum stay.
    const perRoom = await t.app.inject({
      method: 'POST',
      url: `${ctx.base}${ctx.contractId}/rates/`,
      headers: ctx.user.headers,
      payload: rateBody({
        name: 'Por habitación',
        quotaType: 'free_sale',
        releaseDays: null,
        roomTypes: [ctx.double],
        boards: ['RO'],
        period: { start: `${year}_06_01`, end: `${year}_06_30` },
        basePrices: [{ room: ctx.double, board: 'RO', price: { amounts: ['120'] } }],
      }),
    });
    expect(perRoom.statusCode, perRoom.body).toBe(201);
    const perRoomId = json<{ id: number }>(perRoom).id;
    const restricted = await post(
      ctx.writer.headers,
      availNotif(
        ctx,
        'valid-1',
        `<AvailStatusMessage>${control(d(6, 5), d(6, 5), undefined, `${perRoomId}-RO`)}<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMaxLOS" Time="3" TimeUnit="Day"/></LengthsOfStay><RestrictionStatus Restriction="Departure" Status="Close"/></AvailStatusMessage>` +
          `<AvailStatusMessage BookingLimit="3">${control(d(6, 5), d(6, 6), ctx.double, undefined)}</AvailStatusMessage>`,
      ),
    );
    expect(answer(restricted, 'OTA_HotelAvailNotifRS').errors).toEqual([]);
    const withRoomRate = await otaOut(ctx, 'rates');
    const withRestrictions = await otaOut(ctx, 'avail');
    expectValidOta(withRoomRate);
    expectValidOta(withRestrictions);
    expect(withRoomRate).toContain(
      `RatePlanCode="${perRoomId}-RO"/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="120.00" CurrencyCode="EUR"/></BaseByGuestAmts><MealsIncluded MealPlanCodes="14"/>`,
    );
    expect(withRestrictions).toContain('<RestrictionStatus Restriction="Departure" Status="Close"/>');
    expect(withRestrictions).toContain('MinMaxMessageType="SetMaxLOS" Time="3"');
    expect(withRestrictions).toContain('BookingLimit="3"');
    expect(withRestrictions).not.toContain(
      `RatePlanCode="${perRoomId}-RO"/><RestrictionStatus MinAdvancedBookingOffset`,
    );
  });
});

describe('ARI out of a rate whose prices exclude tax (issue 30)', () => {
  it('writes AmountBeforeTax for its base amounts, valid against the schema, says so in JSON, and takes it back', async () => {
    const ctx = await setUp();
    const create = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${ctx.base}${ctx.contractId}/rates/`,
        headers: ctx.user.headers,
        payload: rateBody({
          quotaType: 'free_sale',
          releaseDays: null,
          pricesIncludeTax: false,
          period: { start: `${year}_06_01`, end: `${year}_06_30` },
          ...body,
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return json<{ id: number; pricesIncludeTax: boolean }>(response);
    };
    const perPerson = await create({
      name: 'Neta por persona',
      priceRoomType: 'person',
      roomTypes: [ctx.double],
      boards: ['BB'],
      basePrices: [{ room: ctx.double, board: 'BB', price: { amounts: ['50', '45'], child: '20' } }],
    });
    const perRoom = await create({
      name: 'Neta por habitación',
      roomTypes: [ctx.single],
      boards: ['RO'],
      basePrices: [{ room: ctx.single, board: 'RO', price: { amounts: ['120'] } }],
    });
    expect([perPerson.pricesIncludeTax, perRoom.pricesIncludeTax]).toEqual([false, false]);

    const out = await ariJson(ctx, d(6, 1), d(6, 30));
    expect(out.rates.map((rate) => [rate.id, rate.pricesIncludeTax])).toEqual([
      [ctx.rate, true],
      [perPerson.id, false],
      [perRoom.id, false],
    ]);

    const xml = await otaOut(ctx, 'rates', d(6, 1), d(6, 30));
    expectValidOta(xml);
    expect(xml).toContain(
      `RatePlanCode="${perPerson.id}-BB"/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountBeforeTax="50.00" CurrencyCode="EUR"/><BaseByGuestAmt NumberOfGuests="2" AmountBeforeTax="90.00" CurrencyCode="EUR"/></BaseByGuestAmts><AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="8" MaxAge="12" Amount="20.00" CurrencyCode="EUR"/></AdditionalGuestAmounts><MealsIncluded MealPlanCodes="3"/></Rate></Rates>`,
    );
    expect(xml).toContain(
      `RatePlanCode="${perRoom.id}-RO"/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt AmountBeforeTax="120.00" CurrencyCode="EUR"/></BaseByGuestAmts><MealsIncluded MealPlanCodes="14"/></Rate></Rates>`,
    );
    // The rate whose prices include tax keeps AmountAfterTax, and no amount says both.
    expect(xml).toContain(
      `RatePlanCode="${ctx.rate}-BB"/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="80.00"`,
    );
    expect(xml.match(/AmountBeforeTax=/g)).toHaveLength(3);
    expect(xml).not.toMatch(/AmountBeforeTax="[^"]*" AmountAfterTax|AmountAfterTax="[^"]*" AmountBeforeTax/);

    // OTA in reads the same basis: our own message, posted back, applies and changes nothing.
    const back = await post(
      ctx.writer.headers,
      xml.replace(/EchoToken="[^"]*"/, 'EchoToken="before-tax-back"'),
    );
    expect(answer(back).errors).toEqual([]);
    expect(await ariJson(ctx, d(6, 1), d(6, 30))).toEqual(out);
  });
});

describe('EchoToken', () => {
  it('applies a message once: a copy answers the stored answer and writes nothing', async () => {
    const ctx = await setUp();
    const body = rateAmount(
      ctx,
      'once-1',
      amountMessage(d(7, 1), d(7, 1), ctx.double, `${ctx.rate}-BB`, personRate('10', '20')),
    );
    const first = await post(ctx.writer.headers, body);
    expect(answer(first).success).toBe(true);
    const after = await footprint(ctx);
    const again = await post(ctx.writer.headers, body);
    expect(again.headers['x-ota-outcome']).toBe('duplicate');
    expect(again.body).toBe(first.body);
    expect(await footprint(ctx)).toEqual(after);
    // Another key's token space is its own.
    const second = await createApiKey(t.app, { scopes: ['ari:write'], hotels: [ctx.hotel] });
    expect((await post(second.headers, body)).headers['x-ota-outcome']).toBe('applied');
  });

  it('applies two concurrent copies once', async () => {
    const ctx = await setUp();
    const before = await footprint(ctx);
    const body = rateAmount(
      ctx,
      'race-1',
      amountMessage(d(7, 1), d(7, 9), ctx.double, `${ctx.rate}-BB`, personRate('10', '20')),
    );
    const answers = await Promise.all([post(ctx.writer.headers, body), post(ctx.writer.headers, body)]);
    expect(answers.map((response) => response.headers['x-ota-outcome']).sort()).toEqual([
      'applied',
      'duplicate',
    ]);
    for (const response of answers) expect(answer(response).success).toBe(true);
    const after = await footprint(ctx);
    expect(after.changes).toBe(before.changes + 1);
    expect(after.messages).toBe(before.messages + 1);
  });

  it('is required', async () => {
    const ctx = await setUp();
    const before = await footprint(ctx);
    const body = rateAmount(
      ctx,
      '',
      amountMessage(d(7, 1), d(7, 1), ctx.double, `${ctx.rate}-BB`, personRate('10', '20')),
    );
    expect(answer(await post(ctx.writer.headers, body)).errors).toEqual([
      { code: '321', path: '@EchoToken' },
    ]);
    expect(await footprint(ctx)).toEqual(before);
  });
});

describe('keys and scopes', () => {
  it('an ari:read key cannot post, an ari:write key cannot read, and neither reaches another hotel', async () => {
    const ctx = await setUp();
    const other = await setUp();
    const before = await footprint(other);
    const message = (code: string, token: string) =>
      rateAmount(
        ctx,
        token,
        amountMessage(d(7, 1), d(7, 1), other.double, `${other.rate}-BB`, personRate('1', '2')),
        code,
      );
    expect((await post(ctx.reader.headers, message(other.code, 'scope-1'))).statusCode).toBe(403);
    expect((await post({}, message(other.code, 'scope-2'))).statusCode).toBe(401);
    expect((await post(ctx.user.headers, message(other.code, 'scope-3'))).statusCode).toBe(401);
    // A key for hotel A naming hotel B: an OTA error, the same as an unknown code, nothing written.
    const refused = answer(await post(ctx.writer.headers, message(other.code, 'scope-4')));
    expect(refused.errors).toEqual([{ code: '392', path: 'RateAmountMessages/@HotelCode' }]);
    const unknown = answer(await post(ctx.writer.headers, message('NO-SUCH-CODE', 'scope-5')));
    expect(unknown.errors).toEqual(refused.errors);
    expect(await footprint(other)).toEqual(before);

    const read = (headers: Record<string, string>, hotel: number, path = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${hotel}/ari${path}?from=${d(7, 1)}&to=${d(7, 2)}`,
        headers,
      });
    expect((await read(ctx.writer.headers, ctx.hotel)).statusCode).toBe(403);
    expect((await read(ctx.reader.headers, other.hotel)).statusCode).toBe(404);
    expect((await read(ctx.reader.headers, other.hotel, '/ota/rates')).statusCode).toBe(404);
    expect((await read(ctx.user.headers, ctx.hotel, '/ota/avail')).statusCode).toBe(401);
    expect((await read(ctx.reader.headers, ctx.hotel, '/ota/avail')).statusCode).toBe(200);
  });
});

describe('only verified hotels are distributed (decision 044)', () => {
  it("answers an unverified hotel's ARI as a hotel the key does not reach, JSON and OTA, out and in; verified, it is read", async () => {
    const ctx = await otaHotel(t.app, { verified: false });
    const all = await createApiKey(t.app, { scopes: ['ari:read', 'ari:write'], allHotels: true });
    const read = (headers: Record<string, string>, hotel: number, path: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${hotel}/ari${path}?from=${d(6, 1)}&to=${d(9, 30)}`,
        headers,
      });
    for (const path of ['', '/ota/rates', '/ota/avail']) {
      const missing = await read(all.headers, 999_999, path);
      expect(missing.statusCode, path).toBe(404);
      for (const headers of [ctx.reader.headers, all.headers]) {
        const refused = await read(headers, ctx.hotel, path);
        expect(refused.statusCode, path).toBe(404);
        expect(refused.body, path).toBe(missing.body);
      }
    }
    // OTA in: the same OTA error as an unknown code, nothing written.
    const before = await footprint(ctx);
    const body = (code: string, token: string) =>
      rateAmount(
        ctx,
        token,
        amountMessage(d(7, 1), d(7, 1), ctx.double, `${ctx.rate}-BB`, personRate('1', '1')),
        code,
      );
    const unknown = answer(await post(ctx.writer.headers, body('NO-SUCH-CODE', 'unverified-1')));
    expect(unknown.errors).toEqual([{ code: '392', path: 'RateAmountMessages/@HotelCode' }]);
    for (const [headers, token] of [
      [ctx.writer.headers, 'unverified-2'],
      [all.headers, 'unverified-3'],
    ] as const) {
      expect(answer(await post(headers, body(ctx.code, token))).errors).toEqual(unknown.errors);
    }
    expect(await footprint(ctx)).toEqual(before);

    await verifyHotel(t.app, ctx.hotel, ctx.user.userId);
    expect(pricesOf(await ariJson(ctx), ctx.rate, ctx.double, 'BB')?.length).toBeGreaterThan(0);
    expect(await otaOut(ctx, 'rates')).toContain(`HotelCode="${ctx.code}"`);
    expect(await otaOut(ctx, 'avail')).toContain(`HotelCode="${ctx.code}"`);
    expect(answer(await post(all.headers, body(ctx.code, 'unverified-4'))).success).toBe(true);
  });
});

describe('ARI out ranges', () => {
  it('takes from and to as ISO dates, in order, at most 366 days', async () => {
    const ctx = await setUp();
    const query = async (params: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${ctx.hotel}/ari?${params}`,
        headers: { ...ctx.reader.headers, 'accept-language': 'en' },
      });
      return { status: response.statusCode, fields: Object.keys(json(response)) };
    };
    expect(await query(`from=${d(7, 2)}&to=${d(7, 1)}`)).toEqual({ status: 400, fields: ['to'] });
    expect(await query(`from=${year}-01-01&to=${year + 1}-01-02`)).toEqual({ status: 400, fields: ['to'] });
    expect(await query(`from=${year}-02-30&to=${d(7, 1)}`)).toEqual({ status: 400, fields: ['from'] });
    expect(await query(`from=${year}_01_01&to=${d(7, 1)}`)).toEqual({ status: 400, fields: ['from'] });
    expect((await query(`from=${year}-01-01&to=${year}-12-31`)).status).toBe(200);
    const empty = await ariJson(ctx, d(1, 1), d(1, 31));
    expect(empty.rates[0]?.prices).toEqual([]);
    expect(empty.inventory).toEqual([]);
  });
});

describe('hostile XML', () => {
  it('refuses billion laughs, external entities, another namespace, another root, not XML and JSON with 400; 50 MB with 413; nothing written', async () => {
    const ctx = await setUp();
    const before = await footprint(ctx);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>${rateAmount(ctx, 'evil-1', '&lol2;').replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${rateAmount(ctx, 'evil-2', '<RateAmountMessage>&x;</RateAmountMessage>').replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    const withoutNamespace = rateAmount(ctx, 'evil-7', '').replace(` xmlns="${OTA_NAMESPACE}"`, '');
    // Every answer is an OTA document (issue 30 item 5): the message's own …RS when its root is
    // one of ours, else OTA_ErrorRS; valid against the 2015B schemas.
    const cases: [string, string, string][] = [
      [laughs, 'application/xml', 'OTA_ErrorRS ErrorCode="Malformed"'],
      [external, 'text/xml', 'OTA_ErrorRS ErrorCode="Malformed"'],
      [
        rateAmount(ctx, 'evil-3', '').replace(OTA_NAMESPACE, 'http://www.opentravel.org/OTA/2099/01'),
        'application/xml',
        'OTA_HotelRateAmountNotifRS',
      ],
      [withoutNamespace, 'application/xml', 'OTA_HotelRateAmountNotifRS'],
      [
        rq('OTA_HotelResNotifRQ', 'evil-4', 'HotelReservations', ctx.code, ''),
        'application/xml',
        'OTA_ErrorRS ErrorCode="UnrecognizedRoot"',
      ],
      ['this is not xml', 'application/xml', 'OTA_ErrorRS ErrorCode="Malformed"'],
      ['<OTA_HotelRateAmountNotifRQ xmlns="x">', 'text/xml', 'OTA_ErrorRS ErrorCode="Malformed"'],
    ];
    for (const [body, type, expected] of cases) {
      const response = await post(ctx.writer.headers, body, type);
      expect(response.statusCode, body.slice(0, 80)).toBe(400);
      expect(response.headers['content-type']).toContain('application/xml');
      const [root, code] = expected.split(' ');
      expect(response.body, body.slice(0, 80)).toContain(`<${root} xmlns=`);
      if (code) expect(response.body).toContain(code);
      expectValidOta(response.body);
    }
    expect((await post(ctx.writer.headers, withoutNamespace)).body).toContain(
      '<Errors><Error Type="7" Code="450" ShortText="Unable to process" NodeList="@xmlns"',
    );
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/distribution/ota',
      headers: ctx.writer.headers,
      payload: { xml: rateAmount(ctx, 'evil-5', '') },
    });
    expect(asJson.statusCode).toBe(415);
    expectValidOta(asJson.body);

    // Over the limit: refused on the declared length, before the body is read, as OTA.
    const huge = rateAmount(ctx, 'evil-6', `<!--${'x'.repeat(50 * 1024 * 1024)}-->`);
    const tooLarge = await post(ctx.writer.headers, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain('<OTA_ErrorRS');
    expectValidOta(tooLarge.body);
    // No key: 401 at once, as OTA, whatever the body.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/distribution/ota',
      headers: { 'content-type': 'application/xml' },
      payload: huge,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expectValidOta(anonymous.body);
    expect(await footprint(ctx)).toEqual(before);
  });
});
