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

/** What the rate sells (Formulario 2's own section): its own prices, or a discount off a base rate. */
interface Product {
  /** 'YYYY-MM-DD' */
  start: string;
  end: string;
  rooms?: string[];
  boards?: string[];
  /** [accessible name of the input ('Precio por noche · Doble estándar · Media pensión'), amount] */
  prices?: [string, string][];
  derived?: { base: string; percent: string };
}

/** The wizard's words in the language of the journey. */
const ES = {
  name: 'Nombre',
  nameRequired: 'Indique un nombre',
  next: 'Siguiente',
  save: 'Guardar tarifa',
  saved: 'Se ha creado la tarifa',
  start: 'Fecha de inicio',
  end: 'Fecha de fin',
  derived: 'Descuento sobre una tarifa base',
  base: 'Tarifa base',
  discount: 'Valor del descuento',
  /** A date as a Spanish user types it (the field reads dd/mm/aaaa, issue 19 item 13). */
  date: (iso: string) => iso.split('-').reverse().join('/'),
};
const EN: typeof ES = {
  name: 'Name',
  nameRequired: 'Enter a name',
  next: 'Next',
  save: 'Save rate',
  saved: 'The rate has been created',
  start: 'Start date',
  end: 'End date',
  derived: 'A discount off a base rate',
  base: 'Base rate',
  discount: 'Discount value',
  /** An English user types month/day/year, as the app writes dates in English. */
  date: (iso: string) => {
    const [year, month, day] = iso.split('-');
    return `${Number(month)}/${Number(day)}/${year}`;
  },
};

interface Draft {
  kind: string;
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
  product: Product;
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
async function fillForm1(page: Page, draft: Draft, words = ES) {
  const step = page.getByTestId('rate-step-0');
  await choose(step, draft.kind);
  await step.getByRole('textbox', { name: words.name, exact: true }).fill(draft.name);
  await expect(step.getByText(words.nameRequired)).toHaveCount(0);
  await choose(step, draft.rateType);
  await choose(step, draft.price);
  await choose(step, draft.currency);
  await choose(step, draft.method);
  await choose(step, draft.quota);
  if (draft.release) await step.getByLabel('Días de release').fill(draft.release);
}

/** The period, then the room types, boards and base prices, or the base rate and its discount. */
async function fillProduct(page: Page, product: Product, words = ES) {
  const step = page.getByTestId('rate-product');
  await step.getByLabel(words.start).fill(words.date(product.start));
  await step.getByLabel(words.end).fill(words.date(product.end));
  if (product.derived) {
    await choose(step, words.derived);
    await step.getByRole('combobox', { name: words.base }).click();
    await page.getByRole('listbox').getByRole('option', { name: product.derived.base, exact: true }).click();
    await step.getByRole('textbox', { name: words.discount }).fill(product.derived.percent);
    return;
  }
  for (const room of product.rooms ?? [])
    await step.getByRole('checkbox', { name: room, exact: true }).check();
  for (const board of product.boards ?? [])
    await step.getByRole('checkbox', { name: board, exact: true }).check();
  for (const [name, amount] of product.prices ?? [])
    await step.getByRole('textbox', { name, exact: true }).fill(amount);
}

async function fillForm2(page: Page, draft: Draft, words = ES) {
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
  await fillProduct(page, draft.product, words);
}

/** The whole wizard up to the confirmation (checked by `summary`), then saved. */
async function createThroughWizard(
  page: Page,
  draft: Draft,
  words = ES,
  summary?: (page: Page) => Promise<void>,
  /** A name for screenshots of Formulario 2 (with axe on it). */
  shot?: string,
) {
  await page.goto('/dash/rates/new');
  await expect(page.getByTestId('rate-step-0')).toBeVisible();
  await fillForm1(page, draft, words);
  await page.getByRole('button', { name: words.next }).click();
  await fillForm2(page, draft, words);
  if (shot) {
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: words.next }).click();
  await expect(page.getByTestId('rate-summary')).toContainText(draft.name);
  await summary?.(page);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/rates$/);
}

/** Two room types of the hotel, added on the room types step as a manager would. */
async function addRoomTypes(page: Page, names: string[]) {
  await page.goto('/rooms');
  for (const name of names) {
    await page.getByLabel('Nombre del nuevo tipo de habitación').fill(name);
    await page.getByRole('button', { name: 'Añadir habitación', exact: true }).click();
    await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  }
}

