// A rate's contract terms and the hotel's taxes out to the group's systems (issue 33 item 6,
// decision 066): whole in the ARI JSON; as OTA_HotelRatePlanNotifRQ Supplements, Offers and
// RatePlanLevelFee, valid against 2015B, with what OTA cannot say exactly left out; and every save
// on the change feed and the webhooks.
import { ariOutSchema, termDefaults } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, rows, type TestApp } from '../../../test/app.ts';
import { expectValidOta } from '../../../test/ota-schema.ts';
import { hotelSellingJuly, julyDay, reservationYear } from '../../../test/reservations.ts';
import { children, type OtaNode, parseOtaMessage } from '../ota/index.ts';

let t: TestApp;
let endpointId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [endpoint] = await rows<{ id: number }>(
    t.app,
    sql`insert into webhook_endpoints (url, secret, events)
        values ('https://hooks.example.com/terms', 's', array['rates.changed']) returning id`,
  );
  endpointId = endpoint?.id ?? 0;
});
afterAll(() => t.close());

type Ctx = Awaited<ReturnType<typeof hotelSellingJuly>>;
const range = `from=${julyDay(1)}&to=${julyDay(31)}`;

/** A term of every kind; the last three have no exact OTA form (decision 066) and stay out of it. */
function termsOf(room: number) {
  const term = (fields: { code: string } & Record<string, unknown>) => ({ ...termDefaults(), ...fields });
  return [
    term({
      code: 'BRK',
      kind: 'board_supplement',
      effect: 'supplement',
      value: { amount: '18.5' },
      per: 'person',
      boards: ['BB'],
    }),
    // For a board the rate does not sell: on no rate plan.
    term({
      code: 'HB',
      kind: 'board_supplement',
      effect: 'supplement',
      value: { amount: '30' },
      per: 'person',
      boards: ['HB'],
    }),
    term({
      code: 'SGL',
      kind: 'single_use',
      effect: 'supplement',
      value: { percent: '20' },
      guests: { min: null, max: 1 },
    }),
    term({
      code: 'XBED',
      kind: 'extra_bed',
      effect: 'supplement',
      value: { amount: '25' },
      roomTypes: [room],
      guests: { min: 3, max: null },
    }),
    term({
      code: 'CHILD',
      kind: 'child',
      effect: 'supplement',
      value: { amount: '12' },
      per: 'person',
      ages: { min: 2, max: 11 },
    }),
    term({
      code: 'EB',
      kind: 'early_booking',
      effect: 'discount',
      value: { percent: '10' },
      order: 1,
      leadDays: { min: 30, max: null },
      booking: { from: `${reservationYear}-01-01`, to: `${reservationYear}-06-30` },
    }),
    term({
      code: 'LM',
      kind: 'last_minute',
      effect: 'discount',
      value: { percent: '5' },
      combination: 'exclusive',
      leadDays: { min: null, max: 7 },
    }),
    term({
      code: 'LS',
      kind: 'long_stay',
      effect: 'discount',
      value: { percent: '5' },
      order: 2,
      nights: { min: 7, max: null },
    }),
    term({
      code: 'MIN',
      kind: 'min_stay',
      effect: 'discount',
      value: { amount: '10' },
      period: 'stay',
      nights: { min: 3, max: 14 },
      combination: 'only_with',
      combinesWith: ['EB'],
    }),
    term({
      code: 'F7',
      kind: 'free_nights',
      effect: 'discount',
      value: null,
      freeNights: { nights: 7, free: 1, which: 'last', repeats: true },
    }),
    term({
      code: 'ARR',
      kind: 'arrival_day',
      effect: 'discount',
      value: { percent: '8' },
      arrivalWeekdays: [6, 7],
    }),
    term({
      code: 'WKD',
      kind: 'weekday',
      effect: 'discount',
      value: { amount: '8' },
      weekdays: [5, 6],
      guests: { min: 2, max: 4 },
      roomTypes: [room],
    }),
    term({
      code: 'GEN',
      kind: 'general',
      effect: 'discount',
      value: { percent: '3' },
      combination: 'exclusive',
      stay: { from: julyDay(1), to: julyDay(15) },
    }),
    // Out of OTA: the cheapest night (a pattern is positional), a supplement by weekday, babies only.
    term({
      code: 'CHEAP',
      kind: 'free_nights',
      effect: 'discount',
      value: null,
      freeNights: { nights: 4, free: 1, which: 'cheapest', repeats: true },
    }),
    term({ code: 'SAT', kind: 'general', effect: 'supplement', value: { amount: '9' }, weekdays: [6] }),
    term({
      code: 'BABY',
      kind: 'child',
      effect: 'discount',
      value: { percent: '100' },
      per: 'person',
      ages: { min: 0, max: 0 },
    }),
  ];
}

