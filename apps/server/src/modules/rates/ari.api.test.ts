import {
  type AriPlanControls,
  ariChangedSchema,
  ariGridSchema,
  changedPriceCount,
  expandGrid,
  planControlRows,
} from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
} from '../../test/app.ts';
import { rateBody } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear() + 1;
type User = Awaited<ReturnType<typeof signUp>>;
type Grid = {
  days: number;
  roomTypes: { id: number; occupancy: number }[];
  boards: string[];
  applies: string;
  derived: unknown;
  prices: { room: number; board: string; cells: ({ amounts: string[]; child: string | null } | null)[] }[];
  inventory: { room: number; allotment: (number | null)[]; stopSale: string }[];
  restrictions: {
    minStay: (number | null)[];
    maxStay: (number | null)[];
    closedArrival: string;
    closedDeparture: string;
  };
};

/** Index of a day of `year` in the grid's lists. */
const at = (month: number, day: number) =>
  Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000);

async function room(user: User, hotel: number, name: string, occupancy?: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/hotel/${hotel}/room/`,
    headers: user.headers,
    payload: { name },
  });
  expect(created.statusCode).toBe(201);
  const id = json<{ id: number }>(created).id;
  if (occupancy) {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotel}/room/${id}`,
      headers: user.headers,
      payload: { default_adults: 1, total_occupancy: occupancy },
    });
    expect(patched.statusCode).toBe(200);
  }
  return id;
}

