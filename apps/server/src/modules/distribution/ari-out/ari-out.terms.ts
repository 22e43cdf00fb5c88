// A rate's contract terms and the hotel's taxes as parts of an OTA_HotelRatePlanNotifRQ RatePlan
// (issue 33 item 6, decision 066): supplements as `Supplements`, discounts and offers as `Offers`,
// taxes and fees as `RatePlanLevelFee`. What a 2015B element cannot say exactly is left out of
// the message (the JSON carries every term and tax whole); `termOtaGaps` / `taxOtaGaps` name why.
import {
  type Board,
  discountsCombine,
  fromCents,
  type HotelTax,
  percentHundredths,
  type RateTerm,
  type TermPer,
  type TermPeriod,
  type TermValue,
  toCents,
} from '@hotel/domain';
import { AGE_QUALIFYING_CODE, ATTR, type OtaNode } from '../ota/index.ts';

/**
 * OpenTravel code list Charge Type (CHG) for the unit and frequency of an amount: 19 per night,
 * 12 per stay (of the room the rate plan sells), 21 per person per night, 20 per person per stay.
 */
const CHARGE_TYPE: Record<TermPer, Record<TermPeriod, string>> = {
  room: { night: '19', stay: '12' },
  person: { night: '21', stay: '20' },
};
/** Age qualifying code (AQC) of an adult; a child's is AGE_QUALIFYING_CODE.child. */
const ADULT_AQC = '10';
const WEEKDAY_ATTRS = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'] as const;
/** OTA's StringLength1to16 (OfferCode): a longer code is not sent as one (the RPH still links). */
const OFFER_CODE_MAX = 16;

/** Why a term or tax is not in the OTA message: the first field the element cannot carry. */
export type OtaGap =
  | 'booking_dates'
  | 'lead_days'
  | 'nights'
  | 'weekdays'
  | 'arrival_weekdays'
  | 'ages'
  | 'free_nights_cheapest'
  | 'free_nights_once'
  | 'room_types';

/** `1250` hundredths → '12.50': xs:decimal, exact. */
function percentText(percent: string): string {
  const hundredths = percentHundredths(percent) ?? 0;
  return `${Math.trunc(hundredths / 100)}.${String(Math.abs(hundredths % 100)).padStart(2, '0')}`;
}

/** A value as OTA's `Percent` or `Amount` with its currency (Money: at most 3 decimals; ours 2). */
function valueAttrs(value: TermValue, currency: string): OtaNode {
  return 'percent' in value
    ? { [`${ATTR}Percent`]: percentText(value.percent) }
    : { [`${ATTR}Amount`]: fromCents(toCents(value.amount) ?? 0), [`${ATTR}CurrencyCode`]: currency };
}

/**
 * MinAge/MaxAge are OTA's Numeric1to999: a lower bound of 0 is no bound (left out); an upper
 * bound of 0 (babies only) cannot be said.
 */
function ageAttrs(ages: { min: number | null; max: number | null }): OtaNode {
  return {
    ...(ages.min !== null && ages.min > 0 ? { [`${ATTR}MinAge`]: String(ages.min) } : {}),
    ...(ages.max !== null ? { [`${ATTR}MaxAge`]: String(ages.max) } : {}),
  };
}

/** A guest of these ages is a child for OTA when the range ends under 18 (AQC 8), else an adult (10). */
function ageQualifyingCode(ages: { max: number | null }): string {
  return ages.max !== null && ages.max < 18 ? AGE_QUALIFYING_CODE.child : ADULT_AQC;
}

const isSet = (range: { min: number | null; max: number | null }) => range.min !== null || range.max !== null;

/**
 * What keeps a term out of the message, or null when its OTA form says all it means (decision
 * 066). A `Supplement` has no booking dates, lead time, length of stay or weekdays; an `Offer`'s
 * `Discount` frees nights by position (`DiscountPattern`), for each multiple of `NightsRequired`,
 * so neither "the cheapest nights" nor "once only" can be said.
 */