function taxesOf(ctx: Ctx) {
  const tax = (fields: Record<string, unknown>) => ({
    kind: 'tax',
    stay: { from: null, to: null },
    roomTypes: [],
    rateIds: [],
    ages: null,
    per: 'room',
    period: 'night',
    included: false,
    collectedBy: 'group',
    maxNights: null,
    ...fields,
  });
  return [
    tax({
      code: 'CITY',
      name: 'Tasa turística',
      value: { amount: '2.48' },
      per: 'person',
      ages: { min: 16, max: null },
      maxNights: 7,
      collectedBy: 'hotel',
    }),
    tax({ code: 'VAT', name: 'IVA', value: { percent: '10' }, included: true }),
    tax({
      code: 'RESORT',
      name: 'Resort fee',
      kind: 'fee',
      value: { amount: '15' },
      period: 'stay',
      rateIds: [ctx.rate],
      stay: { from: julyDay(1), to: julyDay(20) },
    }),
    // Out of OTA: a Fee of the rate plan cannot be limited to some room types.
    tax({ code: 'ROOMFEE', name: 'Limpieza', kind: 'fee', value: { amount: '5' }, roomTypes: [ctx.room] }),
  ];
}

async function setUp() {
  const ctx = await hotelSellingJuly(t.app, { verified: true });
  const base = `/api/rates/contracts/${ctx.user.userId}/${ctx.hotel}`;
  const terms = termsOf(ctx.room);
  const taxes = taxesOf(ctx);
  const savedTerms = await t.app.inject({
    method: 'PUT',
    url: `${base}/${ctx.contract}/rates/${ctx.rate}/terms/`,
    headers: ctx.user.headers,
    payload: { terms },
  });
  expect(savedTerms.statusCode, savedTerms.body).toBe(200);
  const savedTaxes = await t.app.inject({
    method: 'PUT',
    url: `/api/rates/contracts/taxes/${ctx.user.userId}/${ctx.hotel}/`,
    headers: ctx.user.headers,
    payload: { taxes },
  });
  expect(savedTaxes.statusCode, savedTaxes.body).toBe(200);
  const reader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
  return { ...ctx, base, terms, taxes, reader };
}

