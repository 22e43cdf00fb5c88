// ARI out carries each rate's cancellation policies (decision 056): the JSON's `cancellation`
// ranges and OTA_HotelRatePlanNotifRQ's BookingRule CancelPenalties, valid against 2015B.
import { ariOutSchema } from '@hotel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createTestApp,
  createVerifiedHotel,
  json,
  signUp,
  type TestApp,
} from '../../../test/app.ts';
import { expectValidOta } from '../../../test/ota-schema.ts';
import { hotelSellingJuly, julyDay } from '../../../test/reservations.ts';
import { children, type OtaNode, parseOtaMessage } from '../ota/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const edited = {
  tiers: [
    { deadline: { from: 'before_arrival', days: 7 }, penalty: { nights: 1 } },
    { deadline: { from: 'before_arrival', days: 1, hours: 12 }, penalty: { percent: 50 } },
  ],
  noShow: { percent: 100 },
};
const override = {
  from: julyDay(20),
  to: julyDay(25),
  policy: {
    tiers: [{ deadline: { from: 'after_booking', hours: 0 }, penalty: { amount: '30.5' } }],
    noShow: { nights: 1 },
  },
};

async function setUp() {
  const ctx = await hotelSellingJuly(t.app, { verified: true });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/rates/contracts/${ctx.user.userId}/${ctx.hotel}/${ctx.contract}/rates/${ctx.rate}/policies/`,
    headers: ctx.user.headers,
    payload: { policy: edited, overrides: [override] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const reader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
  return { ...ctx, reader };
}

const range = `from=${julyDay(1)}&to=${julyDay(31)}`;

describe('cancellation policies in ARI out', () => {
  it("sends the policy in force for each arrival date as JSON: the rate's, the override's, the rate's again", async () => {
    const ctx = await setUp();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/ari?${range}`,
      headers: ctx.reader.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const out = ariOutSchema.parse(json(response));
    expect(out.rates[0]?.cancellation).toEqual([
      { start: julyDay(1), end: julyDay(19), policy: { code: 'custom', ...edited } },
      { start: julyDay(20), end: julyDay(25), policy: { code: 'custom', ...override.policy } },
      { start: julyDay(26), end: julyDay(31), policy: { code: 'custom', ...edited } },
    ]);
  });

  it('sends them as OTA_HotelRatePlanNotifRQ BookingRule CancelPenalties, valid against the 2015B schema', async () => {
    const ctx = await setUp();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/ari/ota/rateplans?${range}`,
      headers: ctx.reader.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectValidOta(response.body);
    const { message } = parseOtaMessage(response.body, ['OTA_HotelRatePlanNotifRQ']);
    const ratePlans = message.RatePlans as OtaNode;
    expect(ratePlans['@HotelCode']).toBe(ctx.code);
    const [plan] = children(ratePlans, 'RatePlan');
    expect(plan).toMatchObject({ '@RatePlanCode': `${ctx.rate}-BB`, '@RatePlanNotifType': 'Overlay' });
    const rules = children(plan?.BookingRules as OtaNode, 'BookingRule');
    expect(rules.map((rule) => [rule['@Start'], rule['@End']])).toEqual([
      [julyDay(1), julyDay(19)],
      [julyDay(20), julyDay(25)],
      [julyDay(26), julyDay(31)],
    ]);
    const penalties = (rule: OtaNode | undefined) =>
      children(rule?.CancelPenalties as OtaNode, 'CancelPenalty').map((penalty) => ({
        code: penalty['@PolicyCode'],
        nonRefundable: penalty['@NonRefundable'],
        deadline: penalty.Deadline,
        amount: penalty.AmountPercent,
      }));
    expect(penalties(rules[0])).toEqual([
      {
        code: undefined,
        nonRefundable: undefined,
        deadline: {
          '@OffsetTimeUnit': 'Day',
          '@OffsetUnitMultiplier': '7',
          '@OffsetDropTime': 'BeforeArrival',
        },
        amount: { '@NmbrOfNights': '1', '@BasisType': 'Nights' },
      },
      {
        code: undefined,
        nonRefundable: undefined,
        // One day and 12 hours: 36 hours before the arrival.
        deadline: {
          '@OffsetTimeUnit': 'Hour',
          '@OffsetUnitMultiplier': '36',
          '@OffsetDropTime': 'BeforeArrival',
        },
        amount: { '@Percent': '50', '@BasisType': 'FullStay' },
      },
      {
        code: 'NoShow',
        nonRefundable: undefined,
        deadline: {
          '@OffsetTimeUnit': 'Day',
          '@OffsetUnitMultiplier': '0',
          '@OffsetDropTime': 'BeforeArrival',
        },
        amount: { '@Percent': '100', '@BasisType': 'FullStay' },
      },
    ]);
    expect(penalties(rules[1])[0]).toEqual({
      code: undefined,
      nonRefundable: undefined,
      deadline: {
        '@OffsetTimeUnit': 'Hour',
        '@OffsetUnitMultiplier': '0',
        '@OffsetDropTime': 'AfterBooking',
      },
      amount: { '@Amount': '30.50', '@CurrencyCode': 'EUR' },
    });
  });

  it('marks a non-refundable wizard policy and answers 204 for a hotel that sells no rate plan', async () => {
    const ctx = await hotelSellingJuly(t.app, {
      verified: true,
      rate: { expenditureCancellation: 'non_refundable' },
    });
    const reader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/ari/ota/rateplans?${range}`,
      headers: reader.headers,
    });
    expectValidOta(response.body);
    expect(response.body).toContain('NonRefundable="true"');
    const user = await signUp(t.app);
    const empty = await createVerifiedHotel(t.app, user);
    const emptyReader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [empty] });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${empty}/ari/ota/rateplans?${range}`,
      headers: emptyReader.headers,
    });
    expect(none.statusCode).toBe(204);
  });
});