export function termOtaGap(term: RateTerm): OtaGap | null {
  if (term.ages?.max === 0) return 'ages';
  if (term.effect === 'supplement') {
    if (term.booking.from !== null || term.booking.to !== null) return 'booking_dates';
    if (isSet(term.leadDays)) return 'lead_days';
    if (isSet(term.nights)) return 'nights';
    if (term.weekdays.length > 0) return 'weekdays';
    if (term.arrivalWeekdays.length > 0) return 'arrival_weekdays';
    return null;
  }
  if (term.freeNights?.which === 'cheapest') return 'free_nights_cheapest';
  if (term.freeNights && !term.freeNights.repeats) return 'free_nights_once';
  return null;
}

/** What keeps a tax out: a `Fee` of the rate plan has no room types (it would reach every room). */
export function taxOtaGap(tax: HotelTax): OtaGap | null {
  if (tax.roomTypes.length > 0) return 'room_types';
  if (tax.ages?.max === 0) return 'ages';
  return null;
}

/** The terms of a rate that reach a rate plan of `board` (a term naming no board reaches all). */
function termsOfBoard(terms: readonly RateTerm[], board: Board): RateTerm[] {
  return terms.filter(
    (term) => (term.boards.length === 0 || term.boards.includes(board)) && termOtaGap(term) === null,
  );
}

/**
 * A supplement: its amount or percentage (`AddToBasicRateIndicator`: added to the rate, never
 * replacing it), per person or room and night or stay (`ChargeTypeCode`, CHG), its stay dates,
 * the guests' ages it is for, the guests the room holds (`RoomCompanions`, everyone in the room
 * counted) and `MandatoryIndicator` (the engine always applies a supplement that holds). One per
 * room type it names (`InvType="ROOM"`, `InvCode` the room type's id as InvTypeCode elsewhere).
 */
function supplementNodes(term: RateTerm, currency: string): OtaNode[] {
  const type =
    term.kind === 'board_supplement'
      ? 'Board'
      : term.kind === 'extra_bed' || term.kind === 'child'
        ? 'AdditionalGuest'
        : 'Extra';
  const singleUse = term.kind === 'single_use';
  const companions = isSet(term.guests)
    ? {
        RoomCompanions: {
          ...(term.guests.min !== null ? { [`${ATTR}MinCompanions`]: String(term.guests.min) } : {}),
          ...(term.guests.max !== null ? { [`${ATTR}MaxCompanions`]: String(term.guests.max) } : {}),
        },
      }
    : {};
  const base: OtaNode = {
    ...(term.ages
      ? { [`${ATTR}AgeQualifyingCode`]: ageQualifyingCode(term.ages), ...ageAttrs(term.ages) }
      : {}),
    ...(term.value ? valueAttrs(term.value, currency) : {}),
    ...(term.stay.from !== null ? { [`${ATTR}Start`]: term.stay.from } : {}),
    ...(term.stay.to !== null ? { [`${ATTR}End`]: term.stay.to } : {}),
    [`${ATTR}SupplementType`]: type,
    [`${ATTR}ChargeTypeCode`]: CHARGE_TYPE[term.per][term.period],
    [`${ATTR}AddToBasicRateIndicator`]: 'true',
    ...(singleUse ? { [`${ATTR}SingleUseIndicator`]: 'true' } : {}),
    [`${ATTR}MandatoryIndicator`]: 'true',
    ...companions,
    Description: { [`${ATTR}Name`]: term.code, Text: term.kind },
  };
  if (term.roomTypes.length === 0) return [base];
  return term.roomTypes.map((room) => ({
    ...base,
    [`${ATTR}InvCode`]: String(room),
    [`${ATTR}InvType`]: 'ROOM',
  }));
}

function weekdayPattern(days: readonly number[]): OtaNode {
  return Object.fromEntries(
    WEEKDAY_ATTRS.map((name, index) => [`${ATTR}${name}`, String(days.includes(index + 1))]),
  );
}

/**
 * A discount as an `Offer`: `OfferRules` (stay and booking dates as `DateRestriction`, nights as
 * `LengthsOfStay`, night and arrival weekdays as `DOW_Restrictions`, guests in the room as
 * `Occupancy`, lead days as Min/MaxAdvancedBookingOffset), the `Discount` (percent or amount with
 * CHG `ChargeUnitCode`; free nights as NightsRequired/NightsDiscounted and a DiscountPattern for
 * the first or last nights), its room types (`Inventories`), the guests it is for by age
 * (`Guests`), the offers it combines with and those it does not (`CompatibleOffers`, the engine's
 * rule) and its place in the order (`ApplicationOrder`).
 */
