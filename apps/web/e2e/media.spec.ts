import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  fillEarlierSteps,
  login,
  register,
  sendContractFromStep,
  translator,
  uniqueEmail,
  verifyClaimsAsStaff,
} from './helpers.ts';
import { readSeed } from './support/seed-file.ts';

/** Registers with a hotel from the autocomplete (a query no other journey uses), logs in and creates it. */
async function createHotel(page: Page, hotelQuery: string) {
  const email = uniqueEmail('media');
  await register(page, email, hotelQuery);
  await login(page, email);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dash/hotel');
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);
  const hotelId = Number(await page.evaluate(() => localStorage.getItem('selected_hotel')));
  const token = (await page.evaluate(() => localStorage.getItem('auth_id'))) ?? '';
  return { email, hotelId, headers: { authorization: `Token ${token}` } };
}

/** Basic data, location and a room type of the Toledo hotel, through the API. */
function fillEarlierToledoSteps(page: Page, hotelId: number, headers: Record<string, string>) {
  return fillEarlierSteps(page, hotelId, headers, {
    address: 'Calle del Comercio 12',
    postalCode: '45001',
    city: 'Toledo',
    room: 'Doble con vistas',
  });
}

/** Drops files on the photo zone as a browser does: photos drawn on a canvas, in a DataTransfer. */
async function dropPhotos(page: Page, names: string[]) {
  const dataTransfer = await page.evaluateHandle(async (fileNames) => {
    const transfer = new DataTransfer();
    for (const [index, name] of fileNames.entries()) {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, 1200, 800);
      gradient.addColorStop(0, ['#1971c2', '#e8590c', '#2f9e44'][index % 3] as string);
      gradient.addColorStop(1, '#f8f9fa');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1200, 800);
      for (let i = 0; i < 400; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 60% 40%)`;
        context.fillRect((i * 97) % 1200, (i * 53) % 800, 14, 14);
      }
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9),
      );
      transfer.items.add(new File([blob], name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, names);
  const zone = page.getByTestId('photo-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const photoIds = (page: Page) =>
  page
    .getByTestId('photo-grid-exterior')
    .getByTestId('photo-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-photo-id'))));

test('photos, videos and opinions, then the contract is sent; a hotel user cannot approve it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, hotelId, headers } = await createHotel(page, 'toled');
  await fillEarlierToledoSteps(page, hotelId, headers);
  // The claim is verified by staff first, so that the contract can be sent (decision 027).
  await verifyClaimsAsStaff(browser, readSeed(), email);

  // ---- Photos: drag and drop three photos; each shows a progress bar while it uploads. ----
  await page.goto('/photos');
  await expect(page.getByRole('heading', { name: 'Fotos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('photos-empty')).toBeVisible();
  const alert = page.getByTestId('photo-alert');
  await expect(alert).toContainText('al menos 20 fotos (ahora tiene 0)');
  await expect(alert).toContainText('4 estrellas es una buena calidad; 3 estrellas o menos penaliza');
  // Uploads on a local server are quick: watch for the per-file progress bars as they come and go.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { progressSeen: Set<string> }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[data-testid="photo-uploads"] [role="progressbar"]')) {
        seen.add(bar.getAttribute('aria-label') ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await dropPhotos(page, ['fachada.jpg', 'entrada.jpg', 'jardin.jpg']);
  await expect(page.getByTestId('photo-card')).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId('photo-total')).toHaveText('3 fotos en total');
  expect(
    await page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen].sort()),
  ).toEqual(['Subiendo entrada.jpg', 'Subiendo fachada.jpg', 'Subiendo jardin.jpg']);
  // Fewer than 20 photos: the alert stays.
  await expect(alert).toContainText('(ahora tiene 3)');
  await expectAccessible(page);

  // A PHP script renamed .jpg is refused before it is sent, with the reason in a dialog.
  await page.locator('input[type=file]').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<?php system($_GET["c"]); ?>'),
  });
  const refused = page.getByRole('dialog', { name: 'No se ha podido subir foto.jpg' });
  await expect(refused).toContainText('El archivo no es una imagen JPEG, PNG o WebP');
  await refused.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('photo-card')).toHaveCount(3);

  // Reorder with the keyboard sensor of the drag and drop: the first photo moves to second place.
  const before = await photoIds(page);
  await page.getByRole('button', { name: 'Mover Exterior, foto 1' }).focus();
  // The sensor measures between keys; under load a key pressed at once can be lost.
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect.poll(() => photoIds(page)).toEqual([before[1], before[0], before[2]]);
  // Only staff change the stars (decision 005): the hotel user sees each rating, read-only.
  const stars = (n: number) =>
    page.getByRole('img', { name: new RegExp(`^Valoración de Exterior, foto ${n}: [1-5] de 5 estrellas$`) });
  await expect(stars(1)).toBeVisible();
  await expect(page.getByTestId('photo-card').getByRole('radio')).toHaveCount(0);
  // The order survives a reload: it was saved on the server.
  await page.reload();
  await expect(page.getByTestId('photo-card')).toHaveCount(3);
  expect(await photoIds(page)).toEqual([before[1], before[0], before[2]]);
  for (const n of [1, 2, 3]) await expect(stars(n)).toBeVisible();

  // The photos of a room type, in order.
  // click, not check(): the box follows the room's list, which changes a moment after the click
  // (optimistically, once the mutation starts), and check() reads the state at once.
  await page.getByRole('checkbox', { name: 'Exterior, foto 2' }).click();
  await expect(page.getByRole('checkbox', { name: 'Exterior, foto 2' })).toBeChecked();
  await expect(page.getByTestId('room-photos-order').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Exterior, foto 1' }).click();
  await expect(page.getByRole('checkbox', { name: 'Exterior, foto 1' })).toBeChecked();
  await expect(page.getByTestId('room-photos-order').getByRole('listitem')).toHaveText([
    /Exterior, foto 2/,
    /Exterior, foto 1/,
  ]);

  // A professional photographer: the staff are emailed and the page says so.
  await page.getByRole('button', { name: 'Solicitar un fotógrafo (100 €)' }).click();
  await page.getByRole('dialog', { name: 'Atención' }).getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByTestId('photographer-result')).toHaveText(
    'Hemos enviado su solicitud por correo electrónico a nuestro equipo, que se pondrá en contacto con usted para concertar la sesión.',
  );
  await page.screenshot({ path: 'test-results/e2e/screens/photos-es.png', fullPage: true });
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  // ---- Videos: a YouTube and a Vimeo video; another site is refused. ----
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByTestId('videos-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir vídeo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir vídeo' });
  await expect(dialog.getByRole('radio', { name: 'YouTube' })).toBeChecked();
  await dialog
    .getByRole('textbox', { name: 'Dirección del vídeo' })
    .fill('https://www.dailymotion.com/video/x7tgad0');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog).toContainText('La dirección no es un vídeo de YouTube ni de Vimeo');
  await dialog.getByRole('textbox', { name: 'Dirección del vídeo' }).fill('https://youtu.be/9bZkp7q19f0');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Añadir vídeo' }).click();
  await dialog.getByRole('radio', { name: 'Vimeo' }).check();
  await dialog.getByRole('textbox', { name: 'Dirección del vídeo' }).fill('https://vimeo.com/76979871');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog).toBeHidden();
  const embeds = page.getByTestId('video-embed');
  await expect(embeds).toHaveCount(2);
  await expect(embeds.nth(0)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0');
  await expect(embeds.nth(1)).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await expect(page.getByText('Vídeo añadido correctamente')).toHaveCount(0, { timeout: 8000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  // ---- Opinions: empty areas are not saved; a text over 2000 characters is kept whole and
  // refused with the limit under the field (issue 19, item 9: it used to be cut without a word). ----
  await expect(page).toHaveURL(/\/opinions$/);
  await page
    .getByRole('textbox', { name: 'El hotel' })
    .fill('Un palacio del siglo XVI en pleno casco histórico.');
  const rooms = page.getByRole('textbox', { name: 'Habitaciones' });
  await rooms.fill('x'.repeat(2700));
  expect((await rooms.inputValue()).length).toBe(2700);
  await expect(page.getByTestId('opinion-rooms-count')).toHaveText('2700 / 2000');
  await expect(page.getByText('No puede tener más de 2000 caracteres')).toBeVisible();
  await expect(rooms).toHaveAttribute('aria-invalid', 'true');
  await rooms.fill('Habitaciones amplias con vistas a la catedral.');
  await expect(page.getByText('No puede tener más de 2000 caracteres')).toHaveCount(0);
  // A hotel user has no approval button (approbe_contract_perm is false).
  await expect(page.getByRole('button', { name: 'Guardar y aprobar' })).toHaveCount(0);
  await expect(page.getByTestId('contract-status')).toHaveText('Sin enviar');
  await expectAccessible(page);

  // Saving the last step leads to the contract step (decision 030): nothing is sent until the owner
  // confirms "Enviar contrato" there.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/dash\/contract$/);
  const contract = await page.request.get(`/api/hotel/${hotelId}/contract/`, { headers });
  expect((await contract.json()).status).toBe('none');
  const hotelName: string = (await (await page.request.get(`/api/hotel/${hotelId}`, { headers })).json())
    .name;
  await sendContractFromStep(page, translator('es'), [hotelName]);
  const opinions: { area: string; text: string }[] = await (
    await page.request.get(`/api/hotel/${hotelId}/director-opinion/`, { headers })
  ).json();
  expect(opinions.map((opinion) => opinion.area)).toEqual(['hotel', 'rooms']);

  // The history shows who sent it; still no way to approve it as a hotel user.
  await page.goto('/opinions');
  await expect(page.getByTestId('contract-status')).toHaveText('Enviado');
  await expect(page.getByTestId('contract-history').getByRole('row').nth(1)).toContainText('Lucía Fernández');
  await expect(page.getByRole('button', { name: 'Guardar y aprobar' })).toHaveCount(0);
  const approve = await page.request.post(`/api/hotel/${hotelId}/contract/save-approbe`, {
    headers,
    data: {},
  });
  expect(approve.status()).toBe(403);
  await page.screenshot({ path: 'test-results/e2e/screens/opinions-es.png', fullPage: true });
});

test('the videos step in English, and a hotel of another user is not reachable', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext();
  const page = await owner.newPage();
  const { hotelId } = await createHotel(page, 'segovi');
  await page.goto('/videos?lang=en');
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add video' });
  await dialog
    .getByRole('textbox', { name: 'Video address' })
    .fill('https://www.dailymotion.com/video/x7tgad0');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toContainText('The address is not a YouTube or Vimeo video');
  // A Vimeo address with the default type YouTube is a Vimeo video (issue 34): the type follows it.
  await expect(dialog.getByRole('radio', { name: 'YouTube' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Video address' }).fill('https://vimeo.com/76979871');
  await expect(dialog.getByRole('radio', { name: 'Vimeo' })).toBeChecked();
  await page.screenshot({ path: 'test-results/e2e/screens/videos-vimeo-detected-en.png' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('video-embed')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871',
  );
  // (The notification's close button has no name: a shared component's issue; axe runs once it is gone.)
  await expect(page.getByText('Video added')).toBeHidden({ timeout: 8000 });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/videos-en.png', fullPage: true });

  // Another user, in a second browser context, gets 404 for this hotel's media.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const { headers } = await createHotel(stranger, 'cuenca');
  for (const path of ['photo/', 'video/', 'director-opinion/', 'contract/']) {
    expect((await stranger.request.get(`/api/hotel/${hotelId}/${path}`, { headers })).status()).toBe(404);
  }
  await owner.close();
  await other.close();
});
