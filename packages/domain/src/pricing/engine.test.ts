import { describe, expect, it } from 'vitest';
import { ariOf, request, roomCell, tax, term, testRate } from './engine.test-utils.ts';
import { priceStay, type QuoteRequest, type StayQuote } from './engine.ts';

/** The quote of a stay that sells (fails the test otherwise). */
function sold(quote: StayQuote) {
  if (!quote.sells) throw new Error(`the stay does not sell: ${quote.reason} on ${quote.night}`);
  return quote;
}
const nightTotals = (quote: StayQuote) => sold(quote).rooms[0]?.nights.map((night) => night.total);
const outcome = (quote: StayQuote, code: string) => sold(quote).terms.find((entry) => entry.code === code);

/** 7 nights from Thursday 1 July 2027 at 100.00 a night (per room), booked on 1 March (122 days before). */
const JULY_WEEK = { arrival: '2027-07-01', departure: '2027-07-08' };
const julyAt100 = new Map([[1, ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, () => roomCell('100'))]]);

const earlyBooking = (fields: Partial<Parameters<typeof term>[0]> = {}) =>
  term({
    code: 'EB',
    kind: 'early_booking',
    effect: 'discount',
    value: { percent: '10' },
    leadDays: { min: 60, max: null },
    order: 1,
    ...fields,
  });
const longStay = (fields: Partial<Parameters<typeof term>[0]> = {}) =>
  term({
    code: 'LS',
    kind: 'long_stay',
    effect: 'discount',
    value: { percent: '5' },
    nights: { min: 7, max: null },
    order: 2,
    ...fields,
  });