function offerNode(
  term: RateTerm,
  rph: Map<string, string>,
  sent: readonly RateTerm[],
  rank: number,
  currency: string,
): OtaNode {
  const dates = (['stay', 'booking'] as const).flatMap((which) => {
    const range = term[which];
    if (range.from === null && range.to === null) return [];
    return [
      {
        ...(range.from !== null ? { [`${ATTR}Start`]: range.from } : {}),
        ...(range.to !== null ? { [`${ATTR}End`]: range.to } : {}),
        [`${ATTR}RestrictionType`]: which,
      },
    ];
  });
  const lengths = [
    ...(term.nights.min !== null
      ? [
          {
            [`${ATTR}MinMaxMessageType`]: 'SetMinLOS',
            [`${ATTR}Time`]: String(term.nights.min),
            [`${ATTR}TimeUnit`]: 'Day',
          },
        ]
      : []),
    ...(term.nights.max !== null
      ? [
          {
            [`${ATTR}MinMaxMessageType`]: 'SetMaxLOS',
            [`${ATTR}Time`]: String(term.nights.max),
            [`${ATTR}TimeUnit`]: 'Day',
          },
        ]
      : []),
  ];
  const weekdays = {
    ...(term.weekdays.length > 0 ? { AvailableDaysOfWeek: weekdayPattern(term.weekdays) } : {}),
    ...(term.arrivalWeekdays.length > 0 ? { ArrivalDaysOfWeek: weekdayPattern(term.arrivalWeekdays) } : {}),
  };
  const rule: OtaNode = {
    ...(dates.length > 0 ? { DateRestriction: dates } : {}),
    ...(lengths.length > 0 ? { LengthsOfStay: { LengthOfStay: lengths } } : {}),
    ...(Object.keys(weekdays).length > 0 ? { DOW_Restrictions: weekdays } : {}),
    ...(isSet(term.guests)
      ? {
          Occupancy: [
            {
              ...(term.guests.min !== null ? { [`${ATTR}MinOccupancy`]: String(term.guests.min) } : {}),
              ...(term.guests.max !== null ? { [`${ATTR}MaxOccupancy`]: String(term.guests.max) } : {}),
            },
          ],
        }
      : {}),
    ...(term.leadDays.max !== null ? { [`${ATTR}MaxAdvancedBookingOffset`]: `P${term.leadDays.max}D` } : {}),
    ...(term.leadDays.min !== null ? { [`${ATTR}MinAdvancedBookingOffset`]: `P${term.leadDays.min}D` } : {}),
  };
  const free = term.freeNights;
  const discount: OtaNode = free
    ? {
        [`${ATTR}NightsRequired`]: String(free.nights),
        [`${ATTR}NightsDiscounted`]: String(free.free),
        // Y for a free night: the first `free` nights of each `nights`, or the last ones.
        [`${ATTR}DiscountPattern`]:
          free.which === 'first'
            ? 'Y'.repeat(free.free) + 'N'.repeat(free.nights - free.free)
            : 'N'.repeat(free.nights - free.free) + 'Y'.repeat(free.free),
        [`${ATTR}Percent`]: '100.00',
      }
    : {
        ...(term.value ? valueAttrs(term.value, currency) : {}),
        [`${ATTR}ChargeUnitCode`]: CHARGE_TYPE[term.per][term.period],
      };
  const others = sent.filter((other) => other.code !== term.code);
  const compatible = others.filter((other) => discountsCombine(term, other));
  const incompatible = others.filter((other) => !discountsCombine(term, other));
  const rphs = (terms: RateTerm[]) => terms.map((other) => rph.get(other.code) ?? '').join(' ');
  const compatibility = [
    ...(compatible.length > 0
      ? [{ [`${ATTR}OfferRPH`]: rphs(compatible), [`${ATTR}IncompatibleOfferIndicator`]: 'false' }]
      : []),
    ...(incompatible.length > 0
      ? [{ [`${ATTR}OfferRPH`]: rphs(incompatible), [`${ATTR}IncompatibleOfferIndicator`]: 'true' }]
      : []),
  ];
  return {
    ...(term.code.length <= OFFER_CODE_MAX ? { [`${ATTR}OfferCode`]: term.code } : {}),
    [`${ATTR}RPH`]: rph.get(term.code) ?? '',
    [`${ATTR}ApplicationOrder`]: String(rank),
    ...(Object.keys(rule).length > 0 ? { OfferRules: { OfferRule: [rule] } } : {}),
    Discount: discount,
    OfferDescription: { [`${ATTR}Name`]: term.code, Text: term.kind },
    ...(compatibility.length > 0 ? { CompatibleOffers: { CompatibleOffer: compatibility } } : {}),
    ...(term.roomTypes.length > 0
      ? {
          Inventories: {
            Inventory: term.roomTypes.map((room) => ({
              [`${ATTR}InvTypeCode`]: String(room),
              [`${ATTR}AppliesToIndicator`]: 'true',
            })),
          },
        }
      : {}),
    ...(term.ages
      ? {
          Guests: {
            Guest: [{ [`${ATTR}AgeQualifyingCode`]: ageQualifyingCode(term.ages), ...ageAttrs(term.ages) }],
          },
        }
      : {}),
  };
}

