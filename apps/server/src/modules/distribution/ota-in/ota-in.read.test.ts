import { ariChangeSchema, OTA_MSG } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { foldDays, OTA_NAMESPACE, parseOtaMessage } from '../ota/index.ts';
import { type OtaRateInfo, readMessage } from './ota-in.read.ts';

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

const perPerson: OtaRateInfo & { rooms: number[] } = {
  priceRoomType: 'person',
  currency: 'EUR',
  childsAge: 12,
  infantAge: 3,
  babyAge: 1,
  pricesIncludeTax: true,
  releaseDays: 7,
  rooms: [5, 6],
};
const perRoom = { ...perPerson, priceRoomType: 'room' };
const beforeTax = { ...perRoom, pricesIncludeTax: false };
/** Room type 5 sleeps 3 adults, 6 sleeps 2. */
const hotel = {
  rooms: new Map([
    [5, 3],
    [6, 2],
  ]),
  rates: new Map([
    [17, perPerson],
    [18, perRoom],
    [19, beforeTax],
  ]),
};

function rateAmount(messages: string, notifType?: string) {
  const { message } = parseOtaMessage(
    `<OTA_HotelRateAmountNotifRQ xmlns="${OTA_NAMESPACE}" EchoToken="e"${notifType ? ` NotifType="${notifType}"` : ''}><RateAmountMessages HotelCode="H">${messages}</RateAmountMessages></OTA_HotelRateAmountNotifRQ>`,
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
        path: `${third}/AdditionalGuestAmounts/AdditionalGuestAmount[1]/@MaxAge`,
        key: OTA_MSG.ageCodeInvalid,
      },
      {
        path: `${third}/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountAfterTax`,
        key: OTA_MSG.amountSplit,
        params: { guests: 2 },
      },
    ]);
    // The first message, per room, is whole and read.
    expect(read.changes.map((change) => change.change.price)).toEqual([{ amounts: ['100.00'] }]);
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
        change: {
          start: '2027_06_01',
          end: '2027_06_03',
          roomTypes: [5, 6],
          boards: ['HB'],
          minStay: 2,
          maxStay: 7,
          closedArrival: false,
        },
      },
    ]);
    // Stays and closings act on the rate plan named (17-HB) and each room type of the rate.
    expect(read.changes[2]?.plan).toEqual({ board: 'HB', rooms: [5, 6] });
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

const control = (extra = '', plan = '17-BB', room = '5') =>
  `<StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvTypeCode="${room}" RatePlanCode="${plan}"${extra}/>`;
const AVAIL = 'AvailStatusMessages/AvailStatusMessage[1]';
const RATE = 'RateAmountMessages/RateAmountMessage[1]';

