// ARI out as OTA: OTA_HotelRateAmountNotifRQ, OTA_HotelAvailNotifRQ and OTA_HotelRatePlanNotifRQ
// (the cancellation policies), built from a loaded HotelAri.
import {
  BOARD_OTA_MEAL_PLAN,
  type Board,
  fromCents,
  type PolicyDeadline,
  type PolicyPenalty,
  type PriceCell,
  type StructuredCancellationPolicy,
  toCents,
} from '@hotel/domain';
import {
  AGE_QUALIFYING_CODE,
  ATTR,
  buildOtaDocument,
  foldDays,
  GUEST_KINDS,
  type OtaNode,
  ratePlanCode,
} from '../ota/index.ts';
import {
  cellKey,
  type DayRestriction,
  type HotelAri,
  NO_RESTRICTION,
  type PlanControl,
} from './ari-out.load.ts';
import type { OutRateRow } from './ari-out.repository.ts';
import { taxesOfPlan, termsOfPlan } from './ari-out.terms.ts';

/**
 * OTA_HotelRateAmountNotifRQ: one RateAmountMessage per room type × rate plan × range of equal
 * prices. Per person, `BaseByGuestAmt NumberOfGuests=n AmountAfterTax` is what n adults pay
 * together (the amount per adult × n); per room, one BaseByGuestAmt without NumberOfGuests.
 */
export function rateAmountNotif(ari: HotelAri, echoToken?: string): string {
  const messages: OtaNode[] = [];
  for (const { rate, prices } of ari.rates) {
    const perPerson = rate.priceRoomType === 'person';
    for (const { room, board, days } of prices.values()) {
      for (const { start, end, value } of foldDays(days, cellKey)) {
        messages.push({
          StatusApplicationControl: {
            [`${ATTR}Start`]: start,
            [`${ATTR}End`]: end,
            [`${ATTR}InvTypeCode`]: String(room),
            [`${ATTR}RatePlanCode`]: ratePlanCode(rate.id, board),
          },
          Rates: { Rate: [rateNode(rate, board, value, perPerson)] },
        });
      }
    }
  }
  // Without a price in the range RateAmountMessages is left out (it needs a RateAmountMessage).
  return buildOtaDocument(
    'OTA_HotelRateAmountNotifRQ',
    { echoToken },
    messages.length > 0
      ? { RateAmountMessages: { [`${ATTR}HotelCode`]: ari.hotel.code, RateAmountMessage: messages } }
      : {},
  );
}

/**
 * OTA_HotelAvailNotifRQ. Each value is folded on its own, so each range is as long as that value
 * stays equal (an AvailStatusMessage holds one RestrictionStatus):
 * - per room type (InvTypeCode, no RatePlanCode: the inventory is shared by the hotel's rates):
 *   `BookingLimit` (rooms left to sell: allotted less booked, issue 32) and `RestrictionStatus Status=Close|Open` (stop sale);
 * - per rate plan (RatePlanCode, no InvTypeCode: restrictions are the rate's, the same for each
 *   of its boards): `LengthOfStay SetMinLOS|SetMaxLOS`, and `RestrictionStatus
 *   Restriction=Arrival|Departure Status=Close|Open`.
 * - per rate plan, the rate's release days (decision 045): `RestrictionStatus
 *   MinAdvancedBookingOffset="P<n>D"` ("minimum days before the arrival date for which this
 *   rate plan may be booked"), over the days the rate applies, when the rate has them.
 * Days without a row, or a stay limit not set, are absent. Nothing to say leaves
 * `AvailStatusMessages` out: the schema wants at least one AvailStatusMessage in it.
 */