/** Screenshots of the screens (E2E_SHOTS_DIR puts them elsewhere, e.g. for a parallel run). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/e2e/screens';

/** The list's row of a rate by its name (an offer's row names its base rate too). */
const rowNamed = (page: Page, name: string) =>
  page.getByTestId('rate-row').filter({ has: page.getByRole('cell', { name, exact: true }) });

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
  // The hotel's room types, which its rates sell.
  await addRoomTypes(page, ['Doble estándar', 'Suite junior']);

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
    // A summer season of next year, two room types and two boards, priced per room.
    product: {
      start: `${nextYear}-06-01`,
      end: `${nextYear}-09-30`,
      rooms: ['Doble estándar', 'Suite junior'],
      boards: ['Alojamiento y desayuno', 'Media pensión'],
      prices: [
        ['Precio por noche · Doble estándar · Alojamiento y desayuno', '80'],
        ['Precio por noche · Doble estándar · Media pensión', '95,50'],
        ['Precio por noche · Suite junior · Alojamiento y desayuno', '120'],
        // Three decimals: refused on its own field before anything is sent.
        ['Precio por noche · Suite junior · Media pensión', '140,555'],
      ],
    },
  };
  const seasonDays = 30 + 31 + 31 + 30;
  await fillForm1(page, rate);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('rate-step-1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar tarifa' })).toBeDisabled();
  await fillForm2(page, rate);

  // Infant older than child, a price with three decimals: refused with clear messages on their
  // fields, and a reload loses nothing.
  await page.getByLabel('Infante (hasta)').fill('14');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('La edad de infante debe ser menor que la de niño')).toBeVisible();
  const lastPrice = page.getByRole('textbox', { name: 'Precio por noche · Suite junior · Media pensión' });
  await expect(lastPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('El importe admite como máximo 2 decimales')).toBeVisible();
  await expect(page.getByTestId('rate-step-1')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/rates-wizard-form2-errors-es.png`, fullPage: true });
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('rate-step-1')).toBeVisible();
  await expect(page.getByLabel('Infante (hasta)')).toHaveValue('14');
  await expect(page.getByRole('radio', { name: 'D-2' })).toBeChecked();
  await expect(page.getByTestId('rate-step-1')).toContainText('España');
  await expect(page.getByRole('checkbox', { name: 'Suite junior', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Media pensión', exact: true })).toBeChecked();
  await expect(page.getByLabel('Fecha de fin')).toHaveValue(`30/09/${nextYear}`);
  await expect(
    page.getByRole('textbox', { name: 'Precio por noche · Doble estándar · Media pensión' }),
  ).toHaveValue('95,50');
  await page.getByLabel('Infante (hasta)').fill('2');
  await lastPrice.fill('140');
  await expect(lastPrice).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/rates-wizard-form2-es.png`, fullPage: true });
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
    `${nextYear}-06-01 – ${nextYear}-09-30`,
    'Doble estándar, Suite junior',
    'Alojamiento y desayuno, Media pensión',
  ]) {
    await expect(summary).toContainText(text);
  }
  // The base prices, in euros as Spanish writes them.
  const summaryPrices = page.getByTestId('rate-summary-prices').getByRole('row');
  await expect(summaryPrices).toHaveText([
    /Tipo de habitación/,
    'Doble estándarAlojamiento y desayuno80,00 €',
    'Doble estándarMedia pensión95,50 €',
    'Suite juniorAlojamiento y desayuno120,00 €',
    'Suite juniorMedia pensión140,00 €',
  ]);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/rates-wizard-confirmation-es.png`, fullPage: true });
  await page.getByRole('button', { name: 'Guardar tarifa' }).click();
  await expect(page.getByText('Se ha creado la tarifa')).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/rates$/);

  // A new wizard starts clean on the contract just created. An offer priced 10 % off the rate,
  // for December of this year (the calendar below works on next year).
  const offerDays = 31;
  await createThroughWizard(
    page,
    {
      kind: 'Oferta',
      name: 'Oferta anticipada',
      rateType: 'Comisionables',
      price: 'Por habitación',
      currency: 'Euro (€)',
      method: 'Pago en la agencia',
      quota: 'Free sale',
      cancellation: 'No reembolsable',
      product: {
        start: `${thisYear}-12-01`,
        end: `${thisYear}-12-31`,
        derived: { base: 'Temporada alta', percent: '10' },
      },
    },
    ES,
    async () => {
      await expect(page.getByTestId('rate-summary')).toContainText('10 % menos que «Temporada alta»');
      await expect(page.getByTestId('rate-summary')).toContainText('Doble estándar, Suite junior');
    },
    'rates-wizard-form2-offer-es',
  );
  await createThroughWizard(
    page,
    {
      kind: 'Promoción',
      name: 'Promo verano',
      rateType: 'Neta',
      price: 'Por persona',
      currency: 'Real (R$)',
      method: 'Pago directo en el hotel',
      quota: 'Allotment sin release',
      cancellation: 'D-1',
      changes: ['Régimen'],
      // Per person: one adult (the new room type takes one), a child, and infants and babies free.
      product: {
        start: `${thisYear}-12-20`,
        end: `${thisYear}-12-31`,
        rooms: ['Suite junior'],
        boards: ['Todo incluido'],
        prices: [
          ['1 adulto · Suite junior · Todo incluido', '150'],
          ['Niño · Suite junior · Todo incluido', '40'],
          ['Infante · Suite junior · Todo incluido', '0'],
          ['Bebé · Suite junior · Todo incluido', '0'],
        ],
      },
    },
    ES,
    undefined,
    'rates-wizard-form2-person-es',
  );

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
  await expect(rowNamed(page, 'Temporada alta')).toContainText('Allotment con release (7 días)');
  // What each sells and for how much, in its currency as Spanish writes it.
  const season = rowNamed(page, 'Temporada alta');
  await expect(season.getByTestId('rate-sells')).toContainText('Doble estándar, Suite junior');
  await expect(season.getByTestId('rate-sells')).toContainText('Alojamiento y desayuno, Media pensión');
  await expect(season.getByTestId('rate-price')).toHaveText('80,00 € – 140,00 €');
  const offer = rows.filter({ hasText: 'Oferta anticipada' });
  // An offer's range counts its base's prices on the offer's own days only (decision 060); this
  // offer was made without days of its own, so it shows none, and says what it takes off.
  await expect(offer.getByTestId('rate-price')).toContainText('Sin precios');
  await expect(offer.getByTestId('rate-price')).toContainText('10 % menos que «Temporada alta»');
  const promo = rows.filter({ hasText: 'Promo verano' });
  await expect(promo.getByTestId('rate-sells')).toContainText('Suite junior');
  await expect(promo.getByTestId('rate-sells')).toContainText('Todo incluido');
  // Intl writes the real as BRL in Spanish (decision 059).
  await expect(promo.getByTestId('rate-price')).toContainText('BRL');
  await expect(season.getByTestId('rate-days')).toHaveText(String(seasonDays));
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
  await page.screenshot({ path: `${SHOTS}/rates-list-es.png`, fullPage: true });

  // The calendar of next year, for the rate.
  await page.getByRole('link', { name: 'Calendario de Temporada alta' }).click();
  await expect(page).toHaveURL(/\/dash\/rates\/calendar\?/);
  await expect(page.getByRole('heading', { name: 'Calendario de tarifas', level: 1 })).toBeVisible();
  await page.getByText(String(nextYear), { exact: true }).click();
  await expect(day(page, key(1, 1))).toBeVisible();
  await expect(page.locator('[data-testid="rates-calendar"] table')).toHaveCount(12);
  // The season given in the wizard became the rate's days.
  await expect(page.getByTestId('selected-count')).toHaveText(`${seasonDays} días seleccionados`);
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
  await tool.getByLabel('Desde').fill(`1/5/${nextYear}`);
  await tool.getByLabel('Hasta').fill(`31.05.${nextYear}`);
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
  const expectedCount = seasonDays + march.length + 3 + weekends.length;
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

  // An offer on the same contract: its own days (its December is this year's), the rate's days
  // dotted as "others" only for rates.
  await page.getByText('Ofertas', { exact: true }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('0 días seleccionados');
  await day(page, key(8, 15)).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await page.goto('/dash/rates');
  await expect(rows.filter({ hasText: 'Oferta anticipada' }).getByTestId('rate-days')).toHaveText(
    String(offerDays + 1),
  );
  await expect(rowNamed(page, 'Temporada alta').getByTestId('rate-days')).toHaveText(String(expectedCount));

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
  // 15 August is in the season already: no new day, one more rate on it.
  expect(Object.keys(after.days)).toHaveLength(expectedCount);
  expect(after.days[key(8, 15)]).toHaveLength(2);

  // What the server kept of the wizard's product.
  const sold = contracts[0]?.rates as unknown as {
    name: string;
    roomTypes: number[];
    boards: string[];
    derived: unknown;
    priceRange: unknown;
  }[];
  expect(sold.find((r) => r.name === 'Temporada alta')).toMatchObject({
    boards: ['BB', 'HB'],
    derived: null,
    priceRange: { min: '80.00', max: '140.00' },
  });
  expect(sold.find((r) => r.name === 'Temporada alta')?.roomTypes).toHaveLength(2);
  expect(sold.find((r) => r.name === 'Oferta anticipada')).toMatchObject({
    derived: { baseRate: rateId, kind: 'percent' },
    priceRange: { min: '72.00', max: '126.00' },
  });

  // A year three years away in the address: the screen falls back to the current year and says so.
  await page.goto(`/dash/rates/calendar?year=${thisYear + 3}`);
  await expect(page.getByTestId('year-refused')).toContainText(String(thisYear));
  await expect(day(page, key(1, 1, thisYear))).toBeVisible();

  // One pass in English.
  await page.goto('/dash/rates?lang=en');
  await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rates-filter')).toContainText('Promotions');
  await expect(rowNamed(page, 'Temporada alta')).toContainText('Allotment with release (7 days)');
  await expectAccessible(page);
  const seasonEn = rowNamed(page, 'Temporada alta');
  await expect(seasonEn.getByTestId('rate-sells')).toContainText('Bed and breakfast, Half board');
  await expect(seasonEn.getByTestId('rate-price')).toHaveText('€80.00 – €140.00');
  await expect(rows.filter({ hasText: 'Oferta anticipada' }).getByTestId('rate-price')).toContainText(
    '10 % less than "Temporada alta"',
  );
  await page.screenshot({ path: `${SHOTS}/rates-list-en.png`, fullPage: true });
  await page.goto(`/dash/rates/calendar?year=${nextYear}`);
  await expect(page.getByRole('heading', { name: 'Rate calendar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText(`${expectedCount} days selected`);
  await expectAccessible(page);
  await page.goto('/dash/rates/new');
  await expect(page.getByText('Form 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save rate' })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/rates-wizard-en.png`, fullPage: true });

  // A rate through the English wizard: two room types, two boards, base prices; its confirmation
  // and the list show them in English.
  await createThroughWizard(
    page,
    {
      kind: 'Rate',
      name: 'Long stay',
      rateType: 'Net',
      price: 'Per room',
      currency: 'Euro (€)',
      method: 'Paid directly at the hotel',
      quota: 'Free sale',
      cancellation: 'No charges',
      product: {
        start: `${nextYear}-10-01`,
        end: `${nextYear}-10-31`,
        rooms: ['Doble estándar', 'Suite junior'],
        boards: ['Bed and breakfast', 'Half board'],
        prices: [
          ['Price per night · Doble estándar · Bed and breakfast', '70'],
          ['Price per night · Doble estándar · Half board', '85.50'],
          ['Price per night · Suite junior · Bed and breakfast', '110'],
          ['Price per night · Suite junior · Half board', '130'],
        ],
      },
    },
    EN,
    async () => {
      await expect(page.getByTestId('rate-step-1')).toHaveCount(0);
      const summaryEn = page.getByTestId('rate-summary');
      for (const text of [
        'Long stay',
        `${nextYear}-10-01 – ${nextYear}-10-31`,
        'Doble estándar, Suite junior',
        'Bed and breakfast, Half board',
      ])
        await expect(summaryEn).toContainText(text);
      await expect(page.getByTestId('rate-summary-prices').getByRole('row')).toHaveText([
        /Room type/,
        'Doble estándarBed and breakfast€70.00',
        'Doble estándarHalf board€85.50',
        'Suite juniorBed and breakfast€110.00',
        'Suite juniorHalf board€130.00',
      ]);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/rates-wizard-confirmation-en.png`, fullPage: true });
    },
    'rates-wizard-form2-en',
  );
  const longStay = rows.filter({ hasText: 'Long stay' });
  await expect(longStay.getByTestId('rate-sells')).toContainText('Doble estándar, Suite junior');
  await expect(longStay.getByTestId('rate-sells')).toContainText('Bed and breakfast, Half board');
  await expect(longStay.getByTestId('rate-price')).toHaveText('€70.00 – €130.00');
  await accessibleWhenSettled(page);
  await page.screenshot({ path: `${SHOTS}/rates-list-en-after.png`, fullPage: true });
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
