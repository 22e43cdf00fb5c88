import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/**
 * Rates that sell (issue 15, decision 020), as a new manager would: a rate with two room types and
 * two boards, then its prices grid: July weekends 20 % higher for one room type, five rooms with
 * seven release days in August, arrival closed on Sundays, one night stop-sold; saved, reloaded
 * and found; a season exported as CSV, changed and imported back; axe on every screen; Spanish,
 * then English.
 */

const year = new Date().getFullYear() + 1;
const SHOTS = process.env.ARI_SHOTS_DIR ?? 'test-results/e2e/screens';
const pad = (value: number) => String(value).padStart(2, '0');
/** Index of a day in the year's lists (0 = 1 January), as the grid's cells carry it. */
const dayIndex = (month: number, day: number) =>
  Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000);
const weekday = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
function daysOf(month: number, keep: (day: number) => boolean): number[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => index + 1).filter(keep);
}

async function session(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const user = (await (await page.request.get('/api/auth/user/data/', { headers })).json()) as {
    id: number;
  }[];
  return { headers, userId: user[0]?.id ?? 0, hotelId };
}

async function addRoomType(page: Page, name: string) {
  await page.getByLabel('Nombre del nuevo tipo de habitación').fill(name);
  await page.getByRole('button', { name: 'Añadir habitación', exact: true }).click();
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
}

/** Checks a radio of the wizard and waits until its group shows no error (the layout settles). */
async function choose(scope: Locator, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

/**
 * The rate "Temporada alta" through the new-rate wizard, as a manager would: per room, allotment
 * with 7 release days, the whole year, both room types with bed and breakfast and half board at
 * 100 € a night.
 */
async function createRate(page: Page): Promise<{ id: number; name: string }[]> {
  await page.goto('/dash/rates/new');
  const form1 = page.getByTestId('rate-step-0');
  await expect(form1).toBeVisible();
  await choose(form1, 'Tarifa');
  await form1.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Temporada alta');
  for (const option of [
    'Neta',
    'Por habitación',
    'Euro (€)',
    'Pago directo en el hotel',
    'Allotment con release',
  ])
    await choose(form1, option);
  await form1.getByLabel('Días de release').fill('7');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const form2 = page.getByTestId('rate-step-1');
  await choose(form2, 'D-2');
  const product = page.getByTestId('rate-product');
  await product.getByLabel('Fecha de inicio').fill(`01/01/${year}`);
  await product.getByLabel('Fecha de fin').fill(`31/12/${year}`);
  for (const name of [...ROOMS, 'Alojamiento y desayuno', 'Media pensión'])
    await product.getByRole('checkbox', { name, exact: true }).check();
  for (const room of ROOMS)
    for (const board of ['Alojamiento y desayuno', 'Media pensión'])
      await product
        .getByRole('textbox', { name: `Precio por noche · ${room} · ${board}`, exact: true })
        .fill('100');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('rate-summary')).toContainText('Temporada alta');
  await page.getByRole('button', { name: 'Guardar tarifa' }).click();
  await expect(page.getByText('Se ha creado la tarifa')).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/rates$/);
  const { headers, userId, hotelId } = await session(page);
  return (await (
    await page.request.get(`/api/rates/contracts/room-types/${userId}/${hotelId}/`, { headers })
  ).json()) as { id: number; name: string }[];
}

/** axe once notifications have closed (a notification under the pointer stays open). */
async function accessible(page: Page) {
  await page.mouse.move(1, 1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectAccessible(page);
}

const cellOf = (page: Page, row: string, month: number, day: number) =>
  page.locator(`[data-testid="ari-row-${row}"] [data-day="${dayIndex(month, day)}"]`);

async function showMonth(page: Page, month: number) {
  await page.getByTestId('ari-month').selectOption(String(month));
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
}

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const ROWS = [
  'Alojamiento y desayuno',
  'Media pensión',
  'Habitaciones (cupo)',
  'Estancia mínima',
  'Estancia máxima',
  'Cerrado a la llegada',
  'Cerrado a la salida',
];
const ROOMS = ['Doble estándar', 'Suite junior'];

/** Selects with the weekday tool: a range, some weekdays, some room types and rows (the others unticked). */
async function selectBy(
  page: Page,
  range: { from: string; to: string },
  choices: { weekdays: string[]; rooms: string[]; rows: string[] },
) {
  const tool = page.getByTestId('ari-select-tool');
  // Typed as a Spanish user does (dd/mm/aaaa, issue 19 item 13).
  const typed = (iso: string) => iso.split('-').reverse().join('/');
  await tool.getByLabel('Desde').fill(typed(range.from));
  await tool.getByLabel('Hasta').fill(typed(range.to));
  const tick = async (all: string[], chosen: string[]) => {
    for (const name of all) {
      const box = tool.getByRole('checkbox', { name, exact: true });
      if (chosen.includes(name)) await box.check();
      else await box.uncheck();
    }
  };
  await tick(WEEKDAYS, choices.weekdays);
  await tick(ROOMS, choices.rooms);
  await tick(ROWS, choices.rows);
  await tool.getByRole('button', { name: 'Seleccionar', exact: true }).click();
}

async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Editar selección' }).click();
  const panel = page.getByRole('dialog', { name: 'Editar selección' });
  await expect(panel).toBeVisible();
  return panel;
}

