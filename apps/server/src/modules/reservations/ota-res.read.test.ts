import { OTA_MSG, reservationInputSchema } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { cancelRq, resNight, resNotifRq, resRoomStay } from '../../test/ota-res.ts';
import { expectValidOta, otaSchemaErrors } from '../../test/ota-schema.ts';
import { parseOtaMessage } from '../distribution/ota/index.ts';
import { cancelSuccess, resNotifSuccess, resRefusal } from './ota-res.answer.ts';
import { ADULT_AGE_UNSTATED, RES_ROOTS, readCancel, readResNotif } from './ota-res.read.ts';

const HOTEL = 'ES-AND-MAL-0001';
const nights = (amounts: [string, string][]) =>
  amounts.map(([day, amount]) => resNight(day, amount)).join('');
const twoAdultsAndChild =
  '<GuestCount AgeQualifyingCode="10" Count="2"/><GuestCount AgeQualifyingCode="8" Age="6" Count="1"/>';

const stay = (overrides: Partial<Parameters<typeof resRoomStay>[0]> = {}) =>
  resRoomStay({
    room: 12,
    plan: '34-BB',
    rates: nights([
      ['2027-07-01', '140.00'],
      ['2027-07-02', '140.00'],
      ['2027-07-03', '155.50'],
    ]),
    guests: twoAdultsAndChild,
    arrival: '2027-07-01',
    departure: '2027-07-04',
    total: '435.50',
    hotelCode: HOTEL,
    ...overrides,
  });

const read = (xml: string) => readResNotif(parseOtaMessage(xml, RES_ROOTS).message);

describe('the test messages are real OpenTravel', () => {
  it('an OTA_HotelResNotifRQ and an OTA_CancelRQ of each kind validate against the 2015B schemas', () => {
    expectValidOta(
      resNotifRq({ token: 't1', status: 'Commit', reference: 'GRP-1', stays: stay(), requests: 'Cuna' }),
    );
    expectValidOta(
      resNotifRq({ token: 't2', status: 'Modify', reference: 'GRP-1', revision: 2, stays: stay() + stay() }),
    );
    expectValidOta(cancelRq('t3', 'Initiate', 'GRP-1', HOTEL));
    expectValidOta(cancelRq('t4', 'Commit', 'GRP-1', HOTEL));
  });
});

