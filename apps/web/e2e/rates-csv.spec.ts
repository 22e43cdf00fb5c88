import { expect, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/**
 * The season's CSV (issue 34, item 3): a line on a day the rate does not apply is refused with
 * its line and day named, nothing written; rooms and stop sale columns are written and show in
 * the grid. Spanish at 1366 px, English at 390 px.
 */

const year = new Date().getFullYear() + 1;
const SHOTS = 'test-results/e2e/screens';
const dayIndex = (month: number, day: number) =>
  Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000);
const HEADER =
  'room_type_id,room_type,board,date,price,allotment,stop_sale,min_stay,max_stay,closed_arrival,closed_departure';

/** A room type and an allotment rate selling it with breakfast from June to September, 100 € a night (the API). */
async function summerRate(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const me = await page.request.get('/api/auth/user/data/', { headers });
  const userId = ((await me.json()) as { id: number }[])[0]?.id ?? 0;
  const created = await page.request.post(`/api/hotel/${hotelId}/room/`, {
    headers,
    data: { name: 'Doble vista mar' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const room = ((await created.json()) as { id: number }).id;
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await page.request.post(base, { headers, data: { name: 'Contrato verano' } });
  const contractId = ((await contract.json()) as { id: number }).id;
  const rate = await page.request.post(`${base}${contractId}/rates/`, {
    headers,
    data: {
      kind: 'rate',
      name: 'Verano',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      method: 'hotel',
      quotaType: 'allotment_release',
      releaseDays: 7,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'none',
      roomTypes: [room],
      boards: ['BB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      basePrices: [{ room, board: 'BB', price: { amounts: ['100'] } }],
    },
  });
  expect(rate.status(), await rate.text()).toBe(201);
  const rateId = ((await rate.json()) as { id: number }).id;
  return { room, contractId, rateId };
}

async function importFile(page: Page, text: string, button: string) {
  const csv = page.getByTestId('ari-csv');
  await csv
    .locator('input[type="file"]')
    .setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await csv.getByRole('button', { name: button, exact: true }).click();
  return csv;
}

const runs = [
  {
    language: 'es',
    query: 'palenc',
    width: 1366,
    height: 900,
    importLabel: 'Importar',
    refused: `Línea 3, columna date: La tarifa no se aplica el ${year}-12-25`,
    result: 'Días de tipo de habitación con cupo o cierre de venta actualizados: 2',
  },
  {
    language: 'en',
    query: 'pontev',
    width: 390,
    height: 844,
    importLabel: 'Import',
    refused: `Line 3, column date: The rate does not apply on ${year}-12-25`,
    result: 'Room type days with rooms or stop sale updated: 2',
  },
] as const;

for (const run of runs) {
  test(`CSV: a day outside the rate is refused by line, rooms and stop sale are written (${run.language}, ${run.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail(`rates-csv-${run.language}`);
    await register(page, email, run.query);
    await login(page, email);
    await createPendingHotel(page);
    const { room, contractId, rateId } = await summerRate(page);
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.goto(
      `/dash/rates/calendar?contract=${contractId}&rate=${rateId}&year=${year}&view=prices&month=7&lang=${run.language}`,
    );
    await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
    const cell = (row: string, month: number, day: number) =>
      page.locator(`[data-testid="ari-row-${row}"] [data-day="${dayIndex(month, day)}"]`);

    // 25 December on a June–September rate: refused, its line and day named; 2 July not written either.
    const outside = [
      HEADER,
      `${room},Doble vista mar,BB,${year}-07-02,111,,,,,,`,
      `${room},Doble vista mar,BB,${year}-12-25,999,,,,,,`,
    ].join('\n');
    let csv = await importFile(page, outside, run.importLabel);
    await expect(csv.getByTestId('csv-errors')).toContainText(run.refused);
    await expect(cell(`price-${room}-BB`, 7, 2)).toHaveText('100');
    await csv.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/rates-csv-refused-${run.language}-${run.width}.png` });
    await expectAccessible(page);

    // Rooms and stop sale columns: written through the grid's write path and shown in the grid.
    const rooms = [
      HEADER,
      `${room},Doble vista mar,BB,${year}-07-03,,5,0,,,,`,
      `${room},Doble vista mar,BB,${year}-07-04,,4,1,,,1,`,
    ].join('\n');
    csv = await importFile(page, rooms, run.importLabel);
    await expect(csv.getByTestId('csv-result')).toContainText(run.result);
    await expect(csv.getByTestId('csv-errors')).toHaveCount(0);
    await expect(cell(`inventory-${room}`, 7, 3)).toContainText('5');
    await expect(cell(`inventory-${room}`, 7, 4)).toHaveText('✕4');
    await expect(cell('closedArrival', 7, 4)).toHaveText('✕');
    await csv.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/rates-csv-applied-${run.language}-${run.width}.png` });
    await expectAccessible(page);
    // Saved, not only shown: a reload reads them back.
    await page.reload();
    await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
    await expect(cell(`inventory-${room}`, 7, 3)).toContainText('5');
    await expect(cell('closedArrival', 7, 4)).toHaveText('✕');
  });
}