/**
 * The `Supplements` and `Offers` of the rate plan of `board`: the rate's terms that reach that
 * board and fit OTA (termOtaGap). Offers are numbered (RPH) and ranked (ApplicationOrder) in the
 * engine's order: `order`, then code.
 */
export function termsOfPlan(terms: readonly RateTerm[], board: Board, currency: string): OtaNode {
  const reaching = termsOfBoard(terms, board);
  const supplements = reaching
    .filter((term) => term.effect === 'supplement')
    .flatMap((term) => supplementNodes(term, currency));
  const discounts = reaching
    .filter((term) => term.effect === 'discount')
    .sort((a, b) => a.order - b.order || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const rph = new Map(discounts.map((term, index) => [term.code, String(index + 1)]));
  const offers = discounts.map((term, index) => offerNode(term, rph, discounts, index + 1, currency));
  return {
    ...(supplements.length > 0 ? { Supplements: { Supplement: supplements } } : {}),
    ...(offers.length > 0 ? { Offers: { Offer: offers } } : {}),
  };
}

/**
 * The hotel's taxes and fees that price the rate, as the rate plan's `RatePlanLevelFee` ("a global
 * surcharge at the RatePlan level"; 2015B has no element for a rate plan's tax rule, TotalType's
 * Taxes being amounts of a priced rate): `Type` Inclusive when the tax is inside this rate's
 * prices (decision 063: `included` and the rate's `pricesIncludeTax`), else Exclusive; `Percent` or
 * `Amount`; CHG `ChargeUnit`; the stay dates as Effective/ExpireDate; `MaxChargeFrequencyApplies`
 * the nights it is charged for at most; the guests' ages; `MandatoryInd`; its name as Description.
 * Who collects it has no OTA attribute (the JSON's `collectedBy`).
 */
export function taxesOfPlan(
  taxes: readonly HotelTax[],
  rate: { id: number; pricesIncludeTax: boolean; currency: string },
): OtaNode {
  const fees = taxes
    .filter((tax) => (tax.rateIds.length === 0 || tax.rateIds.includes(rate.id)) && taxOtaGap(tax) === null)
    .map((tax) => ({
      [`${ATTR}Type`]: tax.included && rate.pricesIncludeTax ? 'Inclusive' : 'Exclusive',
      ...valueAttrs(tax.value, rate.currency),
      ...(tax.stay.from !== null ? { [`${ATTR}EffectiveDate`]: tax.stay.from } : {}),
      ...(tax.stay.to !== null ? { [`${ATTR}ExpireDate`]: tax.stay.to } : {}),
      [`${ATTR}MandatoryInd`]: 'true',
      [`${ATTR}ChargeUnit`]: CHARGE_TYPE[tax.per][tax.period],
      ...(tax.maxNights !== null ? { [`${ATTR}MaxChargeFrequencyApplies`]: String(tax.maxNights) } : {}),
      ...(tax.ages ? ageAttrs(tax.ages) : {}),
      Description: { [`${ATTR}Name`]: tax.code, Text: tax.name },
    }));
  return fees.length > 0 ? { RatePlanLevelFee: { Fee: fees } } : {};
}
