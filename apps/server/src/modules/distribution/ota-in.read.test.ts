import { ariChangeSchema, OTA_MSG } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { foldDays } from './ari-out.service.ts';
import { type OtaRateInfo, readMessage } from './ota-in.read.ts';
import { OTA_NAMESPACE, parseOtaMessage } from './ota-xml.ts';

describe('foldDays', () => {
  const days = (values: [string, number | null][]) => values.map(([day, value]) => ({ day, value }));

  it('folds consecutive equal days into one range', () => {
    expect(
      foldDays(
        days([
          ['2027-02-27', 1],
          ['2027-02-28', 1],
          ['2027-03-01', 1],
          ['2027-03-02', 2],
        ]),
        String,
      ),
    ).toEqual([
      { start: '2027-02-27', end: '2027-03-01', value: 1 },
      { start: '2027-03-02', end: '2027-03-02', value: 2 },
    ]);
  });

  it('starts a new range after a missing day, and again when a value comes back', () => {
    expect(
      foldDays(
        days([
          ['2027-12-30', 5],
          ['2027-12-31', 5],
          ['2028-01-02', 5],
          ['2028-01-03', 6],
          ['2028-01-04', 5],
        ]),
        String,
      ),
    ).toEqual([
      { start: '2027-12-30', end: '2027-12-31', value: 5 },
      { start: '2028-01-02', end: '2028-01-02', value: 5 },
      { start: '2028-01-03', end: '2028-01-03', value: 6 },
      { start: '2028-01-04', end: '2028-01-04', value: 5 },
    ]);
  });

  it('compares by the key given (cells by value, not identity), and folds nothing to nothing', () => {
    const cell = (amount: string) => ({ amounts: [amount], child: null });
    const folded = foldDays(
      [
        { day: '2028-02-28', value: cell('10.00') },
        { day: '2028-02-29', value: cell('10.00') },
        { day: '2028-03-01', value: cell('10.00') },
      ],
      (value) => JSON.stringify(value),
    );
    expect(folded).toEqual([{ start: '2028-02-28', end: '2028-03-01', value: cell('10.00') }]);
    expect(foldDays([], String)).toEqual([]);
  });
});

const perPerson: OtaRateInfo = {
  priceRoomType: 'person',
  currency: 'EUR',
  childsAge: 12,
  infantAge: 3,
  babyAge: 1,
};
const perRoom: OtaRateInfo = { ...perPerson, priceRoomType: 'room' };
const hotel = {
  rooms: new Set([5, 6]),
  rates: new Map([
    [17, perPerson],
    [18, perRoom],
  ]),
};

function rateAmount(messages: string) {
  const { message } = parseOtaMessage(
    `<OTA_HotelRateAmountNotifRQ xmlns="${OTA_NAMESPACE}" EchoToken="e"><RateAmountMessages HotelCode="H">${messages}</RateAmountMessages></OTA_HotelRateAmountNotifRQ>`,
    ['OTA_HotelRateAmountNotifRQ'],
  );
  return readMessage('OTA_HotelRateAmountNotifRQ', message, hotel);
}
function avail(messages: string) {
  const { message } = parseOtaMessage(
    `<OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}" EchoToken="e"><AvailStatusMessages HotelCode="H">${messages}</AvailStatusMessages></OTA_HotelAvailNotifRQ>`,
    ['OTA_HotelAvailNotifRQ'],
  );
  return readMessage('OTA_HotelAvailNotifRQ', message, hotel);
}

