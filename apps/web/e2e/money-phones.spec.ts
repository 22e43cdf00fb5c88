import { expect, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/**
 * Issue 34 items 2 and 10: money typed and shown in the interface language ('69,95' in Spanish,
 * '69.95' in English), stored exact; phones shown in one format, the international one.
 */

const nextYear = new Date().getFullYear() + 1;
const SHOTS = 'test-results/e2e/screens';

/** A rate selling the double room with breakfast in July next year, 100 € a night (through the API). */
async function julyRate(page: Page) {
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
  const grid = async () =>
    (await (
      await page.request.get(`/api/rates/contracts/ari/${userId}/${hotelId}/${rateId}/${nextYear}/`, {
        headers,
      })
    ).json()) as { prices: { amounts: (string[] | null)[] }[] };
  return { room, contractId, rateId, grid };
}

test('a bulk price typed "69,95" in Spanish is stored 69.95 and shown "69,95", "69.95" in English; phones in one format', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = uniqueEmail('money');
  await register(page, email, 'leon');
  await login(page, email);
  await createPendingHotel(page);
  await page.goto('/rooms');
  await page.getByLabel('Nombre del nuevo tipo de habitación').fill('Doble estándar');
  await page.getByRole('button', { name: 'Añadir habitación', exact: true }).click();
  await expect(page.getByRole('main').getByText('Doble estándar', { exact: true })).toBeVisible();
  const { room, contractId, rateId, grid } = await julyRate(page);

  const prices = `/dash/rates/calendar?contract=${contractId}&rate=${rateId}&view=prices`;
  await page.goto(prices);
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
  const dayIndex = (day: number) =>
    Math.round((Date.UTC(nextYear, 6, day) - Date.UTC(nextYear, 0, 1)) / 86_400_000);
  const cell = (day: number) =>
    page.locator(`[data-testid="ari-row-price-${room}-BB"] [data-day="${dayIndex(day)}"]`);
  await cell(6).click();
  await cell(8).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Editar selección' }).click();
  const panel = page.getByRole('dialog', { name: 'Editar selección' });
  await panel.getByRole('radio', { name: 'Fijar precio' }).check();
  const price = panel.getByRole('textbox', { name: 'Precio por noche (EUR)' });
  await expect(price).toHaveAttribute('placeholder', '0,00');
  // A letter is refused as it is typed, with the message of the language's format.
  await price.pressSequentially('3a');
  await expect(price).toHaveValue('3');
  await expect(
    panel.getByText('Indique un importe en cifras con coma decimal, por ejemplo 80,50 o 1.250,00'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-refused-letter-es.png` });
  await price.fill('69,95');
  await panel.getByRole('button', { name: 'Aplicar a la selección' }).click();
  await expect(panel).toBeHidden();
  for (const day of [6, 7, 8]) await expect(cell(day)).toHaveText('69,95');
  await expect(cell(9)).toHaveText('100');
  await page.getByTestId('ari-save').click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-grid-es.png` });
  // Stored exact, as the API takes and answers it.
  expect((await grid()).prices[0]?.amounts[dayIndex(7)]).toEqual(['69.95']);
  await page.mouse.move(1, 1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`${prices}&lang=en`);
  await expect(page.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(cell(7)).toHaveText('69.95');
  await page.screenshot({ path: `${SHOTS}/money-grid-en.png` });

  // Registered as '+34 600123456', stored E.164, shown in the international format.
  await page.goto('/dash/profile?lang=es');
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('+34 600 12 34 56');
  await page.screenshot({ path: `${SHOTS}/phone-profile-es.png` });
});
