import { expect, test } from '@playwright/test';
import { expectAccessible, login, newestMailTo, PASSWORD, register, uniqueEmail } from './helpers.ts';

const NEW_PASSWORD = 'Fabada-asturiana-2027';

test('restore the password through the emailed link, then sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('restore');
  await register(page, email, 'salaman');

  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).click();
  await expect(page).toHaveURL(/\/auth\/restore-password$/);
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('restore-sent')).toContainText(
    'Se ha enviado un correo al email que nos ha indicado.',
  );
  await expectAccessible(page);

  const eml = await newestMailTo(email);
  expect(eml).toContain('Hola, Lucía Fernández:');
  const link = eml.match(/http:\/\/\S+\/auth\/restore-password\?token=[A-Za-z0-9_-]+&lang=es/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Elegir una nueva contraseña' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Repita la nueva contraseña' }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Repita la nueva contraseña' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByText('Su contraseña se ha cambiado. Ya puede iniciar sesión con ella.'),
  ).toBeVisible();

  await login(page, email, PASSWORD);
  await expect(page.getByTestId('form-error')).toHaveText('El email o la contraseña no son correctos');
  await login(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dash/home');

  // The link works once.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Otra-clave-nueva-2028');
  await page.getByRole('textbox', { name: 'Repita la nueva contraseña' }).fill('Otra-clave-nueva-2028');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByTestId('form-error')).toContainText(
    'El enlace no es válido o ha caducado. Solicite uno nuevo.',
  );
  await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
});

test('the public contact form refuses what is missing, then sends the message to the staff', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/auth\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nombre').fill('Pedro Ruiz');
  await page.getByLabel('Email').fill('pedro@');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Debes introducir un email válido')).toBeVisible();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Comentario').fill('x'.repeat(2001));
  await expect(page.getByTestId('comment-counter')).toHaveText('2001 de 2000 caracteres');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('El comentario no puede tener más de 2000 caracteres')).toBeVisible();

  const comment = `Quisiera información sobre las tarifas de temporada alta (${email}).`;
  await page.getByLabel('Comentario').fill(comment);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('contact-sent')).toHaveText(
    'Hemos recibido su mensaje. Le responderemos lo antes posible.',
  );
  await expectAccessible(page);
  const eml = await newestMailTo('staff@localhost');
  expect(eml).toContain(comment);
  expect(eml).toContain(`Reply-To: ${email}`);
});

test('the dashboard contact form, in English, knows the signed-in user', async ({ page }) => {
  const email = uniqueEmail('dashcontact');
  await register(page, email, 'toled');
  await login(page, email);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dash/home');
  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('link', { name: 'Formulario de contacto' })
    .click();
  await expect(page).toHaveURL(/\/dash\/contact$/);

  await page.goto('/dash/contact?lang=en');
  await expect(page.getByRole('heading', { name: 'Contact form' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Lucía Fernández');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Comment').fill('Please call me about the contract.');
  await expect(page.getByTestId('comment-counter')).toHaveText('34 of 2000 characters');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-sent')).toHaveText(
    'We have received your message. We will answer as soon as possible.',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/screens/dash-contact-en.png' });
  const eml = await newestMailTo('staff@localhost');
  expect(eml).toContain('Please call me about the contract.');
  expect(eml).toContain('Idioma: en');
});
