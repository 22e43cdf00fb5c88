import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, PASSWORD, pickHotel, uniqueEmail } from './helpers.ts';

async function registerWithTwoHotels(page: Page, email: string, queries = ['valenc', 'granad']) {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre').fill('Carmen Ruiz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Teléfono').fill('+34 600123456');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  const first = await pickHotel(page, 'Sus hoteles', queries[0] ?? 'valenc');
  const second = await pickHotel(page, 'Sus hoteles', queries[1] ?? 'granad');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL(/\/auth\/registered$/);
  return [first, second] as const;
}

async function chooseOption(page: Page, label: string, option?: string) {
  // Mantine's searchable Select is a textbox until its list has opened once, then a combobox.
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  // Within the open list: the language switcher's native options are options too.
  const listbox = page.getByRole('listbox').getByRole('option');
  await (option ? listbox.filter({ hasText: option }).first() : listbox.first()).click();
}

test('create hotels, fill the basic step, switch hotels from the sidebar', async ({ page }) => {
  const email = uniqueEmail('hotels');
  const [first, second] = await registerWithTwoHotels(page, email);
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  await expect(page.getByTestId('pending-hotels')).toContainText(first);
  await expectAccessible(page);

  // Nothing picked: the spec's message.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByTestId('hotel-error')).toHaveText('No ha seleccionado ningún hotel');

  // The first pending hotel becomes a hotel record and the wizard starts at basic.
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);
  await expect(page.getByRole('heading', { name: 'Datos básicos' })).toBeVisible();

  // Saving with nothing filled shows the required messages and stays.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Elija al menos un idioma')).toBeVisible();
  await expect(page).toHaveURL(/\/basic$/);
  await expectAccessible(page);

  await chooseOption(page, 'Tipo de establecimiento', 'Hotel');
  await page.getByLabel('Hora de entrada (check-in) desde').fill('14:00');
  await page.getByLabel('Hora de salida (check-out) hasta').fill('12:00');
  await chooseOption(page, 'Idiomas que se hablan en el hotel', 'Español');
  await page.keyboard.press('Escape');
  await chooseOption(page, 'Idioma del contenido', 'Español');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/ubication$/);

  // The values are kept, and the selected hotel survives a reload.
  await page.goto('/basic');
  await expect(page.getByLabel('Hora de entrada (check-in) desde')).toHaveValue('14:00');

  // Switching language reloads the reference lists: the chosen language is named in English now.
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.getByText('Languages spoken at the hotel')).toBeVisible();
  await expect(page.getByRole('main').getByText('Spanish', { exact: true })).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('es');
  await expect(page.getByRole('main').getByText('Español', { exact: true })).toBeVisible();

  // The second hotel, from the pending list; the first one shows its progress.
  await page.goto('/dash/hotel');
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).click();
  await expect(page).toHaveURL(/\/basic$/);
  await page.goto('/dash/home');
  await expect(page.getByTestId('hotel-table')).toContainText(first);
  await expect(page.getByTestId('hotel-table')).toContainText(second);
  // The first has its basic data saved: basic data's published weight (20, decision 031); the
  // second has nothing reviewed yet, so it starts at 0 (no always-valid step counts unseen).
  const progressOf = async (name: string) =>
    Number(
      await page
        .getByRole('progressbar', { name: `Contenido completado de ${name}` })
        .getAttribute('aria-valuenow'),
    );
  const [firstProgress, secondProgress] = [await progressOf(first), await progressOf(second)];
  expect(secondProgress).toBe(0);
  expect(firstProgress).toBe(20);
  await expect(page.getByTestId('hotel-table').getByRole('row').filter({ hasText: first })).toContainText(
    `${firstProgress}%`,
  );
  await expectAccessible(page);

  // Changing hotel asks first; No keeps everything as it was.
  const sidebar = page.getByRole('navigation', { name: 'Mis hoteles' });
  await sidebar.getByRole('button', { name: new RegExp(first) }).click();
  await expect(page.getByRole('dialog', { name: 'Atención' })).toContainText(
    'Está a punto de cambiar de hotel. Perderá los cambios que no haya guardado. ¿Desea continuar?',
  );
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/dash\/home$/);

  // Picking a hotel moves on to its next step to do (issue 19): the first has its basic data, so Location.
  await sidebar.getByRole('button', { name: new RegExp(first) }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/\/ubication$/);
  await page.getByRole('link', { name: /Volver al paso anterior/ }).click();
  await expect(page).toHaveURL(/\/basic$/);
  await expect(page.getByLabel('Hora de entrada (check-in) desde')).toHaveValue('14:00');

  // Signing out clears the selected hotel.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('selected_hotel'))).toBeNull();
});