describe('golden stays priced by hand', () => {
  it('early booking 10 % then long stay 5 %, cumulative: each on what the night has left', () => {
    // Night: 100.00 − 10 % (10.00) = 90.00; − 5 % of 90.00 (4.50) = 85.50.
    // Stay: 7 × 85.50 = 598.50 (a 14.5 % discount in all, not 15 %: they stack in order).
    const quote = sold(
      priceStay(request({ ...JULY_WEEK, ari: julyAt100, terms: [longStay(), earlyBooking()] })),
    );
    const first = quote.rooms[0]?.nights[0];
    expect(first?.discounts).toEqual([
      { code: 'EB', kind: 'early_booking', amount: '10.00' },
      { code: 'LS', kind: 'long_stay', amount: '4.50' },
    ]);
    expect(first?.total).toBe('85.50');
    expect(quote.totals).toMatchObject({ base: '700.00', discounts: '101.50', total: '598.50' });
    expect(outcome(quote, 'EB')).toMatchObject({ applied: true, amount: '70.00' });
    expect(outcome(quote, 'LS')).toMatchObject({ applied: true, amount: '31.50' });
  });

  it('booked too late for the early booking: only the long stay, and the reason', () => {
    // Booked 1 June: 30 days before the arrival, under the 60 required. 7 × (100 − 5.00) = 665.00.
    const quote = sold(
      priceStay(
        request({ ...JULY_WEEK, booked: '2027-06-01', ari: julyAt100, terms: [earlyBooking(), longStay()] }),
      ),
    );
    expect(quote.totals.total).toBe('665.00');
    expect(outcome(quote, 'EB')).toMatchObject({ applied: false, reason: 'lead_time' });
  });

  it('exclusive offers: the best one for the customer wins, the others are skipped as not combined', () => {
    // {EB 15 % exclusive}: 7 × 85.00 = 595.00; {GEN 12 % exclusive}: 7 × 88.00 = 616.00;
    // {LS 10 %}: 7 × 90.00 = 630.00. The lowest, 595.00, is the early booking's.
    const terms = [
      earlyBooking({ value: { percent: '15' }, combination: 'exclusive' }),
      term({
        code: 'GEN',
        kind: 'general',
        effect: 'discount',
        value: { percent: '12' },
        combination: 'exclusive',
      }),
      longStay({ value: { percent: '10' } }),
    ];
    const quote = sold(priceStay(request({ ...JULY_WEEK, ari: julyAt100, terms })));
    expect(quote.totals.total).toBe('595.00');
    expect(outcome(quote, 'EB')).toMatchObject({ applied: true, amount: '105.00' });
    expect(outcome(quote, 'GEN')).toMatchObject({ applied: false, reason: 'not_combined' });
    expect(outcome(quote, 'LS')).toMatchObject({ applied: false, reason: 'not_combined' });
  });

  it('an exclusive offer loses to cumulative ones that together give more', () => {
    // {EB 15 % exclusive}: 85.00 a night. {LS 10 %, Thursday arrival 8 %}: 100 − 10.00 = 90.00,
    // − 8 % of 90.00 (7.20) = 82.80 a night, 7 × 82.80 = 579.60 < 595.00.
    const terms = [
      earlyBooking({ value: { percent: '15' }, combination: 'exclusive' }),
      longStay({ value: { percent: '10' } }),
      term({
        code: 'THU',
        kind: 'arrival_day',
        effect: 'discount',
        value: { percent: '8' },
        arrivalWeekdays: [4],
        order: 3,
      }),
    ];
    const quote = sold(priceStay(request({ ...JULY_WEEK, ari: julyAt100, terms })));
    expect(quote.totals.total).toBe('579.60');
    expect(outcome(quote, 'EB')).toMatchObject({ applied: false, reason: 'not_combined' });
    expect(outcome(quote, 'THU')).toMatchObject({ applied: true, amount: '50.40' });
  });

  it('"combines only with": the early booking only with the long stay, so the weekday offer competes', () => {
    // {EB 10 % only with LS, LS 5 %}: 85.50 a night = 598.50. {LS 5 %, WK 20 % on weekends}:
    // LS − 5.00 = 95.00 on every night, weekend nights (Sat 3, Sun 4 July) − 20 % of 95 (19.00) =
    // 76.00: 5 × 95 + 2 × 76 = 627.00. The first is lower: EB and LS apply, WK does not.
    const terms = [
      earlyBooking({ combination: 'only_with', combinesWith: ['LS'] }),
      longStay(),
      term({
        code: 'WK',
        kind: 'weekday',
        effect: 'discount',
        value: { percent: '20' },
        weekdays: [6, 7],
        order: 3,
      }),
    ];
    const quote = sold(priceStay(request({ ...JULY_WEEK, ari: julyAt100, terms })));
    expect(quote.totals.total).toBe('598.50');
    expect(outcome(quote, 'WK')).toMatchObject({ applied: false, reason: 'not_combined' });
  });

  it('stay 7 pay 6: the cheapest night is free, its board supplement with it', () => {
    // Base: Thu–Mon 100, 100, 120, 120, 100, 100, and Wed 7 July 90.00 (the cheapest).
    // 4 × 100 + 2 × 120 + 90 = 730.00. Half board 12.50 per person per night × 2 = 25.00 each
    // night, 7 × 25.00 = 175.00: 905.00. The free night is what Wednesday costs: 90.00 + 25.00 =
    // 115.00. Stay: 905.00 − 115.00 = 790.00.
    const prices = ['100', '100', '120', '120', '100', '100', '90'];
    const ari = new Map([
      [1, ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, (_, index) => roomCell(prices[index] ?? '100'))],
    ]);
    const terms = [
      term({
        code: 'HB',
        kind: 'board_supplement',
        effect: 'supplement',
        value: { amount: '12.50' },
        per: 'person',
        boards: ['HB'],
      }),
      term({
        code: 'S7P6',
        kind: 'free_nights',
        effect: 'discount',
        value: null,
        freeNights: { nights: 7, free: 1, which: 'cheapest', repeats: true },
      }),
    ];
    const quote = sold(priceStay(request({ ...JULY_WEEK, board: 'HB', ari, terms })));
    expect(nightTotals(quote)).toEqual(['125.00', '125.00', '145.00', '145.00', '125.00', '125.00', '0.00']);
    expect(quote.rooms[0]?.nights[6]?.discounts).toEqual([
      { code: 'S7P6', kind: 'free_nights', amount: '115.00' },
    ]);
    expect(quote.totals).toMatchObject({
      base: '730.00',
      supplements: '175.00',
      discounts: '115.00',
      total: '790.00',
    });
    // Room only: the supplement is skipped, named by its board; 730.00 − 90.00 = 640.00.
    const roomOnly = sold(priceStay(request({ ...JULY_WEEK, board: 'RO', ari, terms })));
    expect(roomOnly.totals.total).toBe('640.00');
    expect(outcome(roomOnly, 'HB')).toMatchObject({ applied: false, reason: 'board' });
  });

  it('stay 7 pay 6 on a 6-night stay does not apply (nights), nor first or last on the wrong nights', () => {
    const sixNights = { arrival: '2027-07-01', departure: '2027-07-07' };
    const freeNight = (which: 'first' | 'last') =>
      term({
        code: 'S7P6',
        kind: 'free_nights',
        effect: 'discount',
        value: null,
        freeNights: { nights: 7, free: 1, which, repeats: false },
      });
    const short = sold(priceStay(request({ ...sixNights, ari: julyAt100, terms: [freeNight('first')] })));
    expect(short.totals.total).toBe('600.00');
    expect(outcome(short, 'S7P6')).toMatchObject({ applied: false, reason: 'nights' });
    // 7 nights, the first free: 0 + 6 × 100 = 600.00 with the first night at 0.00.
    const first = sold(priceStay(request({ ...JULY_WEEK, ari: julyAt100, terms: [freeNight('first')] })));
    expect(nightTotals(first)?.[0]).toBe('0.00');
    const last = sold(priceStay(request({ ...JULY_WEEK, ari: julyAt100, terms: [freeNight('last')] })));
    expect(nightTotals(last)?.[6]).toBe('0.00');
  });

  it('a child free up to 11 with an extra-bed supplement (per-person rate)', () => {
    // Per person: 60.00 an adult when two share the room, a child 30.00. Two adults and a child
    // of 6: 2 × 60.00 + 30.00 = 150.00. Child discount 100 % of the child's price: − 30.00.
    // Extra bed 20.00 per guest of 2–11 when the room holds 3 or more: + 20.00.
    // Night: 150.00 + 20.00 − 30.00 = 140.00; 3 nights = 420.00.
    const rate = testRate({ priceRoomType: 'person' });
    const stay = { arrival: '2027-07-01', departure: '2027-07-04' };
    const cell = { amounts: ['80', '60', '55'], child: '30', infant: '0', baby: null };
    const ari = new Map([[1, ariOf(stay.arrival, stay.departure, () => cell)]]);
    const terms = [
      term({
        code: 'CHILD',
        kind: 'child',
        effect: 'discount',
        value: { percent: '100' },
        per: 'person',
        ages: { min: 2, max: 11 },
      }),
      term({
        code: 'XBED',
        kind: 'extra_bed',
        effect: 'supplement',
        value: { amount: '20' },
        per: 'person',
        ages: { min: 2, max: 11 },
        guests: { min: 3, max: null },
      }),
    ];
    const quote = sold(
      priceStay(request({ ...stay, rate, ari, terms, rooms: [{ roomTypeId: 1, ages: [40, 38, 6] }] })),
    );
    const night = quote.rooms[0]?.nights[0];
    expect(night).toMatchObject({
      base: '150.00',
      supplements: [{ code: 'XBED', kind: 'extra_bed', amount: '20.00' }],
      discounts: [{ code: 'CHILD', kind: 'child', amount: '30.00' }],
      total: '140.00',
    });
    expect(quote.totals.total).toBe('420.00');
    // A 12-year-old is an adult on this rate: 3 × 55.00 = 165.00, no child term, no extra bed.
    const teen = sold(
      priceStay(request({ ...stay, rate, ari, terms, rooms: [{ roomTypeId: 1, ages: [40, 38, 12] }] })),
    );
    expect(teen.totals.total).toBe('495.00');
    expect(outcome(teen, 'CHILD')).toMatchObject({ applied: false, reason: 'ages' });
    // Two adults alone: the extra bed is skipped for the room's guests.
    const two = sold(priceStay(request({ ...stay, rate, ari, terms })));
    expect(outcome(two, 'XBED')).toMatchObject({ applied: false, reason: 'guests' });
  });

  it('city tax of 2.25 per adult (16 and over) per night, for at most 7 nights, collected by the hotel', () => {
    // 10 nights at 100.00, two adults and a child of 10: 2 × 2.25 = 4.50 a night for nights 1–7,
    // none after: 7 × 4.50 = 31.50. Total 1 000.00 + 31.50 = 1 031.50; the hotel collects 31.50.
    const stay = { arrival: '2027-07-01', departure: '2027-07-11' };
    const ari = new Map([[1, ariOf(stay.arrival, stay.departure, () => roomCell('100'))]]);
    const cityTax = tax({
      code: 'CITY',
      value: { amount: '2.25' },
      per: 'person',
      ages: { min: 16, max: null },
      collectedBy: 'hotel',
      maxNights: 7,
    });
    const quote = sold(
      priceStay(request({ ...stay, ari, taxes: [cityTax], rooms: [{ roomTypeId: 1, ages: [40, 38, 10] }] })),
    );
    expect(quote.rooms[0]?.nights[0]?.taxes).toEqual([
      { code: 'CITY', kind: 'tax', amount: '4.50', included: false, collectedBy: 'hotel' },
    ]);
    expect(quote.rooms[0]?.nights[7]?.taxes).toEqual([]);
    expect(nightTotals(quote)).toEqual([...Array(7).fill('104.50'), '100.00', '100.00', '100.00']);
    expect(quote.totals).toMatchObject({
      taxesAdded: '31.50',
      total: '1031.50',
      collectedByHotel: '31.50',
      collectedByGroup: '1000.00',
    });
  });

  it('VAT 10 % included: shown inside the price, the total unchanged; on a rate without tax: added', () => {
    // 99.99 including 10 % VAT holds 99.99 × 10 / 110 = 9.0900 → 9.09; the night stays 99.99.
    // Added to 99.99: 99.99 × 10 % = 9.999 → 10.00 (half up); the night is 109.99.
    const stay = { arrival: '2027-07-01', departure: '2027-07-03' };
    const ari = new Map([[1, ariOf(stay.arrival, stay.departure, () => roomCell('99.99'))]]);
    const vat = tax({ code: 'VAT', value: { percent: '10' }, included: true });
    const included = sold(priceStay(request({ ...stay, ari, taxes: [vat] })));
    expect(included.rooms[0]?.nights[0]?.taxes).toEqual([
      { code: 'VAT', kind: 'tax', amount: '9.09', included: true, collectedBy: 'group' },
    ]);
    expect(included.totals).toMatchObject({ taxesIncluded: '18.18', taxesAdded: '0.00', total: '199.98' });
    const added = sold(
      priceStay(request({ ...stay, ari, taxes: [vat], rate: testRate({ pricesIncludeTax: false }) })),
    );
    expect(added.rooms[0]?.nights[0]).toMatchObject({
      taxes: [{ code: 'VAT', amount: '10.00', included: false }],
      total: '109.99',
    });
    expect(added.totals).toMatchObject({ taxesIncluded: '0.00', taxesAdded: '20.00', total: '219.98' });
  });

  it('VAT is on the price after the discounts; rounding is half up per line', () => {
    // 99.99 − 12.5 % = 99.99 − 12.49875 → 12.50; 87.49 holds 87.49 × 10 / 110 = 7.9536… → 7.95.
    const stay = { arrival: '2027-07-01', departure: '2027-07-02' };
    const ari = new Map([[1, ariOf(stay.arrival, stay.departure, () => roomCell('99.99'))]]);
    const quote = sold(
      priceStay(
        request({
          ...stay,
          ari,
          terms: [term({ code: 'GEN', kind: 'general', effect: 'discount', value: { percent: '12.5' } })],
          taxes: [tax({ code: 'VAT', value: { percent: '10' }, included: true })],
        }),
      ),
    );
    expect(quote.rooms[0]?.nights[0]).toMatchObject({
      discounts: [{ amount: '12.50' }],
      taxes: [{ amount: '7.95', included: true }],
      total: '87.49',
    });
  });

  it('a per-stay amount off carries to the next nights and never takes a night below zero', () => {
    // 30.00 a night, 3 nights, 50.00 off the stay: night 1 − 30.00, night 2 − 20.00, night 3 none.
    const stay = { arrival: '2027-07-01', departure: '2027-07-04' };
    const ari = new Map([[1, ariOf(stay.arrival, stay.departure, () => roomCell('30'))]]);
    const quote = sold(
      priceStay(
        request({
          ...stay,
          ari,
          terms: [
            term({
              code: 'OFF',
              kind: 'general',
              effect: 'discount',
              value: { amount: '50' },
              period: 'stay',
            }),
          ],
        }),
      ),
    );
    expect(nightTotals(quote)).toEqual(['0.00', '10.00', '30.00']);
    expect(outcome(quote, 'OFF')).toMatchObject({ applied: true, amount: '50.00' });
  });

  it('two rooms: each priced on its own ARI, one total', () => {
    // Room type 1 at 100.00 and room type 2 at 150.00, 7 nights, EB 10 %: 630.00 + 945.00 = 1 575.00.
    const ari = new Map([
      [1, ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, () => roomCell('100'))],
      [2, ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, () => roomCell('150'))],
    ]);
    const rooms = [
      { roomTypeId: 1, ages: [40] },
      { roomTypeId: 2, ages: [40, 41] },
    ];
    const quote = sold(priceStay(request({ ...JULY_WEEK, ari, rooms, terms: [earlyBooking()] })));
    expect(quote.rooms.map((room) => room.total)).toEqual(['630.00', '945.00']);
    expect(quote.totals.total).toBe('1575.00');
  });

  it('answers why a stay does not sell, with the room and the night', () => {
    const ari = new Map([[1, ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, () => roomCell('100'))]]);
    const night = ari.get(1)?.get('2027-07-03');
    if (night) night.inventory = { allotment: 10, booked: 0, stopSale: true };
    const rooms = [
      { roomTypeId: 2, ages: [40] },
      { roomTypeId: 1, ages: [40] },
    ];
    const withRoom2 = new Map([
      ...ari,
      [2, ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, () => roomCell('100'))],
    ]);
    expect(priceStay(request({ ...JULY_WEEK, ari: withRoom2, rooms }))).toEqual({
      sells: false,
      room: 1,
      night: '2027-07-03',
      reason: 'stop_sale',
    });
  });

  it('two rooms of one type on an allotment rate need two rooms left each night', () => {
    const ari = ariOf(JULY_WEEK.arrival, JULY_WEEK.departure, () => roomCell('100'));
    const night = ari.get('2027-07-05');
    if (night) night.inventory = { allotment: 5, booked: 4, stopSale: false };
    const base: Partial<QuoteRequest> = {
      rate: testRate({ quotaType: 'allotment_no_release' }),
      ari: new Map([[1, ari]]),
    };
    const one = priceStay(request({ ...JULY_WEEK, ...base }));
    expect(one.sells).toBe(true);
    const two = priceStay(
      request({
        ...JULY_WEEK,
        ...base,
        rooms: [
          { roomTypeId: 1, ages: [40] },
          { roomTypeId: 1, ages: [30] },
        ],
      }),
    );
    expect(two).toEqual({ sells: false, room: 0, night: '2027-07-05', reason: 'sold_out' });
  });
});
