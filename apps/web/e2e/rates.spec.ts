import { expect, type Locator, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, uniqueEmail } from './helpers.ts';

const thisYear = new Date().getFullYear();
const nextYear = thisYear + 1;
const key = (month: number, day: number, year = nextYear) =>
  `${year}_${String(month).padStart(2, '0')}_${String(day).padStart(2, '0')}`;

/** The session token and ids of the page, to read what the server kept. */
async function scope(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
}

async function userId(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/auth/user/data/', {
    headers: { authorization: `Token ${token}` },
  });
  return ((await response.json()) as { id: number }[])[0]?.id ?? 0;
}

interface Draft {
  kind: 'Tarifa' | 'Oferta' | 'Promoción';
  name: string;
  rateType: string;
  price: string;
  currency: string;
  method: string;
  quota: string;
  release?: string;
  markets?: string[];
  cancellation: string;
  changes?: string[];
}

/**
 * Checks a radio and waits until its group shows no error: a message going away moves what
 * follows, and the next click must not land on the old place.
 */
async function choose(scope: Locator, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(
    radio.locator('xpath=ancestor::*[@role="radiogroup"]/..').locator('.mantine-InputWrapper-error'),
  ).toHaveCount(0);
}

/** Fills Formulario 1 (the contract stays as offered). */
async function fillForm1(page: Page, draft: Draft) {
  const step = page.getByTestId('rate-step-0');
  await choose(step, draft.kind);
  await step.getByRole('textbox', { name: 'Nombre', exact: true }).fill(draft.name);
  await expect(step.getByText('Indique un nombre')).toHaveCount(0);
  await choose(step, draft.rateType);
  await choose(step, draft.price);
  await choose(step, draft.currency);
  await choose(step, draft.method);
  await choose(step, draft.quota);
  if (draft.release) await step.getByLabel('Días de release').fill(draft.release);
}

async function fillForm2(page: Page, draft: Draft) {
  const step = page.getByTestId('rate-step-1');
  if (draft.markets) {
    await choose(step, 'Por mercados');
    for (const market of draft.markets) {
      await step.getByRole('combobox', { name: 'Mercados' }).fill(market.slice(0, 4));
      await page.getByRole('listbox').getByRole('option', { name: market, exact: true }).click();
    }
    await page.keyboard.press('Escape');
  }
  for (const change of draft.changes ?? []) await step.getByRole('checkbox', { name: change }).check();
  await choose(step, draft.cancellation);
}

async function createThroughWizard(page: Page, draft: Draft) {
  await page.goto('/dash/rates/new');
  await expect(page.getByTestId('rate-step-0')).toBeVisible();
  await fillForm1(page, draft);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await fillForm2(page, draft);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('rate-summary')).toContainText(draft.name);
  await page.getByRole('button', { name: 'Guardar tarifa' }).click();
  await expect(page.getByText('Se ha creado la tarifa')).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/rates$/);
}

