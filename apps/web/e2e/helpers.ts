import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Paella-valenciana-2026';

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** axe on the current screen: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Types into the hotel autocomplete and picks the first suggestion; answers its title. */
export async function pickHotel(page: Page, label: RegExp | string, text: string): Promise<string> {
  await page.getByLabel(label).fill(text);
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const title = (await option.locator('p, div').first().textContent())?.trim() ?? '';
  await option.click();
  return title;
}

export async function register(page: Page, email: string, hotelQuery = 'madrid') {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre').fill('Lucía Fernández');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Teléfono').fill('+34 600123456');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  const hotel = await pickHotel(page, 'Sus hoteles', hotelQuery);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL(/\/auth\/registered$/);
  return hotel;
}

export async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Creates the first pending hotel from the hotel screen; the app moves to the basic step. */
export async function createPendingHotel(page: Page) {
  await page.goto('/dash/hotel');
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);
}
