import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/** Registers with a hotel from the autocomplete (a query no other journey creates), logs in, creates it and opens the location step. */
async function openLocationStep(page: Page, hotelQuery: string) {
  const email = uniqueEmail('location');
  const hotel = await register(page, email, hotelQuery);
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);
  await page.goto('/ubication');
  await expect(page.getByRole('heading', { name: 'Ubicación', level: 1 })).toBeVisible();
  return hotel;
}

test('location step: suggestion, required fields, save, reload, offline map', async ({ page }) => {
  // 'bilba' (hotels.spec) suggests Hotel Aragón Bilbao first; this test takes another Bilbao hotel.
  await openLocationStep(page, 'cigüeña bilbao');

  // The catalogue's position of the hotel is offered as a suggestion.
  const suggestions = page.getByTestId('location-suggestions');
  const use = suggestions.getByRole('button', { name: /^Usar esta ubicación/ }).first();
  await expect(use).toBeVisible();
  const suggestionText = (await suggestions.getByRole('listitem').first().textContent()) ?? '';
  expect(suggestionText).toContain('España');

  // The map is named, and without internet its tiles fail: a notice says so, the form still works.
  const map = page.getByRole('region', { name: 'Mapa con la posición del hotel' });
  await expect(map).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcador de la posición del hotel' })).toBeVisible();
  await expect(page.getByTestId('map-tiles-failed')).toHaveText(
    'No se ha podido cargar el mapa. Puede escribir la dirección y guardar igualmente.',
  );
  await expect(page.getByTestId('location-coordinates')).toHaveText(
    'Todavía no ha situado el hotel en el mapa.',
  );

  // Nothing filled: every required field says so, and the step does not move on.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(4);
  await expect(page).toHaveURL(/\/ubication$/);
  await expectAccessible(page);

  // The suggestion fills city and country and places the marker; the rest is typed.
  await use.click();
  await expect(page.getByRole('textbox', { name: 'País' })).toHaveValue('España');
  await expect(page.getByRole('textbox', { name: 'Ciudad' })).not.toHaveValue('');
  await expect(page.getByTestId('location-coordinates')).toContainText('Latitud');
  const coordinates = await page.getByTestId('location-coordinates').textContent();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle de Alcalá 42');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('28014');
  const city = await page.getByRole('textbox', { name: 'Ciudad' }).inputValue();

  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/accesibility$/);

  // Back on the step after a reload: everything was saved, the position too.
  await page.goto('/ubication');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle de Alcalá 42');
  await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue('28014');
  await expect(page.getByRole('textbox', { name: 'Ciudad' })).toHaveValue(city);
  await expect(page.getByRole('textbox', { name: 'País' })).toHaveValue('España');
  await expect(page.getByTestId('location-coordinates')).toHaveText(coordinates ?? '');
  await expect(page.getByTestId('map-tiles-failed')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/screens/ubication-es.png', fullPage: true });
  await expectAccessible(page);

  // Another language: labels, map name and notice in English.
  await page.goto('/ubication?lang=en');
  await expect(page.getByRole('heading', { name: 'Location', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('28014');
  await expect(page.getByRole('region', { name: "Map showing the hotel's position" })).toBeVisible();
  await expect(page.getByTestId('map-tiles-failed')).toHaveText(
    'The map could not be loaded. You can still type the address and save.',
  );
  await expect(page.getByRole('button', { name: /^Use this location/ }).first()).toBeVisible();
});

test('moving the marker fills city and country from the geocoder and keeps what was typed', async ({
  page,
}) => {
  await openLocationStep(page, 'zaragoza');
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor 1');
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('escrito a mano');

  // Drag the marker a little: the offline gazetteer names the city and country of that point.
  const marker = page.getByRole('button', { name: 'Marcador de la posición del hotel' });
  await expect(marker).toBeVisible();
  const box = await marker.boundingBox();
  if (!box) throw new Error('the marker has no box');
  const geocoded = page.waitForResponse((response) => response.url().includes('/api/geo/reverse'));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height + 20, { steps: 8 });
  await page.mouse.up();
  expect((await geocoded).status()).toBe(200);
  await expect(page.getByRole('textbox', { name: 'Ciudad' })).not.toHaveValue('escrito a mano');
  await expect(page.getByRole('textbox', { name: 'País' })).toHaveValue('España');
  // The gazetteer knows no street: the typed address stays.
  await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle Mayor 1');
  await expect(page.getByTestId('location-coordinates')).toContainText('Latitud');

  // A failed lookup says so and keeps every typed value.
  await page.route('**/api/geo/reverse**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"No encontrado"}' }),
  );
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Alcobendas');
  await marker.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('geocode-failed')).toContainText(
    'No se ha podido obtener la dirección de ese punto',
  );
  await expect(page.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Alcobendas');
  await expect(page).toHaveURL(/\/ubication$/);
  await expectAccessible(page);
});