/** A user, a hotel with two room types, a contract and a per-room rate selling both with BB and HB from June to September. */
async function setUp(overrides: Record<string, unknown> = {}) {
  const user = await signUp(t.app);
  const hotel = await createHotel(t.app, user.headers);
  const double = await room(user, hotel, 'Doble', 3);
  const suite = await room(user, hotel, 'Suite', 4);
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = await t.app.inject({
    method: 'POST',
    url: base,
    headers: user.headers,
    payload: { name: 'C' },
  });
  const contractId = json<{ id: number }>(contract).id;
  const created = await t.app.inject({
    method: 'POST',
    url: `${base}${contractId}/rates/`,
    headers: user.headers,
    payload: rateBody({
      roomTypes: [double, suite],
      boards: ['BB', 'HB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      basePrices: [
        { room: double, board: 'BB', price: { amounts: ['100'] } },
        { room: double, board: 'HB', price: { amounts: ['130.5'] } },
        { room: suite, board: 'BB', price: { amounts: ['200.00'] } },
        { room: suite, board: 'HB', price: { amounts: ['240.00'] } },
      ],
      ...overrides,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const rate = json<{ id: number; roomTypes: number[]; boards: string[]; priceRange: unknown }>(created);
  const ari = `/api/rates/contracts/ari/${user.userId}/${hotel}/${rate.id}/`;
  return { user, hotel, double, suite, base, contractId, rate, ari };
}

type Ctx = Awaited<ReturnType<typeof setUp>>;

const ARI_COLUMNS = 'allotment,stop_sale,min_stay,max_stay,closed_arrival,closed_departure';
const importCsv = (ctx: Ctx, csv: string) =>
  t.app.inject({ method: 'POST', url: `${ctx.ari}${year}/csv`, headers: ctx.user.headers, payload: { csv } });

const grid = async (ctx: Ctx, who: User = ctx.user) => {
  const response = await t.app.inject({ method: 'GET', url: `${ctx.ari}${year}/`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return expandGrid(ariGridSchema.parse(json(response))) as unknown as Grid;
};
const write = (ctx: Ctx, changes: object[], who: User = ctx.user) =>
  t.app.inject({ method: 'POST', url: ctx.ari, headers: who.headers, payload: { changes } });
const cell = (g: Grid, room: number, board: string, index: number) =>
  g.prices.find((row) => row.room === room && row.board === board)?.cells[index] ?? null;

describe('a rate that sells', () => {
  it('is created with room types, boards and base prices over its period, and the list shows them', async () => {
    const ctx = await setUp();
    expect(ctx.rate).toMatchObject({
      roomTypes: [ctx.double, ctx.suite],
      boards: ['BB', 'HB'],
      priceRange: { min: '100.00', max: '240.00' },
      days_count: 122,
      firstDay: `${year}_06_01`,
    });
    const g = await grid(ctx);
    expect(g.roomTypes.map((room) => [room.id, room.occupancy])).toEqual([
      [ctx.double, 3],
      [ctx.suite, 4],
    ]);
    expect(cell(g, ctx.double, 'HB', at(6, 1))).toEqual({
      amounts: ['130.50'],
      child: null,
      infant: null,
      baby: null,
    });
    expect(cell(g, ctx.suite, 'BB', at(9, 30))?.amounts).toEqual(['200.00']);
    expect(cell(g, ctx.suite, 'BB', at(10, 1))).toBeNull();
    expect(g.applies[at(6, 1)]).toBe('1');
    expect(g.applies[at(5, 31)]).toBe('0');
    const list = await t.app.inject({ method: 'GET', url: ctx.base, headers: ctx.user.headers });
    expect(json<{ rates: unknown[] }[]>(list)[0]?.rates[0]).toMatchObject({
      boards: ['BB', 'HB'],
      priceRange: { min: '100.00', max: '240.00' },
    });
  });

  it('writes a bulk change of prices, allotments and restrictions in one call and answers the cells changed', async () => {
    const ctx = await setUp();
    // Read first: the year is cached, and the write below must make it stale.
    expect((await grid(ctx)).restrictions.minStay[at(6, 10)]).toBeNull();
    const response = await write(ctx, [
      // July weekends 20 % higher for the double room.
      {
        start: `${year}_07_01`,
        end: `${year}_07_31`,
        weekdays: [5, 6],
        roomTypes: [ctx.double],
        boards: ['BB', 'HB'],
        adjust: { percent: '20' },
      },
      { start: `${year}_08_01`, end: `${year}_08_31`, roomTypes: [ctx.double, ctx.suite], allotment: 5 },
      { start: `${year}_06_01`, end: `${year}_09_30`, weekdays: [6], closedArrival: true },
      { start: `${year}_08_15`, end: `${year}_08_15`, roomTypes: [ctx.suite], stopSale: true },
      { start: `${year}_06_01`, end: `${year}_06_30`, minStay: 2, maxStay: 14 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const changed = ariChangedSchema.parse(json(response));
    const julyWeekendDays = Array.from({ length: 31 }, (_, day) =>
      new Date(Date.UTC(year, 6, day + 1)).getUTCDay(),
    ).filter((weekday) => weekday === 0 || weekday === 6).length;
    expect(changedPriceCount(changed)).toBe(julyWeekendDays * 2);
    expect(changed.inventory).toHaveLength(31 * 2);

    const g = await grid(ctx);
    const firstSaturday = Array.from({ length: 7 }, (_, day) => day + 1).find(
      (day) => new Date(Date.UTC(year, 6, day)).getUTCDay() === 6,
    ) as number;
    expect(cell(g, ctx.double, 'BB', at(7, firstSaturday))?.amounts).toEqual(['120.00']);
    expect(cell(g, ctx.double, 'HB', at(7, firstSaturday))?.amounts).toEqual(['156.60']);
    expect(cell(g, ctx.double, 'BB', at(7, firstSaturday + 2))?.amounts).toEqual(['100.00']);
    expect(cell(g, ctx.suite, 'BB', at(7, firstSaturday))?.amounts).toEqual(['200.00']);
    const suiteInventory = g.inventory.find((row) => row.room === ctx.suite);
    expect(suiteInventory?.allotment[at(8, 1)]).toBe(5);
    expect(suiteInventory?.allotment[at(7, 31)]).toBeNull();
    expect(suiteInventory?.stopSale[at(8, 15)]).toBe('1');
    expect(suiteInventory?.stopSale[at(8, 16)]).toBe('0');
    const sunday = firstSaturday + 1;
    expect(g.restrictions.closedArrival[at(7, sunday)]).toBe('1');
    expect(g.restrictions.closedArrival[at(7, firstSaturday)]).toBe('0');
    expect(g.restrictions.minStay[at(6, 10)]).toBe(2);
    expect(g.restrictions.maxStay[at(6, 10)]).toBe(14);

    // A later change of one field keeps the others of the same cells.
    expect(
      (await write(ctx, [{ start: `${year}_06_10`, end: `${year}_06_10`, maxStay: 7 }])).statusCode,
    ).toBe(200);
    const again = await grid(ctx);
    expect([again.restrictions.minStay[at(6, 10)], again.restrictions.maxStay[at(6, 10)]]).toEqual([2, 7]);
  });

  it('refuses bad input per field and writes nothing', async () => {
    const ctx = await setUp({ childsAge: 0, infantAge: 0, babyAge: 0, priceRoomType: 'person' });
    const other = await setUp();
    const before = await grid(ctx);
    const june = { start: `${year}_06_01`, end: `${year}_06_05` };
    const cases: [object, string, string][] = [
      [
        { ...june, roomTypes: [ctx.double], boards: ['BB'], price: { amounts: ['-5'] } },
        'changes.1.price.amounts.0',
        'negativo',
      ],
      [
        { ...june, roomTypes: [ctx.double], boards: ['BB'], price: { amounts: ['10.123456789012'] } },
        'changes.1.price.amounts.0',
        '2 decimales',
      ],
      [
        { ...june, roomTypes: [other.double], boards: ['BB'], price: { amounts: ['10'] } },
        'changes.1.roomTypes.0',
        'no vende',
      ],
      [{ ...june, minStay: 5, maxStay: 3 }, 'changes.1.minStay', 'mínima'],
      [
        { ...june, roomTypes: [ctx.double], boards: ['BB'], price: { amounts: ['10'], child: '5' } },
        'changes.1.price.child',
        'niños',
      ],
      [
        { ...june, roomTypes: [ctx.double], boards: ['AI'], price: { amounts: ['10'] } },
        'changes.1.boards.0',
        'régimen',
      ],
      [
        { ...june, roomTypes: [ctx.double], boards: ['BB'], price: { amounts: ['10', '9', '8', '7'] } },
        'changes.1.price.amounts',
        'adulto',
      ],
      [{ start: `${year}_07_05`, end: `${year}_07_01`, closedArrival: true }, 'changes.1.end', 'anterior'],
      [{ ...june }, 'changes.1', 'cambiar'],
    ];
    for (const [change, field, words] of cases) {
      // The first change is valid: it must not be written either.
      const response = await write(ctx, [
        { ...june, roomTypes: [ctx.double], boards: ['BB'], price: { amounts: ['1'] } },
        change,
      ]);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = json<Record<string, string[]>>(response);
      expect(Object.keys(body), JSON.stringify(body)).toContain(field);
      expect(body[field]?.[0]).toContain(words);
    }
    // A JSON number is not an exact amount.
    const number = await write(ctx, [
      { ...june, roomTypes: [ctx.double], boards: ['BB'], price: { amounts: [10] } },
    ]);
    expect(number.statusCode).toBe(400);
    // A minimum stay above the maximum already stored, once merged.
    expect((await write(ctx, [{ ...june, maxStay: 3 }])).statusCode).toBe(200);
    const merged = await write(ctx, [{ ...june, minStay: 4 }]);
    expect(merged.statusCode).toBe(400);
    expect(Object.keys(json(merged))).toContain('changes.0.minStay');
    const after = await grid(ctx);
    expect(after.prices).toEqual(before.prices);
    expect(after.restrictions.minStay).toEqual(before.restrictions.minStay);
  });

  it('prices a per-person rate per adult by occupancy, with child prices by age', async () => {
    const ctx = await setUp({
      priceRoomType: 'person',
      basePrices: undefined,
      period: undefined,
      roomTypes: undefined,
      boards: undefined,
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${ctx.base}${ctx.contractId}/rates/${ctx.rate.id}/`,
      headers: ctx.user.headers,
      payload: { roomTypes: [ctx.double], boards: ['RO'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const response = await write(ctx, [
      {
        start: `${year}_03_01`,
        end: `${year}_03_02`,
        roomTypes: [ctx.double],
        boards: ['RO'],
        price: { amounts: ['60', '50', '45'], child: '20', infant: '0' },
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(cell(await grid(ctx), ctx.double, 'RO', at(3, 2))).toEqual({
      amounts: ['60.00', '50.00', '45.00'],
      child: '20.00',
      infant: '0.00',
      baby: null,
    });
  });

  it('resolves an offer priced off its base rate and refuses prices written to it', async () => {
    const ctx = await setUp();
    const offer = await t.app.inject({
      method: 'POST',
      url: `${ctx.base}${ctx.contractId}/rates/`,
      headers: ctx.user.headers,
      payload: rateBody({
        kind: 'offer',
        name: 'Oferta',
        period: { start: `${year}_06_01`, end: `${year}_09_30` },
        derived: { baseRate: ctx.rate.id, kind: 'percent', value: '10' },
      }),
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offerRate = json<{ id: number; roomTypes: number[]; priceRange: unknown }>(offer);
    expect(offerRate).toMatchObject({
      roomTypes: [ctx.double, ctx.suite],
      priceRange: { min: '90.00', max: '216.00' },
    });
    const offerCtx = {
      ...ctx,
      ari: `/api/rates/contracts/ari/${ctx.user.userId}/${ctx.hotel}/${offerRate.id}/`,
    };
    const g = await grid(offerCtx);
    expect(g.derived).toEqual({ baseRate: ctx.rate.id, kind: 'percent', value: '10' });
    expect(cell(g, ctx.double, 'HB', at(6, 1))?.amounts).toEqual(['117.45']);
    const refused = await write(offerCtx, [
      {
        start: `${year}_06_01`,
        end: `${year}_06_01`,
        roomTypes: [ctx.double],
        boards: ['BB'],
        price: { amounts: ['1'] },
      },
    ]);
    expect(refused.statusCode).toBe(400);
    // A plain rate cannot be derived, nor an offer from another contract's or currency's rate.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${ctx.base}${ctx.contractId}/rates/`,
      headers: ctx.user.headers,
      payload: rateBody({
        kind: 'offer',
        currency: 'USD',
        derived: { baseRate: ctx.rate.id, kind: 'percent', value: '10' },
      }),
    });
    expect(Object.keys(json(wrong))).toEqual(['derived.baseRate']);
  });

  it('exports a season as CSV and imports it back, refusing a bad file by line without writing', async () => {
    const ctx = await setUp();
    const exported = await t.app.inject({
      method: 'GET',
      url: `${ctx.ari}${year}/csv?from=${year}_07_01&to=${year}_07_03`,
      headers: ctx.user.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(`room_type_id,room_type,board,date,price,${ARI_COLUMNS}`);
    expect(lines).toHaveLength(1 + 2 * 2 * 3);
    expect(lines[1]).toBe(`${ctx.double},Doble,BB,${year}-07-01,100.00,,0,,,0,0`);

    const edited = exported.body.replace(
      `${ctx.double},Doble,BB,${year}-07-02,100.00,`,
      `${ctx.double},Doble,BB,${year}-07-02,111.25,`,
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: `${ctx.ari}${year}/csv`,
      headers: ctx.user.headers,
      payload: { csv: edited },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(cell(await grid(ctx), ctx.double, 'BB', at(7, 2))?.amounts).toEqual(['111.25']);

    const bad = `${edited.trim()}\n${ctx.double},Doble,XX,${year}-07-04,90\n${ctx.double},Doble,BB,${year}-07-05,-3\n`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${ctx.ari}${year}/csv`,
      headers: ctx.user.headers,
      payload: { csv: bad.replace('111.25', '1.00') },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      'line.14.board': ['Régimen no reconocido'],
      'line.15.price': ['El importe no puede ser negativo'],
    });
    expect(cell(await grid(ctx), ctx.double, 'BB', at(7, 2))?.amounts).toEqual(['111.25']);
  });

  it('answers 404 to anyone but the hotel user, and keeps the grid of another hotel untouched', async () => {
    const ctx = await setUp();
    const intruder = await signUp(t.app);
    const urls = [`${ctx.ari}${year}/`, `${ctx.ari}${year}/csv`];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url, headers: intruder.headers })).statusCode).toBe(404);
    }
    const foreign = `/api/rates/contracts/ari/${intruder.userId}/${ctx.hotel}/${ctx.rate.id}/`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: foreign,
          headers: intruder.headers,
          payload: { changes: [{ start: `${year}_06_01`, end: `${year}_06_01`, closedArrival: true }] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps every cell of two concurrent bulk writes, the last one winning on shared cells', async () => {
    const ctx = await setUp();
    const price = (room: number, amount: string) => ({
      start: `${year}_06_01`,
      end: `${year}_09_30`,
      roomTypes: [room],
      boards: ['BB', 'HB'],
      price: { amounts: [amount] },
    });
    const writes = await Promise.all([
      write(ctx, [price(ctx.double, '70'), { start: `${year}_06_01`, end: `${year}_06_30`, minStay: 2 }]),
      write(ctx, [price(ctx.suite, '80'), { start: `${year}_06_01`, end: `${year}_06_30`, maxStay: 9 }]),
      write(ctx, [
        {
          start: `${year}_08_01`,
          end: `${year}_08_31`,
          roomTypes: [ctx.double, ctx.suite],
          boards: ['BB'],
          adjust: { amount: '5' },
        },
      ]),
    ]);
    for (const response of writes) expect(response.statusCode, response.body).toBe(200);
    const g = await grid(ctx);
    expect(cell(g, ctx.double, 'HB', at(6, 15))?.amounts).toEqual(['70.00']);
    expect(cell(g, ctx.suite, 'HB', at(6, 15))?.amounts).toEqual(['80.00']);
    expect([g.restrictions.minStay[at(6, 15)], g.restrictions.maxStay[at(6, 15)]]).toEqual([2, 9]);
    // The adjustment applied to the price the cell held when it ran: after the first write (75),
    // or before it, which then set 70 over it (last write wins).
    expect(['70.00', '75.00']).toContain(cell(g, ctx.double, 'BB', at(8, 10))?.amounts[0]);
  });
});

describe("the CSV of a season: the rate's days only, and rooms, stop sale and restrictions (issue 34)", () => {
  const HEADER = `room_type_id,room_type,board,date,price,${ARI_COLUMNS}`;

  it('refuses a line on a day the rate does not apply, naming the line and the day, and writes nothing', async () => {
    const ctx = await setUp();
    const csv = [
      'room_type_id,room_type,board,date,price',
      `${ctx.double},Doble,BB,${year}-07-02,111.25`,
      `${ctx.double},Doble,BB,${year}-12-25,999`,
      // A line with nothing to write is skipped, whatever its day (an old export of the year).
      `${ctx.double},Doble,HB,${year}-12-26,`,
    ].join('\n');
    const refused = await importCsv(ctx, csv);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      'line.3.date': [`La tarifa no se aplica el ${year}-12-25: no se puede escribir nada ese día`],
    });
    const g = await grid(ctx);
    expect(cell(g, ctx.double, 'BB', at(7, 2))?.amounts).toEqual(['100.00']);
    expect(cell(g, ctx.double, 'BB', at(12, 25))).toBeNull();
    // Rooms or restrictions on such a day are refused the same way.
    const rooms = await importCsv(ctx, `${HEADER}\n${ctx.double},Doble,BB,${year}-05-31,,4,,,,,`);
    expect(json(rooms)).toEqual({
      'line.2.date': [`La tarifa no se aplica el ${year}-05-31: no se puede escribir nada ese día`],
    });
  });

  it("keeps a price stored outside the rate's days out of its range on the rates list", async () => {
    const ctx = await setUp();
    // The grid may still hold such a price (written before, or on a day later taken off the rate).
    const outside = await write(ctx, [
      {
        start: `${year}_12_25`,
        end: `${year}_12_25`,
        roomTypes: [ctx.double],
        boards: ['BB'],
        price: { amounts: ['999'] },
      },
    ]);
    expect(outside.statusCode, outside.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: ctx.base, headers: ctx.user.headers });
    expect(json<{ rates: unknown[] }[]>(list)[0]?.rates[0]).toMatchObject({
      priceRange: { min: '100.00', max: '240.00' },
    });
  });

  it('imports rooms, stop sale, stays and closed days through the write path, exports them, and re-imports an export writing none', async () => {
    const ctx = await setUp();
    const csv = [
      HEADER,
      `${ctx.double},Doble,BB,${year}-07-01,,5,1,2,7,1,0`,
      // The room type's rooms are shared by its boards' lines: the same value twice is fine.
      `${ctx.double},Doble,HB,${year}-07-01,,5,,,,,`,
      `${ctx.suite},Suite,BB,${year}-07-02,,3,0,,,0,1`,
    ].join('\n');
    const imported = await importCsv(ctx, csv);
    expect(imported.statusCode, imported.body).toBe(200);
    const changed = ariChangedSchema.parse(json(imported));
    expect(changed.prices).toEqual([]);
    expect(changed.inventory).toEqual(
      expect.arrayContaining([
        { room: ctx.double, day: `${year}_07_01`, allotment: 5, stopSale: true },
        expect.objectContaining({ room: ctx.suite, day: `${year}_07_02`, allotment: 3 }),
      ]),
    );
    const g = await grid(ctx);
    const rooms = (room: number) => g.inventory.find((row) => row.room === room);
    expect(rooms(ctx.double)?.allotment[at(7, 1)]).toBe(5);
    expect(rooms(ctx.double)?.stopSale[at(7, 1)]).toBe('1');
    expect(rooms(ctx.suite)?.allotment[at(7, 2)]).toBe(3);
    expect(g.restrictions.minStay[at(7, 1)]).toBe(2);
    expect(g.restrictions.maxStay[at(7, 1)]).toBe(7);
    expect(g.restrictions.closedArrival[at(7, 1)]).toBe('1');
    expect(g.restrictions.closedDeparture[at(7, 1)]).toBe('0');
    expect(g.restrictions.closedDeparture[at(7, 2)]).toBe('1');
    expect(cell(g, ctx.double, 'BB', at(7, 1))?.amounts).toEqual(['100.00']);

    const exported = await t.app.inject({
      method: 'GET',
      url: `${ctx.ari}${year}/csv?from=${year}_07_01&to=${year}_07_02`,
      headers: ctx.user.headers,
    });
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain(`${ctx.double},Doble,BB,${year}-07-01,100.00,5,1,2,7,1,0`);
    expect(lines).toContain(`${ctx.suite},Suite,HB,${year}-07-02,240.00,3,0,,,0,1`);
    const again = await importCsv(ctx, exported.body);
    expect(again.statusCode, again.body).toBe(200);
    const unchanged = ariChangedSchema.parse(json(again));
    expect(unchanged.inventory).toEqual([]);
    expect(unchanged.restrictions).toEqual([]);

    // A stay of 0 removes it.
    const cleared = await importCsv(ctx, `${HEADER}\n${ctx.double},Doble,BB,${year}-07-01,,,,0,,,`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await grid(ctx)).restrictions.minStay[at(7, 1)]).toBeNull();
  });

  it('refuses bad values, two values for one day and rooms below those booked, with translated messages, writing nothing', async () => {
    const ctx = await setUp();
    const bad = [
      HEADER,
      `${ctx.double},Doble,BB,${year}-07-01,120,x,si,100,,2,`,
      `${ctx.double},Doble,BB,${year}-07-02,,5,,6,3,,`,
      `${ctx.double},Doble,HB,${year}-07-02,,6,,,,,`,
    ].join('\n');
    const refused = await importCsv(ctx, bad);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      'line.2.allotment': ['El cupo debe ser un número entero entre 0 y 999'],
      'line.2.stop_sale': ['Use 1 (sí) o 0 (no)'],
      'line.2.min_stay': ['Use un número entero de noches de 1 a 99, o 0 para quitarla'],
      'line.2.closed_arrival': ['Use 1 (sí) o 0 (no)'],
      'line.3.min_stay': ['La estancia mínima no puede superar la máxima'],
      'line.4.allotment': ['La línea 3 da otro valor a este día'],
    });
    expect(cell(await grid(ctx), ctx.double, 'BB', at(7, 1))?.amounts).toEqual(['100.00']);

    // Three rooms booked of four: the same check as the grid's refuses two, naming the line.
    const four = await write(ctx, [
      { start: `${year}_07_03`, end: `${year}_07_03`, roomTypes: [ctx.double], allotment: 4, maxStay: 3 },
    ]);
    expect(four.statusCode, four.body).toBe(200);
    await rows(
      t.app,
      sql`update room_inventory set booked = 3 where room_id = ${ctx.double} and day = ${`${year}-07-03`}`,
    );
    const below = await importCsv(
      ctx,
      `${HEADER}\n${ctx.double},Doble,BB,${year}-07-02,101,,,,,,\n${ctx.double},Doble,BB,${year}-07-03,,2,,,,,`,
    );
    expect(below.statusCode).toBe(400);
    expect(json(below)).toEqual({
      'line.3.allotment': ['El cupo no puede ser menor que las habitaciones ya reservadas'],
    });
    // A minimum stay above the day's maximum once merged, as the grid refuses it.
    const crossed = await importCsv(ctx, `${HEADER}\n${ctx.double},Doble,BB,${year}-07-03,,,,5,,,`);
    expect(json(crossed)).toEqual({ 'line.2.min_stay': ['La estancia mínima no puede superar la máxima'] });
    const g = await grid(ctx);
    expect(cell(g, ctx.double, 'BB', at(7, 2))?.amounts).toEqual(['100.00']);
    expect(g.inventory.find((row) => row.room === ctx.double)?.allotment[at(7, 3)]).toBe(4);
  });
});

describe("products' own restrictions and stop sales (rate_plan_controls, issue 30)", () => {
  const iso = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const open = {
    minStay: null,
    maxStay: null,
    closedArrival: false,
    closedDeparture: false,
    stopSale: false,
  };
  const wireOf = async (ctx: Ctx) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ctx.ari}${year}/`,
      headers: ctx.user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ariGridSchema.parse(json(response));
  };
  /** Every product row of the grid, by room type, board and day index. */
  const plansOf = (lists: AriPlanControls[] | undefined) =>
    Object.fromEntries(
      planControlRows(lists ?? []).map(({ room, board, day, ...control }) => [
        `${room}:${board}:${day}`,
        control,
      ]),
    );

  it('shows the rows an OTA message and the database hold, and a restriction written on the grid reaches them', async () => {
    const ctx = await setUp();
    // A rate-level restriction first: a product row starts as a copy of the rate's row of its day.
    expect(
      (await write(ctx, [{ start: `${year}_07_01`, end: `${year}_07_31`, maxStay: 14 }])).statusCode,
    ).toBe(200);
    const before = await t.app.inject({
      method: 'GET',
      url: `${ctx.ari}${year}/`,
      headers: ctx.user.headers,
    });
    // None yet: the cached answer has no field for them.
    expect(before.body).not.toContain('planControls');

    // A channel manager names the rate plan (rate × BB) of the double room: minimum stay 3 and
    // stop sale on 1-3 July, for that product only.
    await rows(t.app, sql`update hotels set verified = true where id = ${ctx.hotel}`);
    const writer = await createApiKey(t.app, { scopes: ['ari:write'], hotels: [ctx.hotel] });
    const [hotel] = await rows<{ code: string }>(t.app, sql`select code from hotels where id = ${ctx.hotel}`);
    const ota = await t.app.inject({
      method: 'POST',
      url: '/api/distribution/ota',
      headers: { ...writer.headers, 'content-type': 'application/xml' },
      payload:
        `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="plan-1">` +
        `<AvailStatusMessages HotelCode="${hotel?.code}"><AvailStatusMessage>` +
        `<StatusApplicationControl Start="${iso(7, 1)}" End="${iso(7, 3)}" InvTypeCode="${ctx.double}" RatePlanCode="${ctx.rate.id}-BB"/>` +
        `<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="3" TimeUnit="Day"/></LengthsOfStay>` +
        '<RestrictionStatus Status="Close"/></AvailStatusMessage></AvailStatusMessages></OTA_HotelAvailNotifRQ>',
    });
    expect(ota.statusCode, ota.body).toBe(200);
    expect(ota.body, ota.body).toContain('<Success');
    // Another product's row, straight into the table: the suite with HB closed to departure on 2 July.
    await rows(
      t.app,
      sql`insert into rate_plan_controls (rate_id, room_id, board, day, max_stay, closed_departure)
          values (${ctx.rate.id}, ${ctx.suite}, 'HB', ${iso(7, 2)}, 14, true)`,
    );

    const read = await wireOf(ctx);
    expect(read.planControls?.map((entry) => [entry.room, entry.board, entry.days])).toEqual([
      [ctx.double, 'BB', [at(7, 1), at(7, 2), at(7, 3)]],
      [ctx.suite, 'HB', [at(7, 2)]],
    ]);
    const plans = plansOf(read.planControls);
    expect(plans[`${ctx.double}:BB:${at(7, 1)}`]).toEqual({
      ...open,
      minStay: 3,
      maxStay: 14,
      stopSale: true,
    });
    expect(plans[`${ctx.suite}:HB:${at(7, 2)}`]).toEqual({ ...open, maxStay: 14, closedDeparture: true });
    // The rate's own restrictions are as the grid wrote them; the products' are on their own.
    expect(read.restrictions.minStay[at(7, 1)]).toBeNull();
    expect(read.restrictions.maxStay[at(7, 1)]).toBe(14);

    // The grid sets the rate's minimum stay on 1-2 July: the product rows of those days take it
    // too (their stop sale and other fields stay), and the answer carries them.
    const written = await write(ctx, [{ start: `${year}_07_01`, end: `${year}_07_02`, minStay: 2 }]);
    expect(written.statusCode, written.body).toBe(200);
    const changed = ariChangedSchema.parse(json(written));
    expect(changed.planControls).toEqual([
      {
        control: { ...open, minStay: 2, maxStay: 14, stopSale: true },
        at: [{ room: ctx.double, board: 'BB', days: [`${year}_07_01`, `${year}_07_02`] }],
      },
      {
        control: { ...open, minStay: 2, maxStay: 14, closedDeparture: true },
        at: [{ room: ctx.suite, board: 'HB', days: [`${year}_07_02`] }],
      },
    ]);
    const after = plansOf((await wireOf(ctx)).planControls);
    expect(after[`${ctx.double}:BB:${at(7, 1)}`]).toEqual({
      ...open,
      minStay: 2,
      maxStay: 14,
      stopSale: true,
    });
    expect(after[`${ctx.double}:BB:${at(7, 3)}`]).toEqual({
      ...open,
      minStay: 3,
      maxStay: 14,
      stopSale: true,
    });
    expect(after[`${ctx.suite}:HB:${at(7, 2)}`]).toEqual({
      ...open,
      minStay: 2,
      maxStay: 14,
      closedDeparture: true,
    });

    // A write that names no restriction leaves them out of its answer.
    const priced = await write(ctx, [
      {
        start: `${year}_07_01`,
        end: `${year}_07_01`,
        roomTypes: [ctx.double],
        boards: ['BB'],
        price: { amounts: ['99'] },
      },
    ]);
    expect(Object.keys(json(priced))).not.toContain('planControls');
  });

  it("lists no row of a room type or board the rate no longer sells, nor another rate's", async () => {
    const ctx = await setUp();
    const other = await setUp();
    await rows(
      t.app,
      sql`insert into rate_plan_controls (rate_id, room_id, board, day, min_stay, stop_sale) values
          (${ctx.rate.id}, ${ctx.double}, 'FB', ${iso(7, 5)}, 4, true),
          (${ctx.rate.id}, ${other.double}, 'BB', ${iso(7, 5)}, 4, true),
          (${other.rate.id}, ${other.double}, 'BB', ${iso(7, 5)}, 5, false)`,
    );
    expect((await wireOf(ctx)).planControls).toBeUndefined();
    expect(plansOf((await wireOf(other)).planControls)).toEqual({
      [`${other.double}:BB:${at(7, 5)}`]: { ...open, minStay: 5 },
    });
  });

  it("refuses a grid minimum stay above a product's own maximum, and writes nothing", async () => {
    const ctx = await setUp();
    await rows(
      t.app,
      sql`insert into rate_plan_controls (rate_id, room_id, board, day, max_stay)
          values (${ctx.rate.id}, ${ctx.double}, 'BB', ${iso(7, 9)}, 2)`,
    );
    const refused = await write(ctx, [{ start: `${year}_07_08`, end: `${year}_07_10`, minStay: 3 }]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('changes.0.minStay');
    const [row] = await rows<{ minStay: number | null }>(
      t.app,
      sql`select min_stay as "minStay" from rate_plan_controls where rate_id = ${ctx.rate.id} and day = ${iso(7, 9)}`,
    );
    expect(row?.minStay).toBeNull();
    const [rateLevel] = await rows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from rate_restrictions where rate_id = ${ctx.rate.id}`,
    );
    expect(rateLevel?.count).toBe(0);
  });
});
