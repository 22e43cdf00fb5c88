import { expect, type Page, test } from '@playwright/test';
import { createPendingHotel, login, register, uniqueEmail } from './helpers.ts';

/** Issue 34: the rates area as a revenue manager meets it every day, at 1366 px. */

const nextYear = new Date().getFullYear() + 1;
const summerDays = Array.from(
  { length: 30 },
  (_, index) => `${nextYear}_06_${String(index + 1).padStart(2, '0')}`,
);

/** A contract and a rate (through the API: the wizard has its own journey), applying in June next year. */
async function rateForNextSummer(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const me = await page.request.get('/api/auth/user/data/', { headers });
  const userId = ((await me.json()) as { id: number }[])[0]?.id ?? 0;
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await page.request.post(base, { headers, data: { name: 'Contrato verano' } });
  expect(contract.status()).toBe(201);
  const contractId = ((await contract.json()) as { id: number }).id;
  const rate = await page.request.post(`${base}${contractId}/rates/`, {
    headers,
    data: {
      kind: 'rate',
      name: 'Temporada alta de verano con desayuno',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      pricesIncludeTax: true,
      method: 'agency',
      quotaType: 'allotment_release',
      releaseDays: 7,
      market: { all: false, markets: ['ES', 'FR', 'DE', 'GB'] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: ['names', 'pax', 'dates'],
      expenditureCancellation: 'non_refundable',
    },
  });
  expect(rate.status()).toBe(201);
  const rateId = ((await rate.json()) as { id: number }).id;
  const days = await page.request.put(
    `/api/rates/contracts/calendar/${userId}/${hotelId}/${nextYear}/?contract=${contractId}`,
    { headers, data: { rates: [{ id: rateId, days: summerDays }] } },
  );
  expect(days.status()).toBe(200);
}

/** The right edges of the days and actions columns are on screen, inside the contract's card. */
async function expectActionsOnScreen(page: Page, width: number, actions: string, days: string) {
  const card = page.getByTestId('rate-contract');
  const table = card.getByRole('table');
  const box = await card.boundingBox();
  // Days is not under the actions column, which stays at the right edge when the table scrolls.
  const daysBox = await table.getByRole('columnheader', { name: days, exact: true }).boundingBox();
  const actionsBox = await table.getByRole('columnheader', { name: actions, exact: true }).boundingBox();
  expect((daysBox?.x ?? 0) + (daysBox?.width ?? 0)).toBeLessThanOrEqual((actionsBox?.x ?? 0) + 0.5);
  for (const name of [days, actions]) {
    const header = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
    expect(header, name).not.toBeNull();
    expect(box).not.toBeNull();
    if (!header || !box) return;
    expect(header.x + header.width, `${name}: right edge inside the window`).toBeLessThanOrEqual(width);
    expect(header.x + header.width, `${name}: right edge inside the card`).toBeLessThanOrEqual(
      box.x + box.width + 1,
    );
  }
}

test('rates list fits 1366 px and the calendar opens on the rate’s own period (issue 34, items 1 and 8)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const email = uniqueEmail('rates-daily');
  await register(page, email, 'nerja');
  await login(page, email);
  await createPendingHotel(page);
  await rateForNextSummer(page);

  await page.goto('/dash/rates');
  await expect(page.getByTestId('rate-row')).toHaveCount(1);
  await expectActionsOnScreen(page, 1366, 'Acciones', 'Días');
  await page.screenshot({ path: 'test-results/e2e/screens/rates-list-1366-es.png', fullPage: true });

  // Opened from the list, the calendar shows next year's June, not an empty current year.
  await page.getByRole('link', { name: 'Calendario de Temporada alta de verano con desayuno' }).click();
  await expect(page.getByRole('radio', { name: String(nextYear) })).toBeChecked();
  await expect(page.getByTestId('selected-count')).toHaveText('30 días seleccionados');
  await page.screenshot({ path: 'test-results/e2e/screens/rates-calendar-period-es.png', fullPage: true });
  await page.getByTestId('calendar-view').getByText('Precios y cupos').click();
  await expect(page).toHaveURL(/view=prices/);
  // The prices view opens on the rate's first month, not on January.
  await expect(page.getByTestId('ari-month')).toHaveValue('6');
  await page.screenshot({ path: 'test-results/e2e/screens/rates-prices-period-es.png' });

  await page.goto('/dash/rates?lang=en');
  await expect(page.getByTestId('rate-row')).toHaveCount(1);
  await expectActionsOnScreen(page, 1366, 'Actions', 'Days');
  await page.screenshot({ path: 'test-results/e2e/screens/rates-list-1366-en.png', fullPage: true });
});