describe('readMessage: OTA_HotelRateAmountNotifRQ', () => {
  it('reads per-person totals into amounts per adult and guests by age code', () => {
    const read = rateAmount(`<RateAmountMessage>
      <StatusApplicationControl Start="2027-06-01" End="2027-06-30" InvTypeCode="5" RatePlanCode="17-BB" Sat="true" Sun="1" Mon="false"/>
      <Rates><Rate>
        <BaseByGuestAmts>
          <BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="161.00" CurrencyCode="EUR"/>
          <BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="90.5"/>
        </BaseByGuestAmts>
        <AdditionalGuestAmounts>
          <AdditionalGuestAmount AgeQualifyingCode="8" MaxAge="12" Amount="20.00"/>
          <AdditionalGuestAmount AgeQualifyingCode="7" MaxAge="1" Amount="0"/>
        </AdditionalGuestAmounts>
        <MealsIncluded MealPlanCodes="3"/>
      </Rate></Rates>
    </RateAmountMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.hotelCode).toBe('H');
    expect(read.changes).toEqual([
      expect.objectContaining({
        rateId: 17,
        path: 'RateAmountMessages/RateAmountMessage[1]',
        change: {
          start: '2027_06_01',
          end: '2027_06_30',
          weekdays: [5, 6],
          roomTypes: [5],
          boards: ['BB'],
          price: { amounts: ['90.50', '80.50'], child: '20.00', baby: '0' },
        },
      }),
    ]);
    // The service does not parse price changes through the schema again: the reader's are valid.
    expect(ariChangeSchema.safeParse(read.changes[0]?.change).success).toBe(true);
  });

  it('names every element at fault, with its index', () => {
    const read = rateAmount(`<RateAmountMessage>
        <StatusApplicationControl Start="2027-06-01" End="2027-06-01" InvTypeCode="5" RatePlanCode="18-BB"/>
        <Rates><Rate><BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="100"/></BaseByGuestAmts></Rate></Rates>
      </RateAmountMessage>
      <RateAmountMessage>
        <StatusApplicationControl Start="2027-02-30" End="2027-06-01" InvTypeCode="99" RatePlanCode="17-XX"/>
        <Rates><Rate><BaseByGuestAmts>
          <BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="100.01" CurrencyCode="USD"/>
        </BaseByGuestAmts><MealsIncluded MealPlanCodes="12"/></Rate></Rates>
      </RateAmountMessage>
      <RateAmountMessage>
        <StatusApplicationControl Start="2027-06-01" End="2027-06-01" InvTypeCode="5" RatePlanCode="17-HB"/>
        <Rates><Rate><BaseByGuestAmts>
          <BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="100.01" CurrencyCode="USD"/>
        </BaseByGuestAmts>
        <AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="7" MaxAge="2" Amount="1"/></AdditionalGuestAmounts>
        <MealsIncluded MealPlanCodes="3"/></Rate></Rates>
      </RateAmountMessage>`);
    const second = 'RateAmountMessages/RateAmountMessage[2]';
    const third = 'RateAmountMessages/RateAmountMessage[3]/Rates/Rate';
    expect(read.issues).toEqual([
      { path: `${second}/StatusApplicationControl/@Start`, key: OTA_MSG.dateInvalid },
      { path: `${second}/StatusApplicationControl/@InvTypeCode`, key: OTA_MSG.roomUnknown },
      { path: `${second}/StatusApplicationControl/@RatePlanCode`, key: OTA_MSG.ratePlanUnknown },
      { path: `${third}/MealsIncluded/@MealPlanCodes`, key: OTA_MSG.mealPlanMismatch },
      {
        path: `${third}/BaseByGuestAmts/BaseByGuestAmt[1]/@CurrencyCode`,
        key: OTA_MSG.currencyMismatch,
        params: { currency: 'EUR' },
      },
      {
        path: `${third}/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountAfterTax`,
        key: OTA_MSG.amountSplit,
        params: { guests: 2 },
      },
      {
        path: `${third}/AdditionalGuestAmounts/AdditionalGuestAmount[1]/@MaxAge`,
        key: OTA_MSG.ageCodeInvalid,
      },
    ]);
    // The first message, per room, is whole and read.
    expect(read.changes.map((change) => change.change.price)).toEqual([{ amounts: ['100'] }]);
  });

  it('wants NumberOfGuests 1..n per person and none per room', () => {
    const read = rateAmount(`<RateAmountMessage>
        <StatusApplicationControl Start="2027-06-01" End="2027-06-01" InvTypeCode="5" RatePlanCode="17-BB"/>
        <Rates><Rate><BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="100"/></BaseByGuestAmts></Rate></Rates>
      </RateAmountMessage>
      <RateAmountMessage>
        <StatusApplicationControl Start="2027-06-01" End="2027-06-01" InvTypeCode="5" RatePlanCode="18-BB"/>
        <Rates><Rate><BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="100"/></BaseByGuestAmts></Rate></Rates>
      </RateAmountMessage>`);
    expect(read.issues).toEqual([
      {
        path: 'RateAmountMessages/RateAmountMessage[1]/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt',
        key: OTA_MSG.guestsInvalid,
      },
      {
        path: 'RateAmountMessages/RateAmountMessage[2]/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt[1]/@NumberOfGuests',
        key: OTA_MSG.guestsInvalid,
      },
    ]);
  });
});

describe('readMessage: OTA_HotelAvailNotifRQ', () => {
  it('reads allotments and stop sales per room type, stays and closings per rate', () => {
    const read = avail(`
      <AvailStatusMessage BookingLimit="4"><StatusApplicationControl Start="2027-06-01" End="2027-06-03" InvTypeCode="6"/></AvailStatusMessage>
      <AvailStatusMessage><StatusApplicationControl Start="2027-06-01" End="2027-06-03" InvTypeCode="6"/><RestrictionStatus Status="Close"/></AvailStatusMessage>
      <AvailStatusMessage><StatusApplicationControl Start="2027-06-01" End="2027-06-03" RatePlanCode="17-HB"/>
        <LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="2" TimeUnit="Day"/><LengthOfStay MinMaxMessageType="SetMaxLOS" Time="7"/></LengthsOfStay>
        <RestrictionStatus Restriction="Arrival" Status="Open"/></AvailStatusMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.changes.map(({ rateId, change }) => ({ rateId, change }))).toEqual([
      { rateId: null, change: { start: '2027_06_01', end: '2027_06_03', roomTypes: [6], allotment: 4 } },
      { rateId: null, change: { start: '2027_06_01', end: '2027_06_03', roomTypes: [6], stopSale: true } },
      {
        rateId: 17,
        change: { start: '2027_06_01', end: '2027_06_03', minStay: 2, maxStay: 7, closedArrival: false },
      },
    ]);
  });

  it('wants a rate plan for stays and closings, a room type for inventory', () => {
    const read = avail(`
      <AvailStatusMessage><StatusApplicationControl Start="2027-06-01" End="2027-06-03" InvTypeCode="6"/><RestrictionStatus Restriction="Departure" Status="Close"/></AvailStatusMessage>
      <AvailStatusMessage BookingLimit="x"><StatusApplicationControl Start="2027-06-01" End="2027-06-03"/><RestrictionStatus Status="Shut"/></AvailStatusMessage>`);
    expect(read.issues).toEqual([
      {
        path: 'AvailStatusMessages/AvailStatusMessage[1]/RestrictionStatus/@Status',
        key: OTA_MSG.ratePlanRequired,
      },
      { path: 'AvailStatusMessages/AvailStatusMessage[2]/@BookingLimit', key: OTA_MSG.numberInvalid },
      {
        path: 'AvailStatusMessages/AvailStatusMessage[2]/RestrictionStatus/@Status',
        key: OTA_MSG.statusInvalid,
      },
    ]);
    expect(read.changes).toEqual([]);
  });
});