export function availStatusNotif(ari: HotelAri, echoToken?: string): string {
  const messages: OtaNode[] = [];
  const control = (range: { start: string; end: string }, code: { room?: number; plan?: string }) => ({
    [`${ATTR}Start`]: range.start,
    [`${ATTR}End`]: range.end,
    ...(code.room !== undefined ? { [`${ATTR}InvTypeCode`]: String(code.room) } : {}),
    ...(code.plan !== undefined ? { [`${ATTR}RatePlanCode`]: code.plan } : {}),
  });
  const status = (closed: boolean) => (closed ? 'Close' : 'Open');
  for (const [room, days] of ari.inventory) {
    // The limit is what is left to sell: the allotment less the rooms booked (issue 32).
    const allotments = days.flatMap(({ day, value }) =>
      value.roomsLeft === null ? [] : [{ day, value: value.roomsLeft }],
    );
    for (const range of foldDays(allotments, String)) {
      messages.push({
        [`${ATTR}BookingLimit`]: String(range.value),
        [`${ATTR}BookingLimitMessageType`]: 'SetLimit',
        StatusApplicationControl: control(range, { room }),
      });
    }
    const stops = days.map(({ day, value }) => ({ day, value: value.stopSale }));
    for (const range of foldDays(stops, String)) {
      messages.push({
        StatusApplicationControl: control(range, { room }),
        RestrictionStatus: { [`${ATTR}Status`]: status(range.value) },
      });
    }
  }
  for (const { rate, boards, restrictions, applies, planControls } of ari.rates) {
    const release =
      rate.releaseDays === null
        ? []
        : foldDays(
            applies.map((day) => ({ day, value: rate.releaseDays })),
            String,
          );
    const pick = <T>(value: (row: DayRestriction) => T | null) =>
      restrictions.flatMap(({ day, value: row }) => {
        const picked = value(row);
        return picked === null ? [] : [{ day, value: picked }];
      });
    const minStay = foldDays(
      pick((row) => row.minStay),
      String,
    );
    const maxStay = foldDays(
      pick((row) => row.maxStay),
      String,
    );
    const arrival = foldDays(
      pick((row) => row.closedArrival),
      String,
    );
    const departure = foldDays(
      pick((row) => row.closedDeparture),
      String,
    );
    for (const board of boards) {
      const plan = ratePlanCode(rate.id, board);
      for (const [ranges, type] of [
        [minStay, 'SetMinLOS'],
        [maxStay, 'SetMaxLOS'],
      ] as const) {
        for (const range of ranges) {
          messages.push({
            StatusApplicationControl: control(range, { plan }),
            LengthsOfStay: {
              LengthOfStay: [
                {
                  [`${ATTR}MinMaxMessageType`]: type,
                  [`${ATTR}Time`]: String(range.value),
                  [`${ATTR}TimeUnit`]: 'Day',
                },
              ],
            },
          });
        }
      }
      for (const [ranges, restriction] of [
        [arrival, 'Arrival'],
        [departure, 'Departure'],
      ] as const) {
        for (const range of ranges) {
          messages.push({
            StatusApplicationControl: control(range, { plan }),
            RestrictionStatus: {
              [`${ATTR}Restriction`]: restriction,
              [`${ATTR}Status`]: status(range.value),
            },
          });
        }
      }
      for (const range of release) {
        messages.push({
          StatusApplicationControl: control(range, { plan }),
          RestrictionStatus: { [`${ATTR}MinAdvancedBookingOffset`]: `P${range.value}D` },
        });
      }
    }
    // Then each product's own values, where they differ from the rate's (sent after them, so a
    // receiver applying in order ends with both grains as they are here).
    const rateOn = new Map(restrictions.map(({ day, value }) => [day, value]));
    for (const { room, board, days } of planControls.values()) {
      const plan = ratePlanCode(rate.id, board);
      const differing = <K extends keyof PlanControl>(field: K) =>
        days.flatMap(({ day, value }) =>
          field === 'stopSale' ||
          value[field] !== (rateOn.get(day) ?? NO_RESTRICTION)[field as keyof DayRestriction]
            ? [{ day, value: value[field] }]
            : [],
        );
      for (const [field, set, remove] of [
        ['minStay', 'SetMinLOS', 'RemoveMinLOS'],
        ['maxStay', 'SetMaxLOS', 'RemoveMaxLOS'],
      ] as const) {
        for (const range of foldDays(differing(field), String)) {
          messages.push({
            StatusApplicationControl: control(range, { room, plan }),
            LengthsOfStay: {
              LengthOfStay: [
                range.value === null
                  ? { [`${ATTR}MinMaxMessageType`]: remove }
                  : {
                      [`${ATTR}MinMaxMessageType`]: set,
                      [`${ATTR}Time`]: String(range.value),
                      [`${ATTR}TimeUnit`]: 'Day',
                    },
              ],
            },
          });
        }
      }
      for (const [field, restriction] of [
        ['closedArrival', 'Arrival'],
        ['closedDeparture', 'Departure'],
        ['stopSale', 'Master'],
      ] as const) {
        for (const range of foldDays(differing(field), String)) {
          messages.push({
            StatusApplicationControl: control(range, { room, plan }),
            RestrictionStatus: {
              [`${ATTR}Restriction`]: restriction,
              [`${ATTR}Status`]: status(range.value === true),
            },
          });
        }
      }
    }
  }
  return buildOtaDocument(
    'OTA_HotelAvailNotifRQ',
    { echoToken },
    messages.length > 0
      ? { AvailStatusMessages: { [`${ATTR}HotelCode`]: ari.hotel.code, AvailStatusMessage: messages } }
      : {},
  );
}

