/**
 * OTA in conformance (issue 30 item 9, decision 042): for each case the standard allows, a message
 * written from the OpenTravel documentation, the answer it must get (valid against the 2015B
 * schema of its root) and the ARI it must leave, read back through the rate's own tables. Runs on
 * PGlite and on PostgreSQL. The cases that were applied wrongly with <Success/> before issue 30
 * (implied decimals, a token reused by another message, Delta, Remove, AdjustLimit, RemoveLimit,
 * an advance-booking window, one product closed, InvCode, Master) each fail on the code before it.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rows, type TestApp } from '../../../test/app.ts';
import {
  amountMessage,
  availNotifRq,
  otaDay as d,
  type OtaHotel,
  otaHotel,
  rateAmountRq,
  statusControl,
} from '../../../test/ota.ts';
import { expectValidOta } from '../../../test/ota-schema.ts';
import { children, type OtaNode, parseOtaMessage } from '../ota/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function post(ctx: OtaHotel, body: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/distribution/ota',
    headers: { ...ctx.writer.headers, 'content-type': 'application/xml' },
    payload: body,
  });
}

/** The answer, checked against its schema: Success, its warnings' places, its errors' codes and places. */
function answer(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expectValidOta(response.body);
  const root = /<(OTA_\w+RS) /.exec(response.body)?.[1] ?? '';
  const { message } = parseOtaMessage(response.body, [root]);
  const errors = children(message.Errors as OtaNode | undefined, 'Error').map((error) => ({
    code: error['@Code'],
    type: error['@Type'],
    at: error['@NodeList'],
  }));
  const warnings = children(message.Warnings as OtaNode | undefined, 'Warning').map(
    (warning) => warning['@Tag'],
  );
  return { success: 'Success' in message, errors, warnings };
}

const price = async (ctx: OtaHotel, room: number, board: string, day: string) => {
  const [row] = await rows<{ amounts: string; child: string | null }>(
    t.app,
    sql`select array_to_string(amounts, ',') as amounts, child::text as child from rate_prices
        where rate_id = ${ctx.rate} and room_id = ${room} and board = ${board} and day = ${day}`,
  );
  return row ?? null;
};
const inventory = async (room: number, day: string) => {
  const [row] = await rows<{ allotment: number | null; stopSale: boolean }>(
    t.app,
    sql`select allotment, stop_sale as "stopSale" from room_inventory where room_id = ${room} and day = ${day}`,
  );
  return row ?? null;
};
const plan = async (ctx: OtaHotel, room: number, board: string, day: string) => {
  const [row] = await rows<{ minStay: number | null; closedArrival: boolean; stopSale: boolean }>(
    t.app,
    sql`select min_stay as "minStay", closed_arrival as "closedArrival", stop_sale as "stopSale"
        from rate_plan_controls where rate_id = ${ctx.rate} and room_id = ${room} and board = ${board} and day = ${day}`,
  );
  return row ?? null;
};
const perRoomAmount = (amount: string, attributes = '') =>
  `<BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="${amount}"${attributes}/></BaseByGuestAmts>`;

