import { expect, type Page, test } from '@playwright/test';
import {
  createPendingHotel,
  expectAccessible,
  login,
  PASSWORD,
  pickHotelNamed,
  register,
  uniqueEmail,
} from './helpers.ts';
import { readSeed, seededHotel } from './support/seed-file.ts';

/**
 * Sign-in links of a hotel (spec §2 /auth/login/:hotelToken, §7; decision 007): made by staff
 * with `npm run admin -- link`, here by the e2e seed before the server starts (decision 011).
 */
const seed = readSeed();

// Two or three registrations and sign-ins each (Argon2 on every one): more than the default minute
// on shared, loaded cores.
test.describe.configure({ timeout: 180_000 });

/** Signs in through a hotel link; answers the login's status. A user without billing data leaves it for later. */
async function loginThroughLink(page: Page, token: string, email: string) {
  await page.goto(`/auth/login/${token}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Entrar' }).click();
  const response = await answer;
  if (response.ok()) {
    await expect(page).toHaveURL(/\/auth\/facturation$/);
    await page.getByRole('link', { name: 'Más tarde' }).click();
    await expect(page).toHaveURL(/\/dash\/hotel$/);
  }
  return response.status();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

test('a hotel link adds its hotel as pending; spent or made-up links are refused and attach nothing', async ({
  page,
}, testInfo) => {
  const hotel = seededHotel(seed, 'link-pending');
  const ana = uniqueEmail('link-ana');
  await register(page, ana, 'murci');
  expect(await loginThroughLink(page, hotel.linkToken, ana)).toBe(200);
  await expect(page.getByTestId('pending-hotels')).toContainText(hotel.name);
  await expectAccessible(page);
  await testInfo.attach('hotel-link-pending-es', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await logout(page);

  // The link was spent by Ana: Bea gets the translated refusal and the hotel is not hers.
  const bea = uniqueEmail('link-bea');
  await register(page, bea, 'murci');
  expect(await loginThroughLink(page, hotel.linkToken, bea)).toBe(400);
  await expect(page.getByTestId('form-error')).toHaveText(
    'El enlace de acceso al hotel no es válido o ha caducado',
  );
  await expect(page).toHaveURL(new RegExp(`/auth/login/${hotel.linkToken}$`));
  expect(await page.evaluate(() => localStorage.getItem('auth_id'))).toBeNull();
  await expectAccessible(page);
  await testInfo.attach('hotel-link-spent-es', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // A made-up token, in English this time.
  await page.goto('/auth/login/not-a-real-link-token-0123456789abcdef?lang=en');
  await page.getByLabel('Email').fill(bea);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'The hotel sign-in link is not valid or has expired',
  );
  await expectAccessible(page);
  await testInfo.attach('hotel-link-invalid-en', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // Signed in normally, Bea has only the hotel she chose at registration.
  await page.goto('/auth/login?lang=es');
  await login(page, bea);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  await expect(page.getByTestId('pending-hotels')).toBeVisible();
  await expect(page.getByTestId('pending-hotels')).not.toContainText(hotel.name);
  await expect(page.getByText('Todavía no ha dado de alta ningún hotel.')).toBeVisible();
});

test('a hotel link to a hotel already created attaches that hotel to the manager', async ({
  browser,
}, testInfo) => {
  const hotel = seededHotel(seed, 'link-attached');
  // The owner registers with the hotel and creates it.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerEmail = uniqueEmail('link-owner');
  await owner.goto('/auth/register');
  await owner.getByLabel('Nombre').fill('Jorge Prieto');
  await owner.getByLabel('Email').fill(ownerEmail);
  await owner.getByLabel('Teléfono').fill('+34 600123456');
  await owner.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await pickHotelNamed(owner, 'Sus hoteles', hotel.name);
  await owner.getByRole('button', { name: 'Registrarse' }).click();
  await expect(owner).toHaveURL(/\/auth\/registered$/);
  await login(owner, ownerEmail);
  await createPendingHotel(owner);
  await ownerContext.close();

  // A manager, in a browser of their own, signs in through the link: the hotel is theirs too.
  const managerContext = await browser.newContext();
  const page = await managerContext.newPage();
  const manager = uniqueEmail('link-manager');
  await register(page, manager, 'murci');
  expect(await loginThroughLink(page, hotel.linkToken, manager)).toBe(200);
  const table = page.getByTestId('hotel-table');
  await expect(table).toContainText(hotel.name);
  await expect(page.getByTestId('pending-hotels')).not.toContainText(hotel.name);
  await expectAccessible(page);
  await testInfo.attach('hotel-link-attached-es', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  // Nothing filled yet: the wizard opens it at its first step.
  await table.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/basic$/);
  await managerContext.close();
});