/**
 * One `Rate` of a RateAmountMessage (see AGE_QUALIFYING_CODE for the guests). The base amounts are
 * `AmountAfterTax` on a rate whose prices include tax, `AmountBeforeTax` on one whose do not.
 */
function rateNode(rate: OutRateRow, board: Board, cell: PriceCell, perPerson: boolean): OtaNode {
  const currency = { [`${ATTR}CurrencyCode`]: rate.currency };
  const amountAttr = `${ATTR}${rate.pricesIncludeTax ? 'AmountAfterTax' : 'AmountBeforeTax'}`;
  const base = perPerson
    ? cell.amounts.map((amount, index) => ({
        [`${ATTR}NumberOfGuests`]: String(index + 1),
        [amountAttr]: fromCents((toCents(amount) ?? 0) * (index + 1)),
        ...currency,
      }))
    : [{ [amountAttr]: cell.amounts[0] ?? '0.00', ...currency }];
  const maxAge = { child: rate.childsAge, infant: rate.infantAge, baby: rate.babyAge };
  const guests = perPerson
    ? GUEST_KINDS.flatMap((kind) => {
        const amount = cell[kind];
        if (amount === null || maxAge[kind] === 0) return [];
        return [
          {
            [`${ATTR}AgeQualifyingCode`]: AGE_QUALIFYING_CODE[kind],
            [`${ATTR}MaxAge`]: String(maxAge[kind]),
            [`${ATTR}Amount`]: amount,
            ...currency,
          },
        ];
      })
    : [];
  return {
    BaseByGuestAmts: { BaseByGuestAmt: base },
    ...(guests.length > 0 ? { AdditionalGuestAmounts: { AdditionalGuestAmount: guests } } : {}),
    MealsIncluded: { [`${ATTR}MealPlanCodes`]: String(BOARD_OTA_MEAL_PLAN[board]) },
  };
}

/**
 * OTA_HotelRatePlanNotifRQ with each rate plan's cancellation policies (decision 056), contract
 * terms and the hotel's taxes (decision 066, ari-out.terms.ts): one
 * `RatePlan` (`RatePlanNotifType="Overlay"`) per rate × board over the range, one `BookingRule` per
 * range of arrival dates with the same policy in force (`Start`/`End`: the arrival dates), its
 * `CancelPenalties` one `CancelPenalty` per tier and one for the no-show (`PolicyCode="NoShow"`,
 * from 0 days before the arrival: the arrival day); then the plan's `Supplements`, `Offers` and
 * `RatePlanLevelFee`. Null when the hotel sells no rate plan: the
 * schema wants at least one `RatePlan`.
 */
