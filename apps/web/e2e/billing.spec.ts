import { expect, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, register, submitLogin, uniqueEmail } from './helpers.ts';

const VALID_IBAN = 'ES91 2100 0418 4502 0005 1332';

/** The user's billing data as the API answers it, with the session token of the page. */
async function billingOnServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth_id'));
  const headers = { authorization: `Token ${token}` };
  const [user] = (await (await page.request.get('/api/auth/user/data/', { headers })).json()) as {
    id: number;
  }[];
  const response = await page.request.get(`/api/facturation/data/${user?.id}/`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { iban: string | null; has_facturation_data: boolean };
}

async function choose(page: Page, scope: ReturnType<Page['getByTestId']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
}

test('billing: taken there after login, IBAN checked, saved to contacts, payment method, configuration limit', async ({
  page,
}) => {
  const email = uniqueEmail('billing');
  const hotel = await register(page, email, 'salaman');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/facturation/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });

  // Without billing data, login leads here; it can be left for later.
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/auth\/facturation$/);
  await expect(page.getByRole('heading', { name: 'Datos de facturación', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Más tarde' })).toHaveAttribute('href', '/dash/hotel');
  await expectAccessible(page);

  const form = page.getByTestId('billing-data-form');
  await form.getByLabel('Razón social').fill('Hoteles Salamanca S.L.');
  await form.getByLabel('NIF / número de IVA').fill('B12345674');
  await form.getByLabel('Dirección').fill('Plaza Mayor 1');
  await form.getByLabel('Código postal').fill('37002');
  await form.getByLabel('Ciudad').fill('Salamanca');
  await form.getByRole('combobox', { name: 'País' }).fill('Españ');
  await page.getByRole('listbox').getByRole('option', { name: 'España' }).click();
  await form.getByLabel('Email de facturación').fill('facturas@salamanca-e2e.es');
  await form.getByLabel('Teléfono de facturación').fill('+34 923000001');
  // Typed as people type it: grouped by four as it goes.
  await form.getByLabel('IBAN').pressSequentially('es9121000418450200051333');
  await expect(form.getByLabel('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1333');
  await form.getByLabel('BIC / SWIFT').fill('CAIXESBBXXX');

  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Los dígitos de control del IBAN no son correctos.')).toBeVisible();
  await expect(form.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/facturation$/);
  await expect(form.getByLabel('Razón social')).toHaveValue('Hoteles Salamanca S.L.');
  await expect(form.getByRole('combobox', { name: 'País' })).toHaveValue('España');
  await expect(form.getByLabel('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1333');
  expect(writes).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/billing-invalid-es.png', fullPage: true });

  await form.getByLabel('IBAN').fill(VALID_IBAN);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  expect(writes).toHaveLength(1);
  expect(await billingOnServer(page)).toMatchObject({
    iban: 'ES9121000418450200051332',
    has_facturation_data: true,
  });

  // Configurations group created hotels: create the one chosen at registration.
  await createPendingHotel(page);
  await page.goto('/auth/facturation');
  await expect(page.getByRole('link', { name: 'Volver a mis hoteles' })).toBeVisible();
  await expect(form.getByLabel('IBAN')).toHaveValue(VALID_IBAN);

  // A payment method, offered the billing bank account.
  const methods = page.getByTestId('payment-methods');
  await expect(page.getByTestId('payment-methods-empty')).toBeVisible();
  await methods.getByRole('button', { name: 'Añadir método de pago' }).click();
  const methodForm = page.getByTestId('payment-method-form');
  await expect(methodForm.getByLabel('IBAN')).toHaveValue(VALID_IBAN);
  await expect(methodForm.getByLabel('Titular de la cuenta')).toHaveValue('Hoteles Salamanca S.L.');
  await methodForm.getByLabel('Nombre').fill('Cuenta principal');
  await methodForm.getByRole('button', { name: 'Guardar método de pago' }).click();
  const method = methods.getByTestId('payment-method');
  await expect(method).toHaveCount(1);
  await expect(method.getByRole('heading', { name: 'Cuenta principal' })).toBeVisible();
  await expect(method.getByTestId('payment-method-iban')).toHaveText(VALID_IBAN);

  // One configuration for the one hotel; then adding another is disabled, with the reason.
  const configurations = page.getByTestId('billing-configurations');
  const add = configurations.getByRole('button', { name: 'Añadir configuración' });
  await expect(add).toBeEnabled();
  await add.click();
  const card = configurations.getByTestId('billing-configuration');
  await choose(page, card, 'Hoteles', hotel);
  await choose(page, card, 'Pago al hotel', 'Cuenta principal · Transferencia bancaria');
  await choose(page, card, 'Pago al grupo', 'Cuenta principal · Transferencia bancaria');
  await card.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(card.getByRole('heading', { name: 'Configuración 1' })).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(configurations.getByTestId('configurations-hint')).toHaveText(
    'Ya tiene una configuración por cada hotel: no puede añadir más.',
  );
  // The 'saved' notifications close by themselves (their close button has no name for axe yet).
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/billing-es.png', fullPage: true });

  // The same screen in English: texts, country names and messages.
  await page.goto('/auth/facturation?lang=en');
  await expect(page.getByRole('heading', { name: 'Billing details', level: 1 })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('Spain');
  await expect(page.getByRole('button', { name: 'Add configuration' })).toBeDisabled();
  await expect(page.getByTestId('configurations-hint')).toHaveText(
    'You already have one configuration per hotel: you cannot add more.',
  );
  await form.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 13');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The IBAN does not have the length required for its country.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/billing-en.png', fullPage: true });
});
