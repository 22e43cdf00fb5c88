/**
 * The message keys of availability, rates and inventory (ARI): money, price cells, the bulk change,
 * the CSV of a season and what a new rate sells (docs/decisions/047-rates-domain-by-topic.md).
 * Without zod.
 */
/** Message keys (packages/i18n/locales/<lang>/rates.json, `ari` section of `errors`). */
export const ARI_MSG = {
  amountInvalid: 'rates.errors.amount_invalid',
  amountNegative: 'rates.errors.amount_negative',
  amountDecimals: 'rates.errors.amount_decimals',
  amountTooLarge: 'rates.errors.amount_too_large',
  percentInvalid: 'rates.errors.percent_invalid',
  boardInvalid: 'rates.errors.board_invalid',
  boardsRequired: 'rates.errors.boards_required',
  roomTypesRequired: 'rates.errors.room_types_required',
  roomTypeUnknown: 'rates.errors.room_type_unknown',
  roomTypeNotInRate: 'rates.errors.room_type_not_in_rate',
  boardNotInRate: 'rates.errors.board_not_in_rate',
  rangeReversed: 'rates.errors.range_reversed',
  rangeTooLong: 'rates.errors.range_too_long',
  weekdayInvalid: 'rates.errors.weekday_invalid',
  nothingToChange: 'rates.errors.nothing_to_change',
  priceAndAdjust: 'rates.errors.price_and_adjust',
  adultsCount: 'rates.errors.adults_count',
  perRoomOneAmount: 'rates.errors.per_room_one_amount',
  perRoomNoGuests: 'rates.errors.per_room_no_guests',
  childNotOffered: 'rates.errors.child_not_offered',
  infantNotOffered: 'rates.errors.infant_not_offered',
  babyNotOffered: 'rates.errors.baby_not_offered',
  allotmentRange: 'rates.errors.allotment_range',
  /** Rooms allotted below those reservations hold (issue 32). */
  allotmentBelowBooked: 'rates.errors.allotment_below_booked',
  allotmentNotAllotment: 'rates.errors.allotment_not_allotment',
  stayRange: 'rates.errors.stay_range',
  minAboveMax: 'rates.errors.min_above_max',
  derivedNoPrices: 'rates.errors.derived_no_prices',
  baseRateInvalid: 'rates.errors.base_rate_invalid',
  /** An offer or promotion priced off a base rate says about tax what its base says (issue 30). */
  baseRateTaxDiffers: 'rates.errors.base_rate_tax_differs',
  derivedOnlyOffers: 'rates.errors.derived_only_offers',
  tooManyChanges: 'rates.errors.too_many_changes',
  dayOutOfYears: 'rates.errors.day_out_of_years',
  csvInvalid: 'rates.errors.csv_invalid',
  csvColumns: 'rates.errors.csv_columns',
  csvDate: 'rates.errors.csv_date',
  csvDuplicate: 'rates.errors.csv_duplicate',
  csvTooManyLines: 'rates.errors.csv_too_many_lines',
  /** A CSV line on a day the rate does not apply (params: day). */
  csvDayNotInRate: 'rates.errors.csv_day_not_in_rate',
  /** A CSV flag other than 1 or 0. */
  csvFlag: 'rates.errors.csv_flag',
  /** A CSV stay other than 0 (none) or 1..99 nights. */
  csvStay: 'rates.errors.csv_stay',
  /** Two CSV lines give one day's shared value two values (params: other, the other line). */
  csvConflict: 'rates.errors.csv_conflict',
  periodRequired: 'rates.errors.period_required',
  basePriceMissing: 'rates.errors.base_price_missing',
  adjustTooLarge: 'rates.errors.adjust_too_large',
} as const;