export function ratePlanNotif(ari: HotelAri, echoToken?: string): string | null {
  const plans: OtaNode[] = [];
  for (const { rate, boards, cancellation, terms } of ari.rates) {
    const fees = taxesOfPlan(ari.taxes, rate);
    const rules = cancellation.map(({ start, end, value }) => ({
      [`${ATTR}Start`]: start,
      [`${ATTR}End`]: end,
      CancelPenalties: cancelPenalties(value, rate.currency),
    }));
    for (const board of boards) {
      plans.push({
        [`${ATTR}Start`]: ari.from,
        [`${ATTR}End`]: ari.to,
        [`${ATTR}CurrencyCode`]: rate.currency,
        [`${ATTR}RatePlanCode`]: ratePlanCode(rate.id, board),
        [`${ATTR}RatePlanNotifType`]: 'Overlay',
        BookingRules: { BookingRule: rules },
        // The schema's order: BookingRules, (Rates), Supplements, Offers, …, RatePlanLevelFee.
        ...termsOfPlan(terms, board, rate.currency),
        ...fees,
      });
    }
  }
  if (plans.length === 0) return null;
  return buildOtaDocument(
    'OTA_HotelRatePlanNotifRQ',
    { echoToken },
    { RatePlans: { [`${ATTR}HotelCode`]: ari.hotel.code, RatePlan: plans } },
  );
}

/**
 * A policy as `CancelPenalties`: a deadline in days before the arrival (`Day`), in hours before
 * it (`Hour`, the days counted as 24 hours) or in hours after the booking; the penalty as
 * `NmbrOfNights`, a `Percent` of the full stay or an `Amount` in the rate's currency. A policy
 * that costs the whole stay from the booking is marked `NonRefundable`.
 */
function cancelPenalties(policy: StructuredCancellationPolicy, currency: string): OtaNode {
  const nonRefundable = policy.tiers.some(
    (tier) =>
      tier.deadline.from === 'after_booking' &&
      tier.deadline.hours === 0 &&
      'percent' in tier.penalty &&
      tier.penalty.percent === 100,
  );
  const penalty = (deadline: PolicyDeadline, value: PolicyPenalty, extra: OtaNode = {}): OtaNode => ({
    ...extra,
    Deadline: deadlineNode(deadline),
    AmountPercent: amountPercent(value, currency),
  });
  return {
    [`${ATTR}CancelPolicyIndicator`]: 'true',
    CancelPenalty: [
      ...policy.tiers.map((tier) =>
        penalty(tier.deadline, tier.penalty, nonRefundable ? { [`${ATTR}NonRefundable`]: 'true' } : {}),
      ),
      penalty({ from: 'before_arrival', days: 0 }, policy.noShow, { [`${ATTR}PolicyCode`]: 'NoShow' }),
    ],
  };
}

function deadlineNode(deadline: PolicyDeadline): OtaNode {
  if (deadline.from === 'after_booking')
    return {
      [`${ATTR}OffsetTimeUnit`]: 'Hour',
      [`${ATTR}OffsetUnitMultiplier`]: String(deadline.hours),
      [`${ATTR}OffsetDropTime`]: 'AfterBooking',
    };
  const hours = deadline.hours ?? 0;
  return hours > 0
    ? {
        [`${ATTR}OffsetTimeUnit`]: 'Hour',
        [`${ATTR}OffsetUnitMultiplier`]: String(deadline.days * 24 + hours),
        [`${ATTR}OffsetDropTime`]: 'BeforeArrival',
      }
    : {
        [`${ATTR}OffsetTimeUnit`]: 'Day',
        [`${ATTR}OffsetUnitMultiplier`]: String(deadline.days),
        [`${ATTR}OffsetDropTime`]: 'BeforeArrival',
      };
}

function amountPercent(penalty: PolicyPenalty, currency: string): OtaNode {
  if ('nights' in penalty)
    return { [`${ATTR}NmbrOfNights`]: String(penalty.nights), [`${ATTR}BasisType`]: 'Nights' };
  if ('percent' in penalty)
    return { [`${ATTR}Percent`]: String(penalty.percent), [`${ATTR}BasisType`]: 'FullStay' };
  return { [`${ATTR}Amount`]: fromCents(toCents(penalty.amount) ?? 0), [`${ATTR}CurrencyCode`]: currency };
}