/** axe once the notifications have closed (their close button has no name: a shared widget). */
async function accessibleWhenSettled(page: Page) {
  // A notification under the pointer stays open; move it away.
  await page.mouse.move(1, 1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectAccessible(page);
}

const day = (page: Page, dayKey: string) => page.locator(`[data-day="${dayKey}"]`);

async function center(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function expectPressed(page: Page, keys: string[], pressed: boolean) {
  for (const dayKey of keys) await expect(day(page, dayKey)).toHaveAttribute('aria-pressed', String(pressed));
}

/** Weekend days (Saturday and Sunday) of May of a year, as day keys. */
function mayWeekends(year: number): string[] {
  const keys: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const weekday = new Date(Date.UTC(year, 4, d)).getUTCDay();
    if (weekday === 0 || weekday === 6) keys.push(key(5, d, year));
  }
  return keys;
}

test('rates: wizard, list with colours and filters, yearly calendar kept after a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('rates');
  await register(page, email, 'oviedo');
  await login(page, email);
  await createPendingHotel(page);

  // An empty list, then the wizard.
  await page.goto('/dash/rates');
  await expect(page.getByRole('heading', { name: 'Tarifas', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rates-empty')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Nueva tarifa' }).first().click();
  await expect(page).toHaveURL(/\/dash\/rates\/new$/);
  await expect(page.getByText('Formulario 1')).toBeVisible();
  await expect(page.getByText('Formulario 2')).toBeVisible();
  await expect(page.getByText('Confirmación')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar tarifa' })).toBeDisabled();

  // Nothing chosen: the step refuses to move on and says why.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('wizard-error')).toHaveText('Revise los campos marcados.');
  await expect(page.getByText('Indique un nombre')).toBeVisible();
  await expect(page.getByText('Elija una moneda')).toBeVisible();
  await expectAccessible(page);

  const rate: Draft = {
    kind: 'Tarifa',
    name: 'Temporada alta',
    rateType: 'Neta',
    price: 'Por habitación',
    currency: 'Euro (€)',
    method: 'Pago directo en el hotel',
    quota: 'Allotment con release',
    release: '7',
    markets: ['España', 'Francia'],
    changes: ['Nombres', 'Fechas'],
    cancellation: 'D-2',
  };
  await fillForm1(page, rate);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('rate-step-1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar tarifa' })).toBeDisabled();
  await fillForm2(page, rate);

  // Infant older than child: refused with a clear message, and a reload loses nothing.
  await page.getByLabel('Infante (hasta)').fill('14');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('La edad de infante debe ser menor que la de niño')).toBeVisible();
  await expect(page.getByTestId('rate-step-1')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('rate-step-1')).toBeVisible();
  await expect(page.getByLabel('Infante (hasta)')).toHaveValue('14');
  await expect(page.getByRole('radio', { name: 'D-2' })).toBeChecked();
  await expect(page.getByTestId('rate-step-1')).toContainText('España');
  await page.getByLabel('Infante (hasta)').fill('2');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Confirmación: everything summarised; only here can the rate be saved.
  const summary = page.getByTestId('rate-summary');
  for (const text of [
    `Contrato ${thisYear}`,
    'Temporada alta',
    'Neta',
    'Por habitación',
    'Euro (€)',
    'Allotment con release (7 días)',
    'España, Francia',
    'Nombres, Fechas',
    'D-2',
  ]) {
    await expect(summary).toContainText(text);
  }
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Guardar tarifa' }).click();
  await expect(page.getByText('Se ha creado la tarifa')).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/rates$/);

  // A new wizard starts clean on the contract just created.
  await createThroughWizard(page, {
    kind: 'Oferta',
    name: 'Oferta anticipada',
    rateType: 'Comisionables',
    price: 'Por persona',
    currency: 'Dólar ($)',
    method: 'Pago en la agencia',
    quota: 'Free sale',
    cancellation: 'No reembolsable',
  });
  await createThroughWizard(page, {
    kind: 'Promoción',
    name: 'Promo verano',
    rateType: 'Neta',
    price: 'Por persona',
    currency: 'Real (R$)',
    method: 'Pago directo en el hotel',
    quota: 'Allotment sin release',
    cancellation: 'D-1',
    changes: ['Régimen'],
  });

  // The list: one contract, three rows in their group colours, and the filters.
  const rows = page.getByTestId('rate-row');
  await expect(page.getByTestId('rate-contract')).toHaveCount(1);
  await expect(rows).toHaveCount(3);
  const colours: Record<string, string> = {
    rate: 'rgb(165, 42, 42)',
    offer: 'rgb(4, 120, 87)',
    promotion: 'rgb(0, 107, 107)',
  };
  for (const [kind, colour] of Object.entries(colours)) {
    const badge = page.locator(`[data-testid="rate-row"][data-kind="${kind}"] [data-testid="rate-kind"]`);
    await expect(badge).toHaveCSS('background-color', colour);
  }
  await expect(rows.filter({ hasText: 'Temporada alta' })).toContainText('Allotment con release (7 días)');
  await accessibleWhenSettled(page);
  const filter = page.getByTestId('rates-filter');
  for (const [label, kind] of [
    ['Ofertas', 'offer'],
    ['Promociones', 'promotion'],
    ['Tarifas', 'rate'],
  ] as const) {
    await filter.getByText(label, { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-kind', kind);
  }
  await filter.getByText('Todas', { exact: true }).click();
  await expect(rows).toHaveCount(3);
  await page.screenshot({ path: 'test-results/e2e/screens/rates-list-es.png', fullPage: true });

  // The calendar of next year, for the rate.
  await page.getByRole('link', { name: 'Calendario de Temporada alta' }).click();
  await expect(page).toHaveURL(/\/dash\/rates\/calendar\?/);
  await expect(page.getByRole('heading', { name: 'Calendario de tarifas', level: 1 })).toBeVisible();
  await page.getByText(String(nextYear), { exact: true }).click();
  await expect(day(page, key(1, 1))).toBeVisible();
  await expect(page.locator('[data-testid="rates-calendar"] table')).toHaveCount(12);
  await expect(page.getByTestId('selected-count')).toHaveText('0 días seleccionados');
  await expectAccessible(page);

  // One by one, then a range with Shift.
  await day(page, key(3, 2)).click();
  await day(page, key(3, 6)).click({ modifiers: ['Shift'] });
  const march = [2, 3, 4, 5, 6].map((d) => key(3, d));
  await expectPressed(page, march, true);
  await expectPressed(page, [key(3, 1), key(3, 7)], false);
  // Selecting a selected day deselects it; selecting it again brings it back.
  await day(page, key(3, 4)).click();
  await expectPressed(page, [key(3, 4)], false);
  await day(page, key(3, 4)).click();
  await expectPressed(page, [key(3, 4)], true);

  // A range by dragging.
  const from = await center(day(page, key(4, 6)));
  const to = await center(day(page, key(4, 8)));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await expectPressed(page, [key(4, 6), key(4, 7), key(4, 8)], true);
  await expectPressed(page, [key(4, 5), key(4, 9)], false);

  // A weekday pattern across a range: the weekends of May.
  const tool = page.getByTestId('weekday-tool');
  await tool.getByLabel('Desde').fill(`${nextYear}-05-01`);
  await tool.getByLabel('Hasta').fill(`${nextYear}-05-31`);
  for (const weekday of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes']) {
    await tool.getByRole('checkbox', { name: weekday }).uncheck();
  }
  await tool.getByRole('button', { name: 'Seleccionar', exact: true }).click();
  const weekends = mayWeekends(nextYear);
  await expectPressed(page, weekends, true);
  await expectPressed(
    page,
    [key(5, 1), key(5, 31)].filter((k) => !weekends.includes(k)),
    false,
  );
  const expectedCount = march.length + 3 + weekends.length;
  await expect(page.getByTestId('selected-count')).toHaveText(`${expectedCount} días seleccionados`);
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/rates-calendar-es.png', fullPage: true });

  // Leaving with unsaved changes asks first; 'No' stays with everything marked.
  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('link', { name: 'Tarifas', exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('No ha guardado los cambios. ¿Desea continuar?');
  await expect(dialog).toContainText('Atención');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/dash\/rates\/calendar/);
  await expectPressed(page, march, true);

  // Discarding asks too; 'No' keeps the changes.
  await page.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(dialog).toContainText('Se perderán todos los cambios. ¿Está de acuerdo?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('unsaved')).toBeVisible();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/rates/contracts/calendar/') && request.method() === 'PUT')
      saves.push(request.url());
  });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  expect(saves).toHaveLength(1);

  // Reload: the days are kept.
  await page.reload();
  await expect(page.getByTestId('selected-count')).toHaveText(`${expectedCount} días seleccionados`);
  await expectPressed(page, [...march, key(4, 6), key(4, 7), key(4, 8), ...weekends], true);
  await expectPressed(page, [key(3, 1), key(4, 9)], false);

  // The server holds them too, keyed YYYY_MM_DD.
  const { token, hotelId } = await scope(page);
  const id = await userId(page, token);
  const headers = { authorization: `Token ${token}` };
  const calendar = (await (
    await page.request.get(`/api/rates/contracts/calendar/${id}/${hotelId}/${nextYear}/`, { headers })
  ).json()) as { days: Record<string, number[]> };
  expect(Object.keys(calendar.days)).toHaveLength(expectedCount);
  expect(calendar.days[key(3, 2)]).toHaveLength(1);

  // An offer on the same contract: its own days, the rate's days dotted as "others" only for rates.
  await page.getByText('Ofertas', { exact: true }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('0 días seleccionados');
  await day(page, key(8, 15)).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await page.goto('/dash/rates');
  await expect(rows.filter({ hasText: 'Oferta anticipada' }).getByTestId('rate-days')).toHaveText('1');
  await expect(rows.filter({ hasText: 'Temporada alta' }).getByTestId('rate-days')).toHaveText(
    String(expectedCount),
  );

  // Bad input is refused with a clear error, and nothing is lost.
  const contracts = (await (
    await page.request.get(`/api/rates/contracts/${id}/${hotelId}/`, { headers })
  ).json()) as {
    id: number;
    rates: { id: number; kind: string }[];
  }[];
  const contract = contracts[0];
  const rateId = contract?.rates.find((r) => r.kind === 'rate')?.id ?? 0;
  const yen = await page.request.post(`/api/rates/contracts/${id}/${hotelId}/${contract?.id}/rates/`, {
    headers,
    data: {
      kind: 'rate',
      name: 'Yen',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'JPY',
      method: 'hotel',
      quotaType: 'free_sale',
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'none',
    },
  });
  expect(yen.status()).toBe(400);
  expect(await yen.json()).toEqual({ currency: ['Moneda no admitida: elija euro, dólar, libra o real'] });
  const far = await page.request.get(`/api/rates/contracts/calendar/${id}/${hotelId}/${thisYear + 3}/`, {
    headers,
  });
  expect(far.status()).toBe(400);
  expect(await far.json()).toEqual({
    year: ['Solo se pueden consultar y modificar el año actual y el siguiente'],
  });
  const badDay = await page.request.put(`/api/rates/contracts/calendar/${id}/${hotelId}/${nextYear}/`, {
    headers,
    data: { rates: [{ id: rateId, days: [`${nextYear}_02_30`] }] },
  });
  expect(badDay.status()).toBe(400);
  expect(await badDay.json()).toEqual({
    'rates.0.days.0': ['La fecha no existe o no tiene el formato AAAA_MM_DD'],
  });
  const after = (await (
    await page.request.get(`/api/rates/contracts/calendar/${id}/${hotelId}/${nextYear}/`, { headers })
  ).json()) as { days: Record<string, number[]> };
  expect(Object.keys(after.days)).toHaveLength(expectedCount + 1);

  // A year three years away in the address: the screen falls back to the current year and says so.
  await page.goto(`/dash/rates/calendar?year=${thisYear + 3}`);
  await expect(page.getByTestId('year-refused')).toContainText(String(thisYear));
  await expect(day(page, key(1, 1, thisYear))).toBeVisible();

  // One pass in English.
  await page.goto('/dash/rates?lang=en');
  await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rates-filter')).toContainText('Promotions');
  await expect(rows.filter({ hasText: 'Temporada alta' })).toContainText('Allotment with release (7 days)');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/rates-list-en.png', fullPage: true });
  await page.goto(`/dash/rates/calendar?year=${nextYear}`);
  await expect(page.getByRole('heading', { name: 'Rate calendar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText(`${expectedCount} days selected`);
  await expectAccessible(page);
  await page.goto('/dash/rates/new');
  await expect(page.getByText('Form 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save rate' })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/rates-wizard-en.png', fullPage: true });
});

test('rates: without a hotel the screens point to the hotel screen', async ({ page }) => {
  const email = uniqueEmail('rates-nohotel');
  await register(page, email, 'toled');
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  for (const path of ['/dash/rates', '/dash/rates/calendar', '/dash/rates/new']) {
    await page.goto(path);
    await expect(page.getByTestId('rates-no-hotel')).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByTestId('rates-no-hotel').getByRole('link', { name: 'Ir a mis hoteles' }).click();
  await expect(page).toHaveURL(/\/dash\/hotel$/);
});