describe('readMessage: what the standard allows (issue 30)', () => {
  it('reads implied decimals: 3895 with DecimalPlaces 2 is 38.95, on the Rate or the amount', () => {
    const read = rateAmount(`<RateAmountMessage>${control('', '18-BB')}<Rates><Rate DecimalPlaces="2">
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="3895"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>
      <RateAmountMessage>${control('', '18-BB')}<Rates><Rate>
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="38950" DecimalPlaces="3"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>
      <RateAmountMessage>${control('', '18-BB')}<Rates><Rate DecimalPlaces="2">
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="38.95"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.changes.map((change) => change.change.price?.amounts)).toEqual([
      ['38.95'],
      ['38.95'],
      ['38.95'],
    ]);
    const wrong = rateAmount(`<RateAmountMessage>${control('', '18-BB')}<Rates><Rate DecimalPlaces="1">
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="38.95"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`);
    expect(wrong.issues).toEqual([
      {
        path: `${RATE}/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountAfterTax`,
        key: OTA_MSG.decimalPlacesInvalid,
      },
    ]);
  });

  it('states the currency at every level: a Rate in USD on a EUR rate is refused', () => {
    const read = rateAmount(`<RateAmountMessage>${control('', '18-BB')}<Rates><Rate CurrencyCode="USD">
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="80"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`);
    expect(read.issues).toEqual([
      {
        path: `${RATE}/Rates/Rate/@CurrencyCode`,
        key: OTA_MSG.currencyMismatch,
        params: { currency: 'EUR' },
      },
    ]);
  });

  it('reads the amount on the rate’s tax basis and names the other', () => {
    const before = rateAmount(`<RateAmountMessage>${control('', '19-BB')}<Rates><Rate>
      <BaseByGuestAmts><BaseByGuestAmt AmountBeforeTax="70.00"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`);
    expect(before.issues).toEqual([]);
    expect(before.changes[0]?.change.price).toEqual({ amounts: ['70.00'] });
    const wrong = rateAmount(`<RateAmountMessage>${control('', '18-BB')}<Rates><Rate>
      <BaseByGuestAmts><BaseByGuestAmt AmountBeforeTax="70.00"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`);
    expect(wrong.issues).toEqual([
      {
        path: `${RATE}/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountBeforeTax`,
        key: OTA_MSG.taxBasisMismatch,
        params: { basis: 'ota.basis.after_tax', attribute: 'AmountAfterTax' },
      },
    ]);
  });

  it('per person: one amount without NumberOfGuests is each adult’s night; an adult AdditionalGuestAmount prices the adults past n', () => {
    const single = rateAmount(`<RateAmountMessage>${control()}<Rates><Rate>
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="45.00"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`);
    expect(single.issues).toEqual([]);
    expect(single.changes[0]?.change.price).toEqual({ amounts: ['45.00', '45.00', '45.00'] });
    // 1 adult 90, 2 adults 160; a third adult adds 50: 210 / 3 = 70 each.
    for (const code of [' AgeQualifyingCode="10"', '']) {
      const extra = rateAmount(`<RateAmountMessage>${control()}<Rates><Rate>
        <BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="90"/><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="160"/></BaseByGuestAmts>
        <AdditionalGuestAmounts><AdditionalGuestAmount${code} Amount="50"/></AdditionalGuestAmounts></Rate></Rates></RateAmountMessage>`);
      expect(extra.issues).toEqual([]);
      expect(extra.changes[0]?.change.price).toEqual({ amounts: ['90.00', '80.00', '70.00'] });
    }
    const perRoomExtra = rateAmount(`<RateAmountMessage>${control('', '18-BB')}<Rates><Rate>
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="90"/></BaseByGuestAmts>
      <AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="10" Amount="50"/></AdditionalGuestAmounts></Rate></Rates></RateAmountMessage>`);
    expect(perRoomExtra.issues.map((issue) => issue.key)).toEqual([OTA_MSG.extraAdultPerRoom]);
  });

  it('NotifType Delta keeps what is not named, Remove needs no amounts, anything else is refused', () => {
    const delta = rateAmount(
      `<RateAmountMessage>${control()}<Rates><Rate><BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="160"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`,
      'Delta',
    );
    expect(delta.issues).toEqual([]);
    expect(delta.changes[0]).toMatchObject({
      priceMode: 'delta',
      delta: { amounts: [undefined, '80.00'], guests: {} },
    });
    const remove = rateAmount(`<RateAmountMessage>${control()}</RateAmountMessage>`, 'Remove');
    expect(remove.issues).toEqual([]);
    expect(remove.changes[0]).toMatchObject({
      priceMode: 'remove',
      change: { roomTypes: [5], boards: ['BB'] },
    });
    expect(rateAmount(`<RateAmountMessage>${control()}</RateAmountMessage>`, 'Replace').issues[0]?.key).toBe(
      OTA_MSG.notSupported,
    );
  });

  it('warns about what it reads and does not apply (RateDescription, unknown elements)', () => {
    const read = rateAmount(`<RateAmountMessage>${control('', '18-BB')}<Rates><Rate>
      <BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="80"/></BaseByGuestAmts>
      <RateDescription><Text>Sea view</Text></RateDescription><Fees/></Rate></Rates></RateAmountMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.warnings).toEqual([
      {
        path: `${RATE}/Rates/Rate/RateDescription`,
        key: OTA_MSG.ignored,
        params: { what: 'RateDescription' },
      },
      { path: `${RATE}/Rates/Rate/Fees`, key: OTA_MSG.ignored, params: { what: 'Fees' } },
    ]);
  });

  it('InvCode names the room type as InvTypeCode does; Master is a stop sale of the product named', () => {
    const read =
      avail(`<AvailStatusMessage><StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvCode="6" RatePlanCode="17-BB"/>
      <RestrictionStatus Restriction="Master" Status="Close"/></AvailStatusMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.changes[0]).toMatchObject({ rateId: 17, plan: { board: 'BB', rooms: [6], stopSale: true } });
    // Without a rate plan, the room type's own stop sale.
    const room =
      avail(`<AvailStatusMessage><StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvCode="6"/>
      <RestrictionStatus Restriction="Master" Status="Close"/></AvailStatusMessage>`);
    expect(room.changes[0]).toMatchObject({ rateId: null, change: { roomTypes: [6], stopSale: true } });
    const differ =
      avail(`<AvailStatusMessage><StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvCode="6" InvTypeCode="5"/>
      <RestrictionStatus Status="Close"/></AvailStatusMessage>`);
    expect(differ.issues[0]).toEqual({
      path: `${AVAIL}/StatusApplicationControl/@InvCode`,
      key: OTA_MSG.codesDiffer,
    });
  });

  it('BookingLimitMessageType: SetLimit, AdjustLimit adds, RemoveLimit clears; never per rate plan', () => {
    const read = avail(`
      <AvailStatusMessage BookingLimit="4" BookingLimitMessageType="SetLimit"><StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvTypeCode="6"/></AvailStatusMessage>
      <AvailStatusMessage BookingLimit="2" BookingLimitMessageType="AdjustLimit"><StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvTypeCode="6"/></AvailStatusMessage>
      <AvailStatusMessage BookingLimitMessageType="RemoveLimit"><StatusApplicationControl Start="2027-06-01" End="2027-06-02" InvTypeCode="6"/></AvailStatusMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.changes.map((change) => [change.allotmentMode, change.change.allotment])).toEqual([
      ['set', 4],
      ['adjust', 2],
      ['remove', undefined],
    ]);
    const plan = avail(`<AvailStatusMessage BookingLimit="4">${control()}</AvailStatusMessage>`);
    expect(plan.issues).toEqual([{ path: `${AVAIL}/@BookingLimit`, key: OTA_MSG.allotmentPerRoomType }]);
  });

  it('LengthsOfStay: Remove clears, FullPatternLOS is one run of open stays, stay-through limits are refused by name', () => {
    const read = avail(`<AvailStatusMessage>${control()}<LengthsOfStay>
        <LengthOfStay MinMaxMessageType="FullPatternLOS"><LOS_Pattern FullPatternLOS="NNYYYNN"/></LengthOfStay>
      </LengthsOfStay></AvailStatusMessage>
      <AvailStatusMessage>${control()}<LengthsOfStay FixedPatternLength="3">
        <LengthOfStay MinMaxMessageType="FullPatternLOS"><LOS_Pattern FullPatternLOS="NNN"/></LengthOfStay>
      </LengthsOfStay></AvailStatusMessage>
      <AvailStatusMessage>${control()}<LengthsOfStay>
        <LengthOfStay MinMaxMessageType="RemoveMinLOS"/><LengthOfStay MinMaxMessageType="SetMaxLOS" Time="0"/>
      </LengthsOfStay></AvailStatusMessage>`);
    expect(read.issues).toEqual([]);
    expect(read.changes.map(({ change }) => [change.minStay, change.maxStay, change.closedArrival])).toEqual([
      [3, 5, false],
      [undefined, undefined, true],
      [null, null, undefined],
    ]);
    const refused = avail(`<AvailStatusMessage>${control()}<LengthsOfStay>
        <LengthOfStay MinMaxMessageType="SetForwardMinStay" Time="3"/>
      </LengthsOfStay></AvailStatusMessage>
      <AvailStatusMessage>${control()}<LengthsOfStay>
        <LengthOfStay MinMaxMessageType="FullPatternLOS"><LOS_Pattern FullPatternLOS="YNY"/></LengthOfStay>
      </LengthsOfStay></AvailStatusMessage>`);
    expect(refused.issues).toEqual([
      {
        path: `${AVAIL}/LengthsOfStay/LengthOfStay[1]/@MinMaxMessageType`,
        key: OTA_MSG.notSupported,
        params: { what: 'MinMaxMessageType="SetForwardMinStay"' },
      },
      {
        path: 'AvailStatusMessages/AvailStatusMessage[2]/LengthsOfStay/LengthOfStay[1]/LOS_Pattern/@FullPatternLOS',
        key: OTA_MSG.losPatternInvalid,
      },
    ]);
  });

  it('an advance-booking offset other than the rate’s release is refused, so a conditional closing never closes every arrival', () => {
    const conditional = avail(`<AvailStatusMessage>${control()}
      <RestrictionStatus Restriction="Arrival" Status="Close" MinAdvancedBookingOffset="P3D"/></AvailStatusMessage>`);
    expect(conditional.issues).toEqual([
      {
        path: `${AVAIL}/RestrictionStatus/@MinAdvancedBookingOffset`,
        key: OTA_MSG.notSupported,
        params: { what: 'MinAdvancedBookingOffset="P3D"' },
      },
    ]);
    expect(conditional.changes).toEqual([]);
    // The rate's own release (7 days) restated changes nothing and is accepted.
    const release = avail(
      `<AvailStatusMessage>${control()}<RestrictionStatus MinAdvancedBookingOffset="P7D"/></AvailStatusMessage>`,
    );
    expect(release.issues).toEqual([]);
  });
});