describe('readResNotif (issue 32 item 4)', () => {
  it('reads a new reservation into what the JSON routes take, valid for their schema', () => {
    const result = read(
      resNotifRq({
        token: 't',
        status: 'Commit',
        reference: 'GRP-1001',
        stays: stay(),
        requests: 'Cuna, por favor',
      }),
    );
    expect(result.issues).toEqual([]);
    expect(result.action).toBe('create');
    expect(result.hotelCode).toBe(HOTEL);
    expect(result.input).toEqual({
      reference: 'GRP-1001',
      revision: 1,
      leadGuest: { name: 'Ana García Ruiz', email: 'ana.garcia@example.com', phone: '+34600123456' },
      specialRequests: 'Cuna, por favor',
      stays: [
        {
          roomTypeId: 12,
          rateId: 34,
          board: 'BB',
          arrival: '2027-07-01',
          departure: '2027-07-04',
          guests: [{ age: ADULT_AGE_UNSTATED }, { age: ADULT_AGE_UNSTATED }, { age: 6 }],
          nightlyPrices: ['140.00', '140.00', '155.50'],
          total: '435.50',
        },
      ],
    });
    expect(reservationInputSchema.safeParse(result.input).success).toBe(true);
  });

  it('reads Modify as a new revision (UniqueID Instance), two rooms as two stays', () => {
    const result = read(
      resNotifRq({
        token: 't',
        status: 'Modify',
        reference: 'GRP-1001',
        revision: 3,
        stays: stay() + stay({ room: 13 }),
      }),
    );
    expect(result.issues).toEqual([]);
    expect(result.action).toBe('modify');
    expect(result.input.revision).toBe(3);
    expect(result.input.stays.map((read) => read.roomTypeId)).toEqual([12, 13]);
  });

  it('takes one Rate for several nights, ExpireDate inclusive, or exclusive when ExpireDateExclusiveInd says so', () => {
    const inclusive =
      '<Rate EffectiveDate="2027-07-01" ExpireDate="2027-07-03"><Base AmountAfterTax="140.00"/></Rate>';
    expect(
      read(
        resNotifRq({
          token: 't',
          status: 'Commit',
          reference: 'R',
          stays: stay({ rates: inclusive, total: '420.00' }),
        }),
      ).input.stays[0]?.nightlyPrices,
    ).toEqual(['140.00', '140.00', '140.00']);
    const exclusive =
      '<Rate EffectiveDate="2027-07-01" ExpireDate="2027-07-04" ExpireDateExclusiveInd="true"><Base AmountAfterTax="140.00"/></Rate>';
    expect(
      read(
        resNotifRq({
          token: 't',
          status: 'Commit',
          reference: 'R',
          stays: stay({ rates: exclusive, total: '420.00' }),
        }),
      ).input.stays[0]?.nightlyPrices,
    ).toEqual(['140.00', '140.00', '140.00']);
  });

  it('applies DecimalPlaces to an amount without a decimal point', () => {
    const rates =
      '<Rate EffectiveDate="2027-07-01" ExpireDate="2027-07-03"><Base AmountAfterTax="14050" DecimalPlaces="2"/></Rate>';
    const result = read(resNotifRq({ token: 't', status: 'Commit', reference: 'R', stays: stay({ rates }) }));
    expect(result.input.stays[0]?.nightlyPrices).toEqual(['140.50', '140.50', '140.50']);
  });

  it('refuses, naming the element, Rates that do not price every night once: a silent wrong price is worse than a refusal', () => {
    const missing = read(
      resNotifRq({
        token: 't',
        status: 'Commit',
        reference: 'R',
        stays: stay({
          rates: nights([
            ['2027-07-01', '1.00'],
            ['2027-07-02', '1.00'],
          ]),
        }),
      }),
    );
    expect(missing.issues).toEqual([
      {
        path: 'HotelReservations/HotelReservation/RoomStays/RoomStay[1]/RoomRates/RoomRate/Rates',
        key: OTA_MSG.nightsMismatch,
        params: { day: '2027-07-03' },
      },
    ]);
    // An exclusive ExpireDate sent without its indicator prices the departure day: refused, not guessed.
    const past =
      '<Rate EffectiveDate="2027-07-01" ExpireDate="2027-07-04"><Base AmountAfterTax="140.00"/></Rate>';
    expect(
      read(resNotifRq({ token: 't', status: 'Commit', reference: 'R', stays: stay({ rates: past }) }))
        .issues[0],
    ).toMatchObject({ key: OTA_MSG.nightsMismatch, params: { day: '2027-07-04' } });
    const twice = nights([
      ['2027-07-01', '1.00'],
      ['2027-07-01', '2.00'],
      ['2027-07-02', '1.00'],
      ['2027-07-03', '1.00'],
    ]);
    expect(
      read(resNotifRq({ token: 't', status: 'Commit', reference: 'R', stays: stay({ rates: twice }) }))
        .issues[0],
    ).toMatchObject({
      path: 'HotelReservations/HotelReservation/RoomStays/RoomStay[1]/RoomRates/RoomRate/Rates/Rate[2]',
      key: OTA_MSG.datesOverlap,
    });
  });

  it('names every other fault: no reference, a child without age, an unknown age code, a rate plan code not ours, two hotels', () => {
    const xml = resNotifRq({
      token: 't',
      status: 'Commit',
      reference: 'R',
      stays:
        stay({
          guests:
            '<GuestCount AgeQualifyingCode="8" Count="1"/><GuestCount AgeQualifyingCode="3" Count="1"/>',
          plan: 'BAR',
        }) + stay({ hotelCode: 'ES-OTHER' }),
    }).replace('<UniqueID Type="14" ID="R"/>', '');
    const keys = read(xml).issues.map((issue) => [
      issue.path.replace('HotelReservations/HotelReservation/', ''),
      issue.key,
    ]);
    expect(keys).toEqual([
      ['UniqueID', OTA_MSG.required],
      ['RoomStays/RoomStay[1]/RoomRates/RoomRate/@RatePlanCode', OTA_MSG.ratePlanUnknown],
      ['RoomStays/RoomStay[1]/GuestCounts/GuestCount[1]/@Age', OTA_MSG.required],
      ['RoomStays/RoomStay[1]/GuestCounts/GuestCount[2]/@AgeQualifyingCode', OTA_MSG.ageCodeInvalid],
      ['RoomStays/RoomStay/BasicPropertyInfo/@HotelCode', OTA_MSG.hotelCodesDiffer],
    ]);
  });

  it('refuses ResStatus Cancel (OTA_CancelRQ cancels, quoting its penalty first) and more than one room per RoomRate', () => {
    const cancel = read(resNotifRq({ token: 't', status: 'Cancel', reference: 'R', stays: stay() }));
    expect(cancel.issues).toEqual([
      { path: '@ResStatus', key: OTA_MSG.notSupported, params: { what: 'ResStatus Cancel' } },
    ]);
    const two = read(
      resNotifRq({
        token: 't',
        status: 'Commit',
        reference: 'R',
        stays: stay().replace('NumberOfUnits="1"', 'NumberOfUnits="2"'),
      }),
    );
    expect(two.issues[0]).toMatchObject({ key: OTA_MSG.notSupported, params: { what: 'NumberOfUnits > 1' } });
  });

  it('keeps where each field came from, so a refusal of the rules names the element', () => {
    const result = read(resNotifRq({ token: 't', status: 'Commit', reference: 'R', stays: stay() }));
    expect(result.origins.get('stays.0.arrival')).toBe(
      'HotelReservations/HotelReservation/RoomStays/RoomStay[1]/TimeSpan/@Start',
    );
    expect(result.origins.get('leadGuest.phone')).toBe(
      'HotelReservations/HotelReservation/ResGuests/ResGuest[1]/Profiles/ProfileInfo/Profile/Customer/Telephone/@PhoneNumber',
    );
  });
});