describe('OTA in conformance: prices', () => {
  it('DecimalPlaces: 3895 with two implied decimals is 38.95 per adult', async () => {
    const ctx = await otaHotel(t.app);
    const sent = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'dp-1',
          amountMessage(
            d(7, 1),
            d(7, 1),
            ctx.double,
            `${ctx.rate}-BB`,
            `<BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="3895" DecimalPlaces="2"/></BaseByGuestAmts>`,
          ),
        ),
      ),
    );
    expect(sent).toEqual({ success: true, errors: [], warnings: [] });
    expect(await price(ctx, ctx.double, 'BB', d(7, 1))).toEqual({
      amounts: '38.95,38.95,38.95',
      child: null,
    });
  });

  it('a Rate in another currency than the rate’s is refused, nothing written', async () => {
    const ctx = await otaHotel(t.app);
    const sent = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'cur-1',
          amountMessage(d(7, 1), d(7, 1), ctx.double, `${ctx.rate}-BB`, perRoomAmount('90.00')).replace(
            '<Rate>',
            '<Rate CurrencyCode="USD">',
          ),
        ),
      ),
    );
    expect(sent.errors).toEqual([
      { code: '61', type: '3', at: 'RateAmountMessages/RateAmountMessage[1]/Rates/Rate/@CurrencyCode' },
    ]);
    expect(await price(ctx, ctx.double, 'BB', d(7, 1))).toEqual({ amounts: '80.00,70.00', child: null });
  });

  it('NotifType Delta changes only the occupancies named; Remove removes the price of the cells named', async () => {
    const ctx = await otaHotel(t.app);
    const two = `<BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="150.00"/></BaseByGuestAmts>`;
    const delta = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'delta-1',
          amountMessage(d(7, 1), d(7, 2), ctx.double, `${ctx.rate}-BB`, two),
        ).replace('EchoToken=', 'NotifType="Delta" EchoToken='),
      ),
    );
    expect(delta.success).toBe(true);
    // One adult keeps its 80; two pay 150 together, 75 each.
    expect(await price(ctx, ctx.double, 'BB', d(7, 1))).toEqual({ amounts: '80.00,75.00', child: null });
    const remove = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'remove-1',
          `<RateAmountMessage>${statusControl(d(7, 2), d(7, 2), ctx.double, `${ctx.rate}-BB`)}</RateAmountMessage>`,
        ).replace('EchoToken=', 'NotifType="Remove" EchoToken='),
      ),
    );
    expect(remove.success).toBe(true);
    expect(await price(ctx, ctx.double, 'BB', d(7, 2))).toBeNull();
    expect(await price(ctx, ctx.double, 'BB', d(7, 1))).toEqual({ amounts: '80.00,75.00', child: null });
    expect(await price(ctx, ctx.double, 'HB', d(7, 2))).toEqual({ amounts: '80.00,70.00', child: null });
  });

  it('per person: one amount without NumberOfGuests is each adult’s night; an extra adult (code 10) prices the third', async () => {
    const ctx = await otaHotel(t.app);
    const sent = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'pp-1',
          amountMessage(d(7, 3), d(7, 3), ctx.single, `${ctx.rate}-BB`, perRoomAmount('55.00')) +
            amountMessage(
              d(7, 3),
              d(7, 3),
              ctx.double,
              `${ctx.rate}-BB`,
              `<BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="90"/><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="160"/></BaseByGuestAmts><AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="10" Amount="50"/></AdditionalGuestAmounts>`,
            ),
        ),
      ),
    );
    expect(sent.errors).toEqual([]);
    expect(await price(ctx, ctx.single, 'BB', d(7, 3))).toEqual({ amounts: '55.00,55.00', child: null });
    expect(await price(ctx, ctx.double, 'BB', d(7, 3))).toEqual({
      amounts: '90.00,80.00,70.00',
      child: null,
    });
  });

  it('AmountBeforeTax on a rate whose prices include tax is refused naming it; RateDescription is a warning', async () => {
    const ctx = await otaHotel(t.app);
    const before = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'tax-1',
          amountMessage(
            d(7, 4),
            d(7, 4),
            ctx.double,
            `${ctx.rate}-BB`,
            `<BaseByGuestAmts><BaseByGuestAmt AmountBeforeTax="70.00"/></BaseByGuestAmts>`,
          ),
        ),
      ),
    );
    expect(before.errors).toEqual([
      {
        code: '320',
        type: '3',
        at: 'RateAmountMessages/RateAmountMessage[1]/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountBeforeTax',
      },
    ]);
    const described = answer(
      await post(
        ctx,
        rateAmountRq(
          ctx,
          'tax-2',
          amountMessage(
            d(7, 4),
            d(7, 4),
            ctx.double,
            `${ctx.rate}-BB`,
            `${perRoomAmount('66.00')}<RateDescription><Text>Vista al mar</Text></RateDescription>`,
          ),
        ),
      ),
    );
    expect(described).toEqual({
      success: true,
      errors: [],
      warnings: ['RateAmountMessages/RateAmountMessage[1]/Rates/Rate/RateDescription'],
    });
    expect(await price(ctx, ctx.double, 'BB', d(7, 4))).toEqual({
      amounts: '66.00,66.00,66.00',
      child: null,
    });
  });
});

