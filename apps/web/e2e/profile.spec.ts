import { createHmac, randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, newestMailTo, PASSWORD, register, uniqueEmail } from './helpers.ts';

const NEW_PASSWORD = 'Cocido-madrileno-2026';

/** RFC 6238 TOTP (HMAC-SHA-1, 30 s, 6 digits), written again here so the test checks the server. */
function totp(base32Secret: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/\s+/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A small real PNG (a 64×48 gradient), made without any image library. */
function smallPng(): Buffer {
  const width = 64;
  const height = 48;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set([x * 4, y * 5, 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signedIn(page: Page, email: string, password = PASSWORD) {
  await login(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test('profile: avatar with progress, password change, 2FA enrolment, then sign-in with the code', async ({
  page,
}) => {
  const email = uniqueEmail('profile');
  await register(page, email, 'salaman');
  await signedIn(page, email);
  await page.goto('/dash/profile');
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Avatar: the bar shows while the upload is under way; the stored image is the 256×256 rendition.
  await page.route('**/api/auth/user/update-avatar', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByTestId('avatar-progress')).toBeVisible();
  await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
  await expect(page.getByTestId('avatar-progress')).toHaveCount(0);
  const image = page.getByRole('img', { name: 'Foto de perfil de Lucía Fernández' });
  await expect(image).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  // The notification goes first, so the dialog below is the only thing on top of the page.
  await expect(page.getByText('Foto de perfil actualizada')).toHaveCount(0);
  // A file that is not an image: its message in an information dialog.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  const dialog = page.getByRole('dialog', { name: 'No se ha podido subir la foto' });
  await expect(dialog).toContainText('El archivo no es una imagen JPEG, PNG, WebP o GIF válida');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toHaveCount(0);

  // Password: a wrong current one shows on its field; then the change goes through.
  const passwordSection = page.getByRole('region', { name: 'Contraseña' });
  await passwordSection
    .getByRole('textbox', { name: 'Contraseña actual', exact: true })
    .fill('Not-my-password-1');
  await passwordSection.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(NEW_PASSWORD);
  await passwordSection.getByLabel('Repita la nueva contraseña').fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(passwordSection.getByText('La contraseña actual no es correcta')).toBeVisible();
  await passwordSection.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(PASSWORD);
  await passwordSection.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada. Se han cerrado sus demás sesiones.')).toBeVisible();

  // Second factor: QR code and key, a code computed here, recovery codes once.
  const security = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await security.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(security.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = ((await security.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await security.getByLabel(/Código de verificación/).fill(totp(secret, Date.now()));
  await security.getByRole('button', { name: 'Confirmar y activar' }).click();
  const codes = security.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('Contraseña cambiada. Se han cerrado sus demás sesiones.')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/profile-2fa-es.png', fullPage: true });
  await security.getByRole('button', { name: 'He guardado los códigos' }).click();
  await expect(security.getByTestId('totp-status')).toHaveText('Activada');

  // Out, and in again: the new password, then the code the form asks for.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await login(page, email, NEW_PASSWORD);
  const code = page.getByLabel(/Código de verificación/);
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  await expectAccessible(page);
  await code.fill('000000' === totp(secret, Date.now() + 30_000) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('El código de verificación no es correcto')).toBeVisible();
  // The next step's code: later than the one that enabled the factor, inside the drift window.
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  // The profile in English.
  await page.goto('/dash/profile?lang=en');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Two-step verification' }).getByTestId('totp-status'),
  ).toHaveText('On');
  await expect(page.getByRole('img', { name: 'Profile photo of Lucía Fernández' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/profile-en.png', fullPage: true });
});

test('hotel link: an unknown or expired link is refused with a message and does not sign in', async ({
  page,
}) => {
  const email = uniqueEmail('hotellink');
  await register(page, email, 'toled');
  await page.goto(`/auth/login/${randomBytes(32).toString('base64url')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'El enlace de acceso al hotel no es válido o ha caducado',
  );
  await expect(page).toHaveURL(/\/auth\/login\/[A-Za-z0-9_-]{43}$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_id'))).toBeNull();
  await expectAccessible(page);
});

test('profile: name and phone with the spec phone messages, email change asks for the password', async ({
  page,
}) => {
  const email = uniqueEmail('profile-data');
  await register(page, email, 'cordob');
  await signedIn(page, email);
  await page.goto('/dash/profile');
  const data = page.getByRole('region', { name: 'Datos personales' });
  const phone = data.getByLabel('Teléfono');

  // Counted in E.164 once parsed (decision 032): nine characters are too few, fifteen too many;
  // what was typed stays in the field.
  await data.getByLabel('Nombre').fill('Lucía Fernández Ortega');
  await phone.fill('+34 600123');
  await data.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(data.getByText('El teléfono debe tener al menos 11 caracteres')).toBeVisible();
  await phone.fill('+34 600 123 456 789');
  await data.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(data.getByText('El teléfono no puede tener más de 14 caracteres')).toBeVisible();
  await expect(phone).toHaveValue('+34 600 123 456 789');
  await expect(data.getByLabel('Nombre')).toHaveValue('Lucía Fernández Ortega');
  await expectAccessible(page);

  // As people type it; stored and shown back in E.164.
  await phone.fill('+34 600 123 456');
  await data.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos guardados correctamente')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Datos personales' }).getByLabel('Teléfono')).toHaveValue(
    '+34 600 12 34 56',
  );

  // The email changes only with the current password.
  const newEmail = uniqueEmail('profile-moved');
  const emailSection = page.getByRole('region', { name: 'Email' });
  await emailSection.getByLabel('Nuevo email').fill(newEmail);
  await emailSection
    .getByRole('textbox', { name: 'Contraseña actual', exact: true })
    .fill('Not-my-password-1');
  await emailSection.getByRole('button', { name: 'Cambiar email' }).click();
  await expect(emailSection.getByText('La contraseña actual no es correcta')).toBeVisible();
  await expect(emailSection.getByLabel('Nuevo email')).toHaveValue(newEmail);
  await emailSection.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(PASSWORD);
  await emailSection.getByRole('button', { name: 'Cambiar email' }).click();
  // Nothing changes until the link sent to the new address is opened (decision 022).
  await expect(emailSection.getByTestId('email-pending')).toHaveText(
    `Hemos enviado un enlace a ${newEmail}. Su email cambiará cuando lo abra; el enlace es válido 24 horas.`,
  );
  await expect(emailSection.getByTestId('current-email')).toHaveText(`Email actual: ${email}`);
  await expectAccessible(page);

  // The link, read from the mail the server wrote to the new address, opened in this browser.
  const eml = await newestMailTo(newEmail);
  expect(eml).toContain('Subject: Confirme su nuevo email');
  const link = eml.match(/http:\/\/\S+\/auth\/confirm-email\?token=[A-Za-z0-9_-]+&lang=es/)?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);
  await expect(page.getByTestId('confirm-done')).toHaveText(`Su cuenta usa ahora el email ${newEmail}.`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Revisar las sesiones abiertas' }).click();
  await expect(page).toHaveURL(/\/dash\/profile#sessions$/);
  await expect(page.getByRole('region', { name: 'Email' }).getByTestId('current-email')).toHaveText(
    `Email actual: ${newEmail}`,
  );

  // Opened twice, the spent link says so.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByTestId('confirm-error')).toContainText('ya se ha usado');

  // Signed out, the new address signs in.
  await page.goto('/dash/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signedIn(page, newEmail);
});