async function applyPanel(panel: Locator) {
  await panel.getByRole('button', { name: 'Aplicar a la selección' }).click();
  await expect(panel).toBeHidden();
}

test('rates that sell: the prices grid in Spanish and English, saved, reloaded, exported and imported', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('ari');
  await register(page, email, 'huesca');
  await login(page, email);
  await createPendingHotel(page);
  await page.goto('/rooms');
  await addRoomType(page, 'Doble estándar');
  await addRoomType(page, 'Suite junior');
  const rooms = await createRate(page);
  const double = rooms.find((room) => room.name === 'Doble estándar')?.id;
  const suite = rooms.find((room) => room.name === 'Suite junior')?.id;

  // The calendar, prices view of July.
  await page.goto(`/dash/rates/calendar?year=${year}`);
  await expect(page.getByRole('heading', { name: 'Calendario de tarifas', level: 1 })).toBeVisible();
  await page.getByText('Precios y cupos', { exact: true }).click();
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
  await showMonth(page, 7);
  await expect(cellOf(page, `price-${double}-BB`, 7, 1)).toHaveText('100');
  await expect(page.getByTestId('ari-grid').getByRole('rowheader')).toHaveCount(10);
  await accessible(page);
  await page.screenshot({ path: `${SHOTS}/ari-grid-es.png`, fullPage: true });

  // July weekends 20 % higher for the double room, both boards.
  const weekends = daysOf(7, (day) => weekday(7, day) === 0 || weekday(7, day) === 6);
  await selectBy(
    page,
    { from: `${year}-07-01`, to: `${year}-07-31` },
    {
      weekdays: ['sábado', 'domingo'],
      rooms: ['Doble estándar'],
      rows: ['Alojamiento y desayuno', 'Media pensión'],
    },
  );
  await expect(page.getByTestId('ari-selected-count')).toHaveText(
    `${weekends.length * 2} celdas seleccionadas`,
  );
  let panel = await openPanel(page);
  await panel.getByRole('radio', { name: 'Subir o bajar' }).check();
  await panel.getByRole('textbox', { name: 'Ajuste' }).fill('20');
  await accessible(page);
  await page.screenshot({ path: `${SHOTS}/ari-panel-es.png`, fullPage: true });
  await applyPanel(panel);
  const saturday = weekends[0] ?? 1;
  const monday = daysOf(7, (day) => weekday(7, day) === 1)[0] ?? 1;
  await expect(cellOf(page, `price-${double}-HB`, 7, saturday)).toHaveText('120');
  await expect(cellOf(page, `price-${double}-BB`, 7, monday)).toHaveText('100');
  await expect(cellOf(page, `price-${suite}-BB`, 7, saturday)).toHaveText('100');

  // Arrival closed on the Sundays of July and August.
  const sundaysJuly = daysOf(7, (day) => weekday(7, day) === 0);
  const sundaysAugust = daysOf(8, (day) => weekday(8, day) === 0);
  await selectBy(
    page,
    { from: `${year}-07-01`, to: `${year}-08-31` },
    { weekdays: ['domingo'], rooms: [], rows: ['Cerrado a la llegada'] },
  );
  panel = await openPanel(page);
  await panel.getByRole('radiogroup', { name: 'Llegada' }).getByRole('radio', { name: 'Cerrada' }).check();
  await applyPanel(panel);
  await expect(cellOf(page, 'closedArrival', 7, sundaysJuly[0] ?? 1)).toHaveText('✕');

  // August: five rooms of the double room every day, the rate's release of 7 days shown.
  await showMonth(page, 8);
  await selectBy(
    page,
    { from: `${year}-08-01`, to: `${year}-08-31` },
    { weekdays: WEEKDAYS, rooms: ['Doble estándar'], rows: ['Habitaciones (cupo)'] },
  );
  await expect(page.getByTestId('ari-selected-count')).toHaveText('31 celdas seleccionadas');
  panel = await openPanel(page);
  await expect(panel.getByText('Release de la tarifa: 7 días')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Habitaciones' }).fill('5');
  await applyPanel(panel);

  // One night stop-sold: 15 August of the double room.
  await cellOf(page, `inventory-${double}`, 8, 15).click();
  panel = await openPanel(page);
  await panel.getByRole('radio', { name: 'Cerrar la venta' }).check();
  await applyPanel(panel);
  await expect(cellOf(page, `inventory-${double}`, 8, 15)).toHaveText('✕5');
  await expect(page.getByTestId('unsaved')).toHaveText('4 cambios sin guardar');
  await accessible(page);

  // Saved in one request.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/rates\/contracts\/ari\/\d+\/\d+\/\d+\/$/.test(request.url()))
      writes.push(request.url());
  });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  expect(writes).toHaveLength(1);

  // Reload: all of it is there.
  await page.reload();
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(cellOf(page, `inventory-${double}`, 8, 10)).toHaveText('5');
  await expect(cellOf(page, `inventory-${double}`, 8, 15)).toHaveText('✕5');
  await expect(cellOf(page, `inventory-${suite}`, 8, 10)).toHaveText('–');
  await expect(cellOf(page, 'closedArrival', 8, sundaysAugust[0] ?? 1)).toHaveText('✕');
  await expect(cellOf(page, 'closedArrival', 8, (sundaysAugust[0] ?? 1) + 1)).toHaveText('');
  await showMonth(page, 7);
  for (const day of weekends) await expect(cellOf(page, `price-${double}-BB`, 7, day)).toHaveText('120');
  await expect(cellOf(page, `price-${double}-BB`, 7, monday)).toHaveText('100');
  await expect(cellOf(page, 'closedArrival', 7, sundaysJuly[1] ?? 1)).toHaveText('✕');

  // The season as CSV: one price changed in a spreadsheet, imported back.
  const csv = page.getByTestId('ari-csv');
  const download = page.waitForEvent('download');
  await csv.getByRole('button', { name: 'Exportar temporada' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^tarifa-\\d+-${year}-07-01-${year}-07-31\\.csv$`));
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'room_type_id,room_type,board,date,price,allotment,stop_sale,min_stay,max_stay,closed_arrival,closed_departure',
  );
  expect(lines).toHaveLength(1 + 2 * 2 * 31);
  // The price, then the rooms and restrictions of the day (issue 34).
  const target = `${double},Doble estándar,BB,${year}-07-${pad(monday)},100.00,`;
  expect(lines.some((line) => line.startsWith(target))).toBe(true);
  const edited = text.replace(target, `${double},Doble estándar,BB,${year}-07-${pad(monday)},111.50,`);

  // First a file with an unknown board: refused line by line, nothing written.
  const wrong = edited.replace(
    `${suite},Suite junior,HB,${year}-07-02,`,
    `${suite},Suite junior,XX,${year}-07-02,`,
  );
  await csv
    .locator('input[type="file"]')
    .setInputFiles({ name: 'temporada.csv', mimeType: 'text/csv', buffer: Buffer.from(wrong) });
  await csv.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(csv.getByTestId('csv-errors')).toContainText('No se ha importado nada. Corrija estas líneas:');
  await expect(csv.getByTestId('csv-errors')).toContainText(/Línea \d+, columna board: /);
  await csv.screenshot({ path: `${SHOTS}/ari-csv-errors-es.png` });
  await expect(cellOf(page, `price-${double}-BB`, 7, monday)).toHaveText('100');
  await accessible(page);

  await csv
    .locator('input[type="file"]')
    .setInputFiles({ name: 'temporada.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await csv.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText(/^Importación correcta: /)).toBeVisible();
  // The file's 111.50 is shown as Spanish writes it (decision 059).
  await expect(cellOf(page, `price-${double}-BB`, 7, monday)).toHaveText('111,50');
  await page.reload();
  await expect(cellOf(page, `price-${double}-BB`, 7, monday)).toHaveText('111,50');
  await accessible(page);

  // English: the same grid, its panel and tools.
  await page.goto(`/dash/rates/calendar?year=${year}&view=prices&month=8&lang=en`);
  await expect(page.getByRole('heading', { name: 'Rate calendar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Prices and allotments', { exact: true })).toBeVisible();
  await expect(page.getByTestId(`ari-row-inventory-${double}`).getByRole('rowheader')).toHaveText(
    'Rooms (allotment)',
  );
  await expect(cellOf(page, `inventory-${double}`, 8, 15)).toHaveAttribute(
    'aria-label',
    /5 rooms · stop sale/,
  );
  await accessible(page);
  await page.screenshot({ path: `${SHOTS}/ari-grid-en.png`, fullPage: true });
  await cellOf(page, `price-${suite}-HB`, 8, 3).click();
  await cellOf(page, 'minStay', 8, 3).click();
  await page.getByRole('button', { name: 'Edit selection' }).click();
  const english = page.getByRole('dialog', { name: 'Edit selection' });
  await english.getByRole('radio', { name: 'Set price' }).check();
  await english.getByRole('textbox', { name: 'Price per night (EUR)' }).fill('-5');
  await english.getByRole('textbox', { name: 'Minimum stay (nights)' }).fill('2');
  await english.getByRole('button', { name: 'Apply to selection' }).click();
  await expect(english.getByText('The amount cannot be negative')).toBeVisible();
  await accessible(page);
  await page.screenshot({ path: `${SHOTS}/ari-panel-en.png`, fullPage: true });
  await english.getByRole('textbox', { name: 'Price per night (EUR)' }).fill('95');
  await english.getByRole('button', { name: 'Apply to selection' }).click();
  await expect(english).toBeHidden();
  await expect(cellOf(page, `price-${suite}-HB`, 8, 3)).toHaveText('95');
  await expect(cellOf(page, 'minStay', 8, 3)).toHaveText('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  await page.reload();
  await expect(cellOf(page, `price-${suite}-HB`, 8, 3)).toHaveText('95');
  await expect(cellOf(page, 'minStay', 8, 3)).toHaveText('2');
});
