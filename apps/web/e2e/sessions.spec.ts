import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, login, register, uniqueEmail } from './helpers.ts';

const SHOTS = 'test-results/e2e/screens';
/** The second browser says it is an iPhone, so that the list shows a parsed phone beside the desktop. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The section in view, on a desktop and at 390 px (a full-page shot repeats the fixed header mid-page). */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('#sessions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#sessions').scrollIntoViewIfNeeded();
  // The dashboard header is wider than 390 px (not this section): scrolling into view moves sideways too.
  await page.evaluate(() => window.scrollTo(0, window.scrollY));
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  // Nothing is cut at 390 px: the section is no wider than the screen.
  const width = await page.locator('#sessions').evaluate((element) => element.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('sessions: the first browser ends the second one, which is signed out on its next request', async ({
  browser,
}) => {
  const desk = await browser.newContext();
  const phone = await browser.newContext({ userAgent: IPHONE });
  const first = await desk.newPage();
  const second = await phone.newPage();
  const email = uniqueEmail('sessions');
  await register(first, email, 'lugo');
  await login(first, email);
  await expect(first).not.toHaveURL(/\/auth\/login/);
  await login(second, email);
  await expect(second).not.toHaveURL(/\/auth\/login/);

  // The link the e-mail change points to lands on the section.
  await first.goto('/dash/profile#sessions');
  const section = first.getByRole('region', { name: 'Sesiones' });
  await expect(section).toHaveAttribute('id', 'sessions');
  const items = section.getByTestId('session');
  await expect(items).toHaveCount(2);
  // The current session first: it is in use now.
  await expect(items.first()).toContainText('Esta sesión');
  const current = items.filter({ hasText: 'Esta sesión' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Ordenador');
  await expect(current).toContainText('127.0.0.1');
  const other = items.filter({ hasText: 'Móvil' });
  await expect(other).toContainText('Mobile Safari 17 en iOS 17.4');
  await expect(other).not.toContainText('Esta sesión');
  await expectAccessible(first);
  await shots(first, 'sessions-es');

  await other.getByRole('button', { name: /^Cerrar la sesión de Móvil/ }).click();
  const dialog = first.getByRole('dialog', { name: 'Atención' });
  await expect(dialog).toContainText('Se cerrará la sesión de Móvil, Mobile Safari 17 en iOS 17.4');
  await expectAccessible(first);
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Esta sesión');
  await expect(section.getByText('No hay otras sesiones abiertas.')).toBeVisible();

  // The second browser's next request is refused: it is sent to the login page.
  await second.goto('/dash/profile');
  await expect(second).toHaveURL(/\/auth\/login/);

  // The first one is still signed in; the section in English.
  await first.goto('/dash/profile?lang=en');
  const english = first.getByRole('region', { name: 'Sessions' });
  await expect(english.getByTestId('session')).toHaveCount(1);
  await expect(english).toContainText('This session');
  await expect(english).toContainText('Computer');
  await expect(english).toContainText('There are no other open sessions.');
  await expectAccessible(first);
  await shots(first, 'sessions-en');

  // Two sessions again, ended together in English, with the count shown.
  await login(second, email);
  await expect(second).not.toHaveURL(/\/auth\/login/);
  await first.reload();
  await expect(english.getByTestId('session')).toHaveCount(2);
  await english.getByRole('button', { name: 'End all other sessions' }).click();
  await first.getByRole('dialog', { name: 'Attention' }).getByRole('button', { name: 'Yes' }).click();
  await expect(english.getByTestId('sessions-ended')).toHaveText('Sessions ended: 1');
  await expect(english.getByTestId('session')).toHaveCount(1);
  await second.reload();
  await expect(second).toHaveURL(/\/auth\/login/);

  await desk.close();
  await phone.close();
});