describe('readCancel', () => {
  it('Initiate quotes, Commit cancels; both name the reservation and the hotel', () => {
    const parse = (xml: string) => readCancel(parseOtaMessage(xml, RES_ROOTS).message);
    expect(parse(cancelRq('t', 'Initiate', 'GRP-1', HOTEL))).toEqual({
      action: 'quote',
      hotelCode: HOTEL,
      reference: 'GRP-1',
      issues: [],
    });
    expect(parse(cancelRq('t', 'Commit', 'GRP-1', HOTEL))).toMatchObject({ action: 'cancel', issues: [] });
    const noHotel = parse(
      cancelRq('t', 'Commit', 'GRP-1', HOTEL).replace(`<UniqueID Type="10" ID="${HOTEL}"/>`, ''),
    );
    expect(noHotel.issues).toEqual([{ path: "UniqueID[@Type='10']", key: OTA_MSG.required }]);
  });
});

describe('the answers are valid OpenTravel', () => {
  const header = { echoToken: 'token-1', timeStamp: new Date('2026-12-07T10:00:00Z') };

  it('OTA_HotelResNotifRS names the hotel reservation id, and the hotel confirmation once given', () => {
    const created = resNotifSuccess(header, {
      reference: 'GRP-1',
      revision: 1,
      reservationId: 77,
      hotelCode: HOTEL,
      confirmationNumber: null,
      action: 'create',
    });
    expect(otaSchemaErrors(created)).toEqual([]);
    expect(created).toContain('ResResponseType="Committed"');
    expect(created).toContain(`<BasicPropertyInfo HotelCode="${HOTEL}"/>`);
    expect(created).toContain(
      '<HotelReservationID ResID_Type="10" ResID_Value="77" ResID_Source="HotelExtranet"/>',
    );
    const modified = resNotifSuccess(header, {
      reference: 'GRP-1',
      revision: 2,
      reservationId: 77,
      hotelCode: HOTEL,
      confirmationNumber: 'H-5521',
      action: 'modify',
    });
    expect(otaSchemaErrors(modified)).toEqual([]);
    expect(modified).toContain('ResID_Value="H-5521"');
  });

  it('OTA_CancelRS quotes (Pending) or charges (Cancelled) the penalty', () => {
    const quote = cancelSuccess(header, {
      reference: 'GRP-1',
      reservationId: 77,
      penalty: '140.00',
      currency: 'EUR',
      action: 'quote',
    });
    expect(otaSchemaErrors(quote)).toEqual([]);
    expect(quote).toContain('Status="Pending"');
    expect(quote).toContain(
      '<CancelRule Amount="140.00" CurrencyCode="EUR" DecimalPlaces="2" Type="Charge"/>',
    );
    const done = cancelSuccess(header, {
      reference: 'GRP-1',
      reservationId: 77,
      penalty: '0.00',
      currency: 'EUR',
      action: 'cancel',
    });
    expect(otaSchemaErrors(done)).toEqual([]);
    expect(done).toContain('Status="Cancelled"');
  });

  it('the refusals of both carry Errors (OTA_CancelRS its required Status)', () => {
    const error = {
      code: 322,
      path: 'HotelReservations/HotelReservation/RoomStays/RoomStay[1]',
      text: 'Sin cupo la noche del 2027-07-02.',
    };
    const notif = resRefusal('OTA_HotelResNotifRS', { ...header, language: 'es' }, [error]);
    expect(otaSchemaErrors(notif)).toEqual([]);
    const cancel = resRefusal('OTA_CancelRS', header, [error]);
    expect(otaSchemaErrors(cancel)).toEqual([]);
    expect(cancel).toContain('Status="Unsuccessful"');
  });
});
