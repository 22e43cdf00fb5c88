import { expect, type Locator, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/** A field's label, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`);

/** Opens a Mantine select by its label (inside `scope`) and picks the option with this text. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  // The input comes first; an opened dropdown's listbox is labelled by the same label.
  await scope.getByLabel(labelled(label)).first().click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/**
 * axe on the screen once the 'saved' notifications have closed by themselves (3 s): their close
 * button has no accessible name yet (components/ui/notify.ts, shared).
 */
async function accessible(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectAccessible(page);
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const counter = (scope: Locator, bed: string) => scope.getByLabel(bed, { exact: true });
const roomIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

async function addRoomType(page: Page, label: string, button: string, name: string) {
  await page.getByLabel(label).fill(name);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
}

test('room types: add, rename, delete, describe two bedrooms and a lounge, and go through the wizard', async ({
  page,
}) => {
  // A long journey, with axe on large forms.
  test.setTimeout(240_000);
  const email = uniqueEmail('rooms');
  await register(page, email, 'zamora');
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  await createPendingHotel(page);

  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Habitaciones', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rooms-empty')).toBeVisible();
  await accessible(page);

  // Saving an empty list is refused.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByTestId('rooms-list-error')).toHaveText(
    'Añada al menos un tipo de habitación para continuar.',
  );

  for (const name of ['Doble estándar', 'Suite junior', 'Individual']) {
    await addRoomType(page, 'Nombre del nuevo tipo de habitación', 'Añadir habitación', name);
  }
  const sidebar = page.getByRole('navigation', { name: 'Mis hoteles' });
  for (const name of ['Doble estándar', 'Suite junior', 'Individual']) {
    await expect(sidebar.getByRole('link', { name })).toBeVisible();
  }
  await accessible(page);

  // Rename inline: editing mode, then save and reload.
  await page.getByRole('main').getByRole('button', { name: 'Cambiar el nombre de Suite junior' }).click();
  const rename = page.getByRole('form', { name: 'Cambiar el nombre de Suite junior' });
  await rename
    .getByRole('textbox', { name: /^Nombre/ })
    .first()
    .fill('Suite superior');
  await rename.getByLabel('Nombre (English)').fill('Superior suite');
  await accessible(page);
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('room-name').nth(1)).toHaveText('Suite superior');
  await expect(sidebar.getByRole('link', { name: 'Suite superior' })).toBeVisible();

  // Delete after the spec's confirmation; No keeps it, Sí deletes it and stays on the room types
  // (issue 19, item 7: spec §4 went to Datos básicos).
  await page.getByRole('main').getByRole('button', { name: 'Eliminar Individual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atención' });
  await expect(dialog).toContainText(
    'Está a punto de eliminar la habitación Individual. Este proceso es irreversible. ¿Deseas continuar?',
  );
  // (No axe while the dialog is open: the shared confirm modal's close button has no name yet.)
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('room-name')).toHaveCount(3);
  await page.getByRole('main').getByRole('button', { name: 'Eliminar Individual' }).click();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(sidebar.getByRole('link', { name: 'Individual' })).toHaveCount(0);
  await expect(page.getByTestId('room-name')).toHaveText(['Doble estándar', 'Suite superior']);
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('heading', { name: 'Habitaciones', level: 1 })).toBeVisible();

  // Saving the list goes to the first incomplete room.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/room\/\d+$/);
  const doubleId = roomIdOf(page);
  await expect(page.getByTestId('room-title')).toHaveText('Doble estándar');
  // A new room starts with single bed, double bed and sofa bed at 0.
  const bedroom1 = group(page, 'Dormitorio 1');
  for (const bed of ['Cama individual', 'Cama doble', 'Sofá cama']) {
    await expect(counter(bedroom1, bed)).toHaveValue('0');
  }
  await accessible(page);

  // Bad input is refused with a clear error per room type, and nothing typed is lost.
  await counter(bedroom1, 'Cama doble').fill('51');
  await page.getByRole('button', { name: 'Añadir dormitorio' }).click();
  await page.getByRole('button', { name: 'Añadir salón' }).click();
  await page.getByLabel('Adultos por defecto', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  const errors = page.getByTestId('room-errors');
  await expect(errors).toContainText('Revise los siguientes errores');
  await expect(errors).toContainText('Dormitorio 1 · Cama doble: La cantidad debe estar entre 0 y 50');
  await expect(errors).toContainText('Dormitorio 2: Indique al menos una cama en este dormitorio');
  await expect(errors).toContainText(
    'Adultos por defecto: Indique cuántos adultos ocupan la habitación (al menos 1)',
  );
  await expect(errors).toContainText('Tipo de habitación: Elija el tipo de habitación');
  await expect(counter(bedroom1, 'Cama doble')).toHaveValue('51');
  await expect(page.getByLabel('Adultos por defecto', { exact: true })).toHaveValue('0');
  await expect(page).toHaveURL(new RegExp(`/room/${doubleId}$`));
  await accessible(page);

  // Two bedrooms and a lounge, described with the counters.
  await counter(bedroom1, 'Cama doble').fill('1');
  const bedroom2 = group(page, 'Dormitorio 2');
  await bedroom2.getByRole('button', { name: 'Sumar: Cama individual (Dormitorio 2)' }).click();
  await bedroom2.getByRole('button', { name: 'Sumar: Cama individual (Dormitorio 2)' }).click();
  await group(page, 'Salón 1').getByRole('button', { name: 'Sumar: Sofá cama (Salón 1)' }).click();
  await page.getByLabel('Adultos por defecto', { exact: true }).fill('4');
  await page.getByLabel('Ocupación máxima', { exact: true }).fill('6');
  await expect(page.getByTestId('layout-summary')).toHaveText(
    'Dormitorio 1: 1 cama doble · Dormitorio 2: 2 camas individuales · Salón: 1 sofá cama',
  );
  await expect(page.getByTestId('bed-capacity')).toHaveText('Las camas descritas admiten 5 personas.');
  await expect(page.getByTestId('occupancy-warnings')).toContainText(
    'La ocupación máxima (6) supera lo que admiten las camas descritas (5 personas).',
  );
  await page.getByLabel('Ocupación máxima', { exact: true }).fill('5');
  await expect(page.getByTestId('occupancy-warnings')).toHaveCount(0);
  await choose(page, page, 'Tipo de habitación', 'Habitación doble');
  await choose(page, page, 'Tipo de baño', 'Baño privado con ducha');
  await page.getByLabel('Vistas (English)').fill('Sea view');
  await expect(errors).toHaveCount(0);
  await accessible(page);

  // While the wizard is active, saving a room moves to the next incomplete room…
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Datos guardados correctamente').first()).toBeVisible();
  await expect(page).toHaveURL(/\/room\/\d+$/);
  expect(roomIdOf(page)).not.toBe(doubleId);
  await expect(page.getByTestId('room-title')).toHaveText('Suite superior');
  await expect(page.getByRole('textbox', { name: 'Nombre (English)' })).toHaveValue('Superior suite');

  await counter(group(page, 'Dormitorio 1'), 'Cama doble').fill('1');
  await page.getByLabel('Adultos por defecto', { exact: true }).fill('2');
  await choose(page, page, 'Tipo de habitación', 'Junior suite');
  await choose(page, page, 'Tipo de baño', 'Baño privado con bañera');
  // …and after the last one to Photos.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/photos$/);

  // What was saved is read back.
  await page.goto(`/room/${doubleId}`);
  await expect(counter(group(page, 'Dormitorio 2'), 'Cama individual')).toHaveValue('2');
  await expect(page.getByTestId('layout-summary')).toHaveText(
    'Dormitorio 1: 1 cama doble · Dormitorio 2: 2 camas individuales · Salón: 1 sofá cama',
  );
  // A load on a step of a hotel still incomplete keeps the wizard going (resume on load, spec §4)…
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();
  // …a screen outside the wizard leaves it: a room opened from the sidebar then saves and stays.
  await page.getByRole('link', { name: 'Datos de contacto' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await sidebar.getByRole('link', { name: 'Suite superior' }).click();
  await expect(page.getByTestId('room-title')).toHaveText('Suite superior');
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();

  // Rename and delete from the sidebar too.
  await sidebar.getByRole('button', { name: 'Cambiar el nombre de Suite superior' }).click();
  await sidebar.getByRole('textbox', { name: /^Nombre/ }).fill('Suite nupcial');
  await sidebar.getByRole('textbox', { name: /^Nombre/ }).press('Enter');
  await expect(sidebar.getByRole('link', { name: 'Suite nupcial' })).toBeVisible();
  await sidebar.getByRole('button', { name: '+ Nueva habitación' }).click();
  await sidebar.getByLabel('Nombre del nuevo tipo de habitación').fill('Triple');
  await sidebar.getByLabel('Nombre del nuevo tipo de habitación').press('Enter');
  await expect(sidebar.getByRole('link', { name: 'Triple' })).toBeVisible();
  await accessible(page);
  // Deleted from the sidebar while on Suite nupcial's page: the room types list shows what is left.
  await sidebar.getByRole('button', { name: 'Eliminar Triple' }).click();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(sidebar.getByRole('link', { name: 'Triple' })).toHaveCount(0);
  await expect(page.getByTestId('room-name')).toHaveText(['Doble estándar', 'Suite nupcial']);
});

test('apartments: an apartment hotel adds apartments with named baths and a kitchen', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('apartments');
  await register(page, email, 'teruel');
  await login(page, email);
  await expect(page).toHaveURL(/\/dash\/hotel$/);
  await createPendingHotel(page);

  // Hotel type 2, 'Apartamentos', in the basic step.
  await choose(page, page, 'Tipo de establecimiento', 'Apartamentos');
  await page.getByLabel('Hora de entrada (check-in) desde').fill('15:00');
  await page.getByLabel('Hora de salida (check-out) hasta').fill('11:00');
  await choose(page, page, 'Idiomas que se hablan en el hotel', 'Español');
  await page.keyboard.press('Escape');
  await choose(page, page, 'Idioma del contenido', 'Español');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/ubication$/);

  await page.goto('/rooms');
  await expect(page.getByText('Indique los apartamentos que ofrece.', { exact: false })).toBeVisible();
  await addRoomType(page, 'Nombre del nuevo apartamento', 'Añadir apartamento', 'Ático con terraza');
  await addRoomType(page, 'Nombre del nuevo apartamento', 'Añadir apartamento', 'Estudio');
  const sidebar = page.getByRole('navigation', { name: 'Mis hoteles' });
  await expect(sidebar.getByText('Apartamentos', { exact: true })).toBeVisible();
  await accessible(page);

  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/room\/\d+$/);
  await expect(page.getByTestId('room-title')).toHaveText('Ático con terraza');
  await expect(page.getByRole('heading', { name: 'Baños y cocina' })).toBeVisible();

  const bedroom1 = group(page, 'Dormitorio 1');
  await bedroom1.getByLabel('Nombre de la estancia').fill('Dormitorio principal');
  await counter(bedroom1, 'Cama doble').fill('1');
  await page.getByRole('button', { name: 'Añadir dormitorio' }).click();
  await counter(group(page, 'Dormitorio 2'), 'Cama individual').fill('2');
  await page.getByRole('button', { name: 'Añadir salón' }).click();
  await counter(group(page, 'Salón 1'), 'Sofá cama').fill('1');
  const bath = group(page, 'Baño 1');
  await bath.getByLabel('Nombre del baño').fill('WC');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  const errors = page.getByTestId('room-errors');
  await expect(errors).toContainText(
    'Baño 1 · Nombre del baño: El nombre del baño debe tener entre 4 y 50 caracteres',
  );
  await expect(errors).toContainText('Cocina: Elija el tipo de cocina');
  await expect(bath.getByLabel('Nombre del baño')).toHaveValue('WC');
  await expect(counter(bedroom1, 'Cama doble')).toHaveValue('1');
  await accessible(page);

  await bath.getByLabel('Nombre del baño').fill('Baño principal');
  await choose(bath, page, 'Equipamiento', 'Ducha');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Añadir baño' }).click();
  await group(page, 'Baño 2').getByLabel('Nombre del baño').fill('Aseo de cortesía');
  await choose(page, page, 'Cocina', 'Cocina completa');
  await expect(page.getByTestId('apartment-counts')).toHaveText('Dormitorios: 2 · Baños: 2');
  await expect(page.getByTestId('layout-summary')).toHaveText(
    'Dormitorio principal: 1 cama doble · Dormitorio 2: 2 camas individuales · Salón: 1 sofá cama',
  );
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/room\/\d+$/);
  await expect(page.getByTestId('room-title')).toHaveText('Estudio');

  await counter(group(page, 'Dormitorio 1'), 'Sofá cama').fill('1');
  await group(page, 'Baño 1').getByLabel('Nombre del baño').fill('Baño completo');
  await choose(page, page, 'Cocina', 'Minicocina');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/photos$/);
});
