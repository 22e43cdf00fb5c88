import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/**
 * A phone as people type it, as the API stores it (E.164, decision 032) and as the form shows it
 * back: the number's international format, as everywhere else (issue 34 item 10, decision 059).
 */
const PHONE = '+34 600 123 456';
const STORED = '+34600123456';
const SHOWN = '+34 600 12 34 56';

/** The user's contacts as the API answers them, with the session token of the page. */
async function contactsOnServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth_id'));
  const response = await page.request.get('/api/hotel/contact/', {
    headers: { authorization: `Token ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    id: number;
    hotels: number[];
    possibleHotels: { id: number; name: string }[];
    comercial_name: string | null;
    operative_name: string | null;
    administrative_name: string | null;
    comercial_phone: string;
  }[];
}

test('contacts: operative and administrative copy the commercial values; a single contact gets every hotel', async ({
  page,
}) => {
  const email = uniqueEmail('contacts');
  const hotel = await register(page, email, 'madrid');
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/hotel/contact') && request.method() !== 'GET')
      writes.push(request.method());
  });

  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Datos de contacto', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contacts-empty')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  const card = page.getByTestId('contact-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('combobox', { name: 'Hoteles' })).toBeDisabled();
  await expect(card).toContainText(hotel);

  await card.getByLabel('Teléfono comercial').fill(PHONE);
  await card.getByLabel('Email comercial').fill('ventas@hotel-e2e.es');
  // The person of each role (issue 19) follows the commercial one until named by hand.
  await card.getByLabel('Persona de contacto comercial').fill('Ana López');
  await card.getByLabel('Persona de contacto operativo').fill('Luis Pérez');
  await expect(card.getByLabel('Persona de contacto administrativo')).toHaveValue('Ana López');
  await expect(card.getByRole('heading', { name: 'Contacto 1: Ana López' })).toBeVisible();
  await expect(card.getByLabel('Teléfono operativo')).toHaveValue(PHONE);
  await expect(card.getByLabel('Teléfono administrativo')).toHaveValue(PHONE);
  await expect(card.getByLabel('Email operativo')).toHaveValue('ventas@hotel-e2e.es');
  await expect(card.getByLabel('Email administrativo')).toHaveValue('ventas@hotel-e2e.es');

  // A value typed by hand stays; the others keep following the commercial one.
  await card.getByLabel('Email operativo').fill('recepcion@hotel-e2e.es');
  await card.getByLabel('Email comercial').fill('comercial@hotel-e2e.es');
  await expect(card.getByLabel('Email operativo')).toHaveValue('recepcion@hotel-e2e.es');
  await expect(card.getByLabel('Email administrativo')).toHaveValue('comercial@hotel-e2e.es');

  // Too short a phone: the message shows under the fields and nothing is sent.
  await card.getByLabel('Teléfono comercial').fill('600123');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(card.getByText('El teléfono debe tener al menos 11 caracteres').first()).toBeVisible();
  await expect(card.getByLabel('Teléfono comercial')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(writes).toEqual([]);
  expect(await contactsOnServer(page)).toEqual([]);

  // More digits than any phone; an address without a domain is not an email. Nothing typed is lost.
  await card.getByLabel('Teléfono comercial').fill('+34 600 123 456 789 012 34');
  await card.getByLabel('Email administrativo').fill('administracion@');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(card.getByText('El teléfono no puede tener más de 14 caracteres').first()).toBeVisible();
  await expect(card.getByText('Debes introducir un email válido')).toBeVisible();
  await expect(card.getByLabel('Email administrativo')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('Email operativo')).toHaveValue('recepcion@hotel-e2e.es');
  expect(writes).toEqual([]);
  expect(await contactsOnServer(page)).toEqual([]);

  // No Spanish number has ten digits: only the numbering plan can tell, so the server refuses it
  // and its translated message shows under the field.
  await card.getByLabel('Email administrativo').fill('comercial@hotel-e2e.es');
  await card.getByLabel('Teléfono comercial').fill('+34 600 123 4567');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    card.getByText('Este teléfono no es un número válido', { exact: false }).first(),
  ).toBeVisible();
  await expect(card.getByLabel('Teléfono comercial')).toHaveAttribute('aria-invalid', 'true');
  expect(writes).toEqual(['POST']);
  expect(await contactsOnServer(page)).toEqual([]);

  await card.getByLabel('Teléfono comercial').fill(PHONE);
  await expect(card.getByText('El teléfono debe tener al menos 11 caracteres')).toHaveCount(0);
  await expect(card.getByText('El teléfono no puede tener más de 14 caracteres')).toHaveCount(0);
  await expect(card.getByText('Debes introducir un email válido')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  expect(writes).toEqual(['POST', 'POST']);
  await page.screenshot({ path: 'test-results/e2e/screens/contacts-es.png', fullPage: true });

  await page.reload();
  const saved = page.getByTestId('contact-card');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByLabel('Teléfono comercial')).toHaveValue(SHOWN);
  await expect(saved.getByLabel('Email comercial')).toHaveValue('comercial@hotel-e2e.es');
  await expect(saved.getByLabel('Email operativo')).toHaveValue('recepcion@hotel-e2e.es');
  await expect(saved.getByLabel('Email administrativo')).toHaveValue('comercial@hotel-e2e.es');
  await expect(saved.getByLabel('Persona de contacto comercial')).toHaveValue('Ana López');
  await expect(saved.getByLabel('Persona de contacto operativo')).toHaveValue('Luis Pérez');
  await expect(saved.getByLabel('Persona de contacto administrativo')).toHaveValue('Ana López');
  await expect(saved).toContainText(hotel);
  const [contact] = await contactsOnServer(page);
  expect([contact?.comercial_name, contact?.operative_name, contact?.administrative_name]).toEqual([
    'Ana López',
    'Luis Pérez',
    'Ana López',
  ]);
  expect(contact?.comercial_phone).toBe(STORED);
  expect(contact?.possibleHotels).toHaveLength(1);
  expect(contact?.hotels).toEqual(contact?.possibleHotels.map((own) => own.id));
  await expectAccessible(page);

  // Loaded from the server, the hand-edited operative email still keeps its own value.
  await saved.getByLabel('Email comercial').fill('reservas@hotel-e2e.es');
  await expect(saved.getByLabel('Email operativo')).toHaveValue('recepcion@hotel-e2e.es');
  await expect(saved.getByLabel('Email administrativo')).toHaveValue('reservas@hotel-e2e.es');

  await page.goto('/contacts?lang=en');
  await expect(page.getByRole('heading', { name: 'Contact details', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contact-card').getByLabel('Commercial phone')).toHaveValue(SHOWN);
  await expect(page.getByRole('button', { name: 'Add contact' })).toBeVisible();
  await expect(page.getByTestId('contact-card').getByLabel('Operations contact person')).toHaveValue(
    'Luis Pérez',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/contacts-en.png', fullPage: true });
});

test('contacts: the hotels chosen at registration are offered first, created in one step, then served (issue 19)', async ({
  page,
}) => {
  const email = uniqueEmail('contacts-pending');
  const hotel = await register(page, email, 'sevill');
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  // Where saving the billing data leads (spec §4): no "no hotel yet" dead end, the hotel is offered.
  await page.goto('/contacts');
  const offer = page.getByRole('region', { name: 'Sus hoteles por dar de alta' });
  await expect(offer).toContainText(hotel);
  await expect(page.getByTestId('contacts-no-hotels')).toHaveCount(0);
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Dar de alta 1 hotel' }).click();
  await expect(page.getByText('1 hotel dado de alta')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  await expect(page.getByTestId('contact-card')).toContainText(hotel);
  await expectAccessible(page);
});