test('a hotel another user registered is not created again: the claim is recorded for staff to verify (decision 027)', async ({
  page,
}) => {
  const owner = uniqueEmail('owner');
  const [hotel] = await registerWithTwoHotels(page, owner, ['malag', 'bilba']);
  await login(page, owner);
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  const other = uniqueEmail('other');
  await registerWithTwoHotels(page, other, ['malag', 'bilba']);
  await login(page, other);
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  // The first user's hotel waits for staff to verify it: this user's claim joins it, unattached.
  const refusal = page.getByTestId('hotel-error');
  await expect(refusal).toContainText('Solicitud registrada');
  await expect(refusal).toContainText(
    'Hemos registrado su solicitud para gestionar este hotel. El grupo la revisará y le avisaremos por email.',
  );
  await expect(page.getByTestId('pending-hotels')).toContainText(hotel);
  const claim = page.getByTestId('own-claims').getByTestId('own-claim').filter({ hasText: hotel });
  await expect(claim).toContainText('Pendiente de verificación');
  await expect(page.getByText('Todavía no ha dado de alta ningún hotel.')).toBeVisible();
  await expectAccessible(page);
});

test('onboarding as one path (issue 19): the home offers the registered hotels in one step and lists each with its next action', async ({
  page,
}) => {
  const email = uniqueEmail('onboarding');
  const [first, second] = await registerWithTwoHotels(page, email, ['cacere', 'lugo']);
  await login(page, email);
  await page.goto('/dash/home');
  // Before: both are listed, still to create, and offered together.
  const table = page.getByTestId('hotel-table');
  await expect(table.getByTestId('pending-row')).toHaveCount(2);
  await expect(table).toContainText(first);
  await expect(table).toContainText(second);
  const offer = page.getByRole('region', { name: 'Sus hoteles por dar de alta' });
  await expect(offer).toContainText(first);
  await expect(offer).toContainText(second);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('home-pending-es-desktop.png'), fullPage: true });

  await offer.getByRole('button', { name: 'Dar de alta los 2 hoteles' }).click();
  await expect(page.getByText('2 hoteles dados de alta')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(table.getByTestId('pending-row')).toHaveCount(0);
  for (const name of [first, second]) {
    await expect(
      table.getByRole('button', { name: `Siguiente paso de ${name}: Completar datos básicos` }),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('home-es-desktop.png'), fullPage: true });

  // The contacts screen, where billing leads, now serves both.
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  const card = page.getByTestId('contact-card');
  await expect(card).toContainText(first);
  await expect(card).toContainText(second);
  await card.getByLabel('Persona de contacto comercial').fill('Carmen Ruiz');
  await page.screenshot({ path: test.info().outputPath('contacts-es-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('contacts-es-390.png'), fullPage: true });
  await page.goto('/contacts?lang=en');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByTestId('contact-card').getByLabel('Commercial contact person')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('contacts-en-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('contacts-en-desktop.png'), fullPage: true });

  // The next action opens the hotel where it is to be done.
  await page.goto('/dash/home?lang=en');
  await expect(
    table.getByRole('button', { name: `Next step for ${first}: Complete basic data` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('home-en-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('home-en-390.png'), fullPage: true });
  await page.goto('/dash/home?lang=es');
  await page.screenshot({ path: test.info().outputPath('home-es-390.png'), fullPage: true });
  await table.getByRole('button', { name: `Siguiente paso de ${first}: Completar datos básicos` }).click();
  await expect(page).toHaveURL(/\/basic$/);
});