test('the prices grid with the keyboard alone: Shift+Arrow selects a block, whose price is set (issue 34, item 4)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = uniqueEmail('ari-keys');
  await register(page, email, 'ronda');
  await login(page, email);
  await createPendingHotel(page);
  await page.goto('/rooms');
  await page.getByLabel('Nombre del nuevo tipo de habitación').fill('Doble estándar');
  await page.getByRole('button', { name: 'Añadir habitación', exact: true }).click();
  await expect(page.getByRole('main').getByText('Doble estándar', { exact: true })).toBeVisible();

  // A rate selling the double room with breakfast in July next year, 100 € a night (through the API).
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const me = await page.request.get('/api/auth/user/data/', { headers });
  const userId = ((await me.json()) as { id: number }[])[0]?.id ?? 0;
  const rooms = (await (
    await page.request.get(`/api/rates/contracts/room-types/${userId}/${hotelId}/`, { headers })
  ).json()) as { id: number }[];
  const room = rooms[0]?.id ?? 0;
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await page.request.post(base, { headers, data: { name: 'Contrato julio' } });
  const contractId = ((await contract.json()) as { id: number }).id;
  const created = await page.request.post(`${base}${contractId}/rates/`, {
    headers,
    data: {
      kind: 'rate',
      name: 'Julio',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      method: 'hotel',
      quotaType: 'free_sale',
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'none',
      roomTypes: [room],
      boards: ['BB'],
      period: { start: `${nextYear}_07_01`, end: `${nextYear}_07_31` },
      basePrices: [{ room, board: 'BB', price: { amounts: ['100'] } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rateId = ((await created.json()) as { id: number }).id;

  // The prices view opens on July (the rate's period); the keyboard does the rest.
  await page.goto(`/dash/rates/calendar?contract=${contractId}&rate=${rateId}&view=prices`);
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('ari-month')).toHaveValue('7');
  const dayIndex = (day: number) =>
    Math.round((Date.UTC(nextYear, 6, day) - Date.UTC(nextYear, 0, 1)) / 86_400_000);
  const cell = (day: number) =>
    page.locator(`[data-testid="ari-row-price-${room}-BB"] [data-day="${dayIndex(day)}"]`);
  await expect(cell(6)).toHaveText('100');
  await cell(6).focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+ArrowRight');
  await expect(cell(9)).toBeFocused();
  await expect(page.getByTestId('ari-selected-count')).toHaveText('4 celdas seleccionadas');
  await page.screenshot({ path: 'test-results/e2e/screens/ari-shift-arrows-es.png' });

  await page.getByRole('button', { name: 'Editar selección' }).click();
  const panel = page.getByRole('dialog', { name: 'Editar selección' });
  await panel.getByRole('radio', { name: 'Fijar precio' }).check();
  await panel.getByRole('textbox', { name: 'Precio por noche (EUR)' }).fill('85');
  await panel.getByRole('button', { name: 'Aplicar a la selección' }).click();
  await expect(panel).toBeHidden();
  for (const day of [6, 7, 8, 9]) await expect(cell(day)).toHaveText('85');
  await expect(cell(5)).toHaveText('100');
  await expect(cell(10)).toHaveText('100');
  await page.getByTestId('ari-save').click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
});