async function ratePlans(ctx: Awaited<ReturnType<typeof setUp>>): Promise<Map<string, OtaNode>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/distribution/hotels/${ctx.hotel}/ari/ota/rateplans?${range}`,
    headers: ctx.reader.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expectValidOta(response.body);
  const { message } = parseOtaMessage(response.body, ['OTA_HotelRatePlanNotifRQ']);
  return new Map(
    children(message.RatePlans as OtaNode, 'RatePlan').map((plan) => [String(plan['@RatePlanCode']), plan]),
  );
}

describe('contract terms and taxes in ARI out', () => {
  it('sends every term and tax whole in the JSON, as saved', async () => {
    const ctx = await setUp();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/ari?${range}`,
      headers: ctx.reader.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const out = ariOutSchema.parse(json(response));
    expect(out.rates.map((rate) => [rate.id, rate.terms])).toEqual([[ctx.rate, ctx.terms]]);
    expect(out.taxes).toEqual(ctx.taxes);
  });

  it('sends supplements as Supplements, per board and room type, valid against 2015B', async () => {
    const ctx = await setUp();
    const plans = await ratePlans(ctx);
    const codes = (plan: OtaNode | undefined) =>
      children(plan?.Supplements as OtaNode, 'Supplement').map(
        (supplement) => (supplement.Description as OtaNode)['@Name'],
      );
    // The plan of the rate's only board (BB): its board supplement, not HB's; not SAT (by weekday).
    expect([...plans.keys()]).toEqual([`${ctx.rate}-BB`]);
    expect(codes(plans.get(`${ctx.rate}-BB`))).toEqual(['BRK', 'SGL', 'XBED', 'CHILD']);
    const [board, single, extraBed, child] = children(
      plans.get(`${ctx.rate}-BB`)?.Supplements as OtaNode,
      'Supplement',
    );
    expect(board).toMatchObject({
      '@SupplementType': 'Board',
      '@Amount': '18.50',
      '@CurrencyCode': 'EUR',
      '@ChargeTypeCode': '21',
      '@AddToBasicRateIndicator': 'true',
      '@MandatoryIndicator': 'true',
    });
    expect(single).toMatchObject({
      '@SupplementType': 'Extra',
      '@Percent': '20.00',
      '@ChargeTypeCode': '19',
      '@SingleUseIndicator': 'true',
      RoomCompanions: { '@MaxCompanions': '1' },
    });
    expect(single?.['@Amount']).toBeUndefined();
    expect(extraBed).toMatchObject({
      '@SupplementType': 'AdditionalGuest',
      '@Amount': '25.00',
      '@InvCode': String(ctx.room),
      '@InvType': 'ROOM',
      RoomCompanions: { '@MinCompanions': '3' },
    });
    expect(child).toMatchObject({
      '@SupplementType': 'AdditionalGuest',
      '@AgeQualifyingCode': '8',
      '@MinAge': '2',
      '@MaxAge': '11',
      '@Amount': '12.00',
      '@ChargeTypeCode': '21',
    });
  });

  it("sends discounts as Offers in the engine's order, with their rules and what combines", async () => {
    const ctx = await setUp();
    const plan = (await ratePlans(ctx)).get(`${ctx.rate}-BB`);
    const offers = children(plan?.Offers as OtaNode, 'Offer');
    // By order then code; CHEAP (the cheapest night) and BABY (babies only) are left out.
    expect(offers.map((offer) => [offer['@OfferCode'], offer['@RPH'], offer['@ApplicationOrder']])).toEqual([
      ['ARR', '1', '1'],
      ['F7', '2', '2'],
      ['GEN', '3', '3'],
      ['LM', '4', '4'],
      ['MIN', '5', '5'],
      ['WKD', '6', '6'],
      ['EB', '7', '7'],
      ['LS', '8', '8'],
    ]);
    const offer = (code: string) => offers.find((entry) => entry['@OfferCode'] === code) as OtaNode;
    const rule = (code: string) => children(offer(code).OfferRules as OtaNode, 'OfferRule')[0];
    expect(rule('EB')).toEqual({
      DateRestriction: {
        '@Start': `${reservationYear}-01-01`,
        '@End': `${reservationYear}-06-30`,
        '@RestrictionType': 'booking',
      },
      '@MinAdvancedBookingOffset': 'P30D',
    });
    expect(offer('EB').Discount).toEqual({ '@Percent': '10.00', '@ChargeUnitCode': '19' });
    expect(rule('LM')).toEqual({ '@MaxAdvancedBookingOffset': 'P7D' });
    expect(rule('LS')).toEqual({
      LengthsOfStay: {
        LengthOfStay: [{ '@MinMaxMessageType': 'SetMinLOS', '@Time': '7', '@TimeUnit': 'Day' }],
      },
    });
    expect(offer('MIN').Discount).toEqual({
      '@Amount': '10.00',
      '@CurrencyCode': 'EUR',
      '@ChargeUnitCode': '12',
    });
    expect(offer('F7').Discount).toEqual({
      '@NightsRequired': '7',
      '@NightsDiscounted': '1',
      '@DiscountPattern': 'NNNNNNY',
      '@Percent': '100.00',
    });
    expect(rule('ARR')).toEqual({
      DOW_Restrictions: {
        ArrivalDaysOfWeek: {
          '@Mon': 'false',
          '@Tue': 'false',
          '@Weds': 'false',
          '@Thur': 'false',
          '@Fri': 'false',
          '@Sat': 'true',
          '@Sun': 'true',
        },
      },
    });
    expect(rule('WKD')).toMatchObject({
      DOW_Restrictions: { AvailableDaysOfWeek: { '@Fri': 'true', '@Sat': 'true', '@Sun': 'false' } },
      Occupancy: { '@MinOccupancy': '2', '@MaxOccupancy': '4' },
    });
    expect(offer('WKD').Inventories).toEqual({
      Inventory: { '@InvTypeCode': String(ctx.room), '@AppliesToIndicator': 'true' },
    });
    expect(rule('GEN')).toEqual({
      DateRestriction: { '@Start': julyDay(1), '@End': julyDay(15), '@RestrictionType': 'stay' },
    });
    // The engine's rule: exclusive offers combine with none; MIN only with EB, which allows it back.
    const compatibility = (code: string) =>
      children(offer(code).CompatibleOffers as OtaNode, 'CompatibleOffer').map((entry) => [
        entry['@OfferRPH'],
        entry['@IncompatibleOfferIndicator'],
      ]);
    expect(compatibility('GEN')).toEqual([['1 2 4 5 6 7 8', 'true']]);
    expect(compatibility('MIN')).toEqual([
      ['7', 'false'],
      ['1 2 3 4 6 8', 'true'],
    ]);
    expect(compatibility('EB')).toEqual([
      ['1 2 5 6 8', 'false'],
      ['3 4', 'true'],
    ]);
  });

  it("sends the taxes that price each rate as RatePlanLevelFee, inside or added as this rate's prices say", async () => {
    const ctx = await setUp();
    const plan = (await ratePlans(ctx)).get(`${ctx.rate}-BB`);
    const fees = children(plan?.RatePlanLevelFee as OtaNode, 'Fee');
    // ROOMFEE is limited to a room type, which a Fee of the rate plan cannot say: left out.
    expect(fees).toEqual([
      {
        '@Type': 'Exclusive',
        '@Amount': '2.48',
        '@CurrencyCode': 'EUR',
        '@MandatoryInd': 'true',
        '@ChargeUnit': '21',
        '@MaxChargeFrequencyApplies': '7',
        '@MinAge': '16',
        Description: { '@Name': 'CITY', Text: 'Tasa turística' },
      },
      {
        '@Type': 'Inclusive',
        '@Percent': '10.00',
        '@MandatoryInd': 'true',
        '@ChargeUnit': '19',
        Description: { '@Name': 'VAT', Text: 'IVA' },
      },
      {
        '@Type': 'Exclusive',
        '@Amount': '15.00',
        '@CurrencyCode': 'EUR',
        '@EffectiveDate': julyDay(1),
        '@ExpireDate': julyDay(20),
        '@MandatoryInd': 'true',
        '@ChargeUnit': '12',
        Description: { '@Name': 'RESORT', Text: 'Resort fee' },
      },
    ]);
  });

  it('refuses an OTA_HotelRatePlanNotifRQ with Offers and Supplements posted in, with an OTA error, never <Success/>', async () => {
    const ctx = await setUp();
    const out = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/ari/ota/rateplans?${range}`,
      headers: ctx.reader.headers,
    });
    expect(out.body).toContain('<Offers>');
    const writer = await createApiKey(t.app, { scopes: ['ari:write'], hotels: [ctx.hotel] });
    // OTA in reads rate amounts and availability only (decision 066): a rate plan message, our own
    // sent back, is refused whole in OTA terms, so a channel manager never believes it applied.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/distribution/ota',
      headers: { ...writer.headers, 'content-type': 'application/xml' },
      payload: out.body,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers['x-ota-outcome']).toBe('refused');
    expectValidOta(posted.body);
    expect(posted.body).not.toContain('<Success');
    const { message } = parseOtaMessage(posted.body, ['OTA_ErrorRS']);
    expect(message).toMatchObject({ '@ErrorCode': 'UnrecognizedRoot', '@Status': 'NotProcessed' });
    // Nothing of the terms changed.
    const terms = await t.app.inject({
      method: 'GET',
      url: `${ctx.base}/${ctx.contract}/rates/${ctx.rate}/terms/`,
      headers: ctx.user.headers,
    });
    expect(json<{ terms: unknown[] }>(terms).terms).toEqual(ctx.terms);
  });

  it('puts each terms save and each taxes save on the change feed and in a rates.changed webhook', async () => {
    const ctx = await hotelSellingJuly(t.app, { verified: true });
    const feedKey = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
    const feed = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/distribution/changes?limit=500',
        headers: feedKey.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ changes: { hotelId: number; kind: string; detail: Record<string, unknown> | null }[] }>(
        response,
      ).changes;
    };
    const deliveries = () =>
      rows<{ event: string; body: string }>(
        t.app,
        sql`select event, body from webhook_deliveries
            where endpoint_id = ${endpointId} and (body::jsonb -> 'hotel' ->> 'id')::int = ${ctx.hotel} order by id`,
      );
    const [changesBefore, deliveriesBefore] = [(await feed()).length, (await deliveries()).length];
    const terms = await t.app.inject({
      method: 'PUT',
      url: `/api/rates/contracts/${ctx.user.userId}/${ctx.hotel}/${ctx.contract}/rates/${ctx.rate}/terms/`,
      headers: ctx.user.headers,
      payload: { terms: termsOf(ctx.room).filter((term) => term.code === 'EB') },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const taxes = await t.app.inject({
      method: 'PUT',
      url: `/api/rates/contracts/taxes/${ctx.user.userId}/${ctx.hotel}/`,
      headers: ctx.user.headers,
      payload: { taxes: taxesOf(ctx).slice(0, 1) },
    });
    expect(taxes.statusCode, taxes.body).toBe(200);
    const changes = (await feed()).slice(changesBefore);
    expect(changes).toEqual([
      expect.objectContaining({
        hotelId: ctx.hotel,
        kind: 'rates',
        detail: expect.objectContaining({ rate: ctx.rate }),
      }),
      expect.objectContaining({
        hotelId: ctx.hotel,
        kind: 'rates',
        detail: expect.objectContaining({ taxes: true }),
      }),
    ]);
    const sent = (await deliveries()).slice(deliveriesBefore);
    expect(sent.map((delivery) => delivery.event)).toEqual(['rates.changed', 'rates.changed']);
    expect(JSON.parse(sent[1]?.body ?? '{}')).toMatchObject({ hotel: { id: ctx.hotel } });
  });
});