describe('OTA in conformance: availability', () => {
  it('BookingLimitMessageType: SetLimit sets, AdjustLimit adds, RemoveLimit clears', async () => {
    const ctx = await otaHotel(t.app);
    const limit = (token: string, attributes: string) =>
      post(
        ctx,
        availNotifRq(
          ctx,
          token,
          `<AvailStatusMessage ${attributes}>${statusControl(d(7, 1), d(7, 1), ctx.double, undefined)}</AvailStatusMessage>`,
        ),
      );
    expect(answer(await limit('lim-1', 'BookingLimit="4" BookingLimitMessageType="SetLimit"')).success).toBe(
      true,
    );
    expect(
      answer(await limit('lim-2', 'BookingLimit="2" BookingLimitMessageType="AdjustLimit"')).success,
    ).toBe(true);
    expect((await inventory(ctx.double, d(7, 1)))?.allotment).toBe(6);
    expect(answer(await limit('lim-3', 'BookingLimitMessageType="RemoveLimit"')).success).toBe(true);
    expect((await inventory(ctx.double, d(7, 1)))?.allotment).toBeNull();
    // Per rate plan it would act wider than the message says (the allotment is the room type's): refused.
    const perPlan = answer(
      await post(
        ctx,
        availNotifRq(
          ctx,
          'lim-4',
          `<AvailStatusMessage BookingLimit="3">${statusControl(d(7, 1), d(7, 1), ctx.double, `${ctx.rate}-BB`)}</AvailStatusMessage>`,
        ),
      ),
    );
    expect(perPlan.errors).toEqual([
      { code: '320', type: '3', at: 'AvailStatusMessages/AvailStatusMessage[1]/@BookingLimit' },
    ]);
  });

  it('one product closed: Master with InvCode and RatePlanCode stops that product only', async () => {
    const ctx = await otaHotel(t.app);
    const sent = answer(
      await post(
        ctx,
        availNotifRq(
          ctx,
          'stop-1',
          `<AvailStatusMessage><StatusApplicationControl Start="${d(7, 5)}" End="${d(7, 5)}" InvCode="${ctx.double}" RatePlanCode="${ctx.rate}-BB"/><RestrictionStatus Restriction="Master" Status="Close"/></AvailStatusMessage>`,
        ),
      ),
    );
    expect(sent.success).toBe(true);
    expect((await plan(ctx, ctx.double, 'BB', d(7, 5)))?.stopSale).toBe(true);
    expect(await plan(ctx, ctx.double, 'HB', d(7, 5))).toBeNull();
    expect(await plan(ctx, ctx.single, 'BB', d(7, 5))).toBeNull();
    // The room type itself stays open on every rate.
    expect((await inventory(ctx.double, d(7, 5)))?.stopSale ?? false).toBe(false);
  });

  it('a minimum stay for 1-BB lands on BB only; FullPatternLOS is read as a minimum and maximum', async () => {
    const ctx = await otaHotel(t.app);
    const sent = answer(
      await post(
        ctx,
        availNotifRq(
          ctx,
          'los-1',
          `<AvailStatusMessage>${statusControl(d(7, 6), d(7, 6), undefined, `${ctx.rate}-BB`)}<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="3" TimeUnit="Day"/></LengthsOfStay></AvailStatusMessage>` +
            `<AvailStatusMessage>${statusControl(d(7, 7), d(7, 7), ctx.single, `${ctx.rate}-HB`)}<LengthsOfStay><LengthOfStay MinMaxMessageType="FullPatternLOS"><LOS_Pattern FullPatternLOS="NYYNNNN"/></LengthOfStay></LengthsOfStay></AvailStatusMessage>`,
        ),
      ),
    );
    expect(sent.errors).toEqual([]);
    expect((await plan(ctx, ctx.double, 'BB', d(7, 6)))?.minStay).toBe(3);
    expect((await plan(ctx, ctx.single, 'BB', d(7, 6)))?.minStay).toBe(3);
    expect(await plan(ctx, ctx.double, 'HB', d(7, 6))).toBeNull();
    const [row] = await rows<{ minStay: number; maxStay: number }>(
      t.app,
      sql`select min_stay as "minStay", max_stay as "maxStay" from rate_plan_controls
          where rate_id = ${ctx.rate} and room_id = ${ctx.single} and board = 'HB' and day = ${d(7, 7)}`,
    );
    expect(row).toEqual({ minStay: 2, maxStay: 3 });
    const [rateLevel] = await rows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from rate_restrictions where rate_id = ${ctx.rate}`,
    );
    expect(rateLevel?.count).toBe(0);
  });

  it('a conditional closing (MinAdvancedBookingOffset) and a stay-through minimum are refused by name, nothing written', async () => {
    const ctx = await otaHotel(t.app);
    const sent = answer(
      await post(
        ctx,
        availNotifRq(
          ctx,
          'adv-1',
          `<AvailStatusMessage>${statusControl(d(7, 8), d(7, 8), ctx.double, `${ctx.rate}-BB`)}<RestrictionStatus Restriction="Arrival" Status="Close" MinAdvancedBookingOffset="P3D"/></AvailStatusMessage>` +
            `<AvailStatusMessage>${statusControl(d(7, 8), d(7, 8), ctx.double, `${ctx.rate}-BB`)}<LengthsOfStay><LengthOfStay MinMaxMessageType="SetForwardMinStay" Time="3"/></LengthsOfStay></AvailStatusMessage>`,
        ),
      ),
    );
    expect(sent.errors).toEqual([
      {
        code: '450',
        type: '2',
        at: 'AvailStatusMessages/AvailStatusMessage[1]/RestrictionStatus/@MinAdvancedBookingOffset',
      },
      {
        code: '450',
        type: '2',
        at: 'AvailStatusMessages/AvailStatusMessage[2]/LengthsOfStay/LengthOfStay[1]/@MinMaxMessageType',
      },
    ]);
    expect(await plan(ctx, ctx.double, 'BB', d(7, 8))).toBeNull();
  });
});

describe('OTA in conformance: idempotency', () => {
  it('a copy gets the stored answer; the token reused by another message type or body is refused, never Success', async () => {
    const ctx = await otaHotel(t.app);
    const rates = rateAmountRq(
      ctx,
      'shared-1',
      amountMessage(d(7, 9), d(7, 9), ctx.double, `${ctx.rate}-BB`, perRoomAmount('91.00')),
    );
    const first = await post(ctx, rates);
    expect(answer(first).success).toBe(true);
    const copy = await post(ctx, rates);
    expect(copy.headers['x-ota-outcome']).toBe('duplicate');
    expect(copy.body).toBe(first.body);
    const avail = availNotifRq(
      ctx,
      'shared-1',
      `<AvailStatusMessage BookingLimit="5">${statusControl(d(7, 9), d(7, 9), ctx.double, undefined)}</AvailStatusMessage>`,
    );
    const otherType = answer(await post(ctx, avail));
    expect(otherType.errors).toEqual([{ code: '450', type: '8', at: '@EchoToken' }]);
    expect(await inventory(ctx.double, d(7, 9))).toBeNull();
    const otherBody = answer(await post(ctx, rates.replace('91.00', '92.00')));
    expect(otherBody.errors).toEqual([{ code: '450', type: '8', at: '@EchoToken' }]);
    expect(await price(ctx, ctx.double, 'BB', d(7, 9))).toEqual({
      amounts: '91.00,91.00,91.00',
      child: null,
    });
  });

  it('answers in the language PrimaryLangID asks for, with the English meaning of the code as ShortText', async () => {
    const ctx = await otaHotel(t.app);
    const response = await post(
      ctx,
      rateAmountRq(
        ctx,
        'lang-1',
        amountMessage(d(7, 1), d(7, 1), 999_999, `${ctx.rate}-BB`, perRoomAmount('1')),
      ).replace('EchoToken=', 'PrimaryLangID="es" EchoToken='),
    );
    expect(answer(response).errors[0]?.code).toBe('402');
    expect(response.body).toContain('ShortText="Invalid room type"');
    expect(response.body).toContain('Language="es">');
    expect(response.body).not.toContain('ota.errors');
  });
});
