import { expect, type Page, test } from '@playwright/test';
import {
  createPendingHotel,
  expectAccessible,
  fillEarlierSteps,
  login,
  pickHotel,
  register,
  translator,
  uniqueEmail,
  verifyClaimsAsStaff,
} from './helpers.ts';
import { readSeed } from './support/seed-file.ts';

/**
 * The contract step (issue 19, decision 030) as an owner with two hotels sees it: one complete and
 * verified, ready to send; the other just created, listed with the steps it misses. In Spanish and
 * English, on a desktop and at 390 px: axe, no sideways scrolling of the page, screenshots.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the contract step: the summary, the missing steps linked, the confirmation, the sent state', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = (name: string) => testInfo.outputPath('screens', `contract-${name}.png`);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('contract');
  await register(page, email, 'avila');
  await login(page, email);
  await createPendingHotel(page);
  const readyId = Number(await page.evaluate(() => localStorage.getItem('selected_hotel')));
  const token = (await page.evaluate(() => localStorage.getItem('auth_id'))) ?? '';
  const headers = { authorization: `Token ${token}` };
  await fillEarlierSteps(page, readyId, headers, {
    address: 'Calle Reyes Católicos 12',
    postalCode: '05001',
    city: 'Ávila',
    room: 'Doble con vistas a la muralla',
  });
  const readyName: string = (await (await page.request.get(`/api/hotel/${readyId}`, { headers })).json())
    .name;
  // A second hotel, added from the hotel screen: nothing filled yet.
  await page.goto('/dash/hotel');
  // A query of its own (permissions.spec registers with 'pamplon').
  await pickHotel(page, 'Buscar hotel', 'jaen');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/basic$/);
  const pendingId = Number(await page.evaluate(() => localStorage.getItem('selected_hotel')));
  await verifyClaimsAsStaff(browser, readSeed(), email);

  for (const language of ['es', 'en'] as const) {
    const t = translator(language);
    await page.goto(`/dash/contract?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t('contract.step.title') })).toBeVisible();
    await expect(page.getByTestId('contract-ready').getByRole('checkbox', { name: readyName })).toBeChecked();
    const pending = page.getByTestId(`contract-pending-${pendingId}`);
    await expect(
      pending.getByRole('button', { name: t('contract.step.complete_step', { step: t('nav.basic') }) }),
    ).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await expectAccessible(page);
      await noSidewaysScroll(page);
      await page.screenshot({ path: shot(`${language}-${size.name}-summary`), fullPage: true });
    }
  }

  // A missing step's link opens that hotel at that step.
  const t = translator('es');
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/dash/contract?lang=es');
  await page
    .getByTestId(`contract-pending-${pendingId}`)
    .getByRole('button', { name: t('contract.step.complete_step', { step: t('nav.basic') }) })
    .click();
  await expect(page).toHaveURL(/\/basic$/);
  expect(await page.evaluate(() => localStorage.getItem('selected_hotel'))).toBe(String(pendingId));

  // Send, at 390 px: the confirmation names the hotel; the sent state lists it.
  await page.goto('/dash/contract');
  await page.setViewportSize(WIDTHS[1]);
  await page.getByRole('button', { name: t('contract.step.action') }).click();
  const dialog = page.getByRole('dialog', { name: t('common.attention') });
  await expect(dialog).toContainText(t('contract.step.confirm_one', { hotels: readyName }));
  await expectAccessible(page);
  await page.screenshot({ path: shot('es-phone-confirm'), fullPage: true });
  await dialog.getByRole('button', { name: t('common.yes'), exact: true }).click();
  await expect(page.getByTestId('contract-sent')).toContainText(t('contract.sent_message'));
  await expect(page.getByTestId('contract-done')).toContainText(readyName);
  await expectAccessible(page);
  await noSidewaysScroll(page);
  await page.screenshot({ path: shot('es-phone-sent'), fullPage: true });
  await page.setViewportSize(WIDTHS[0]);
  await page.screenshot({ path: shot('es-desktop-sent'), fullPage: true });
  const contract = await page.request.get(`/api/hotel/${readyId}/contract/`, { headers });
  expect((await contract.json()).status).toBe('sent');

  // In English, afterwards: the hotel waits for approval, nothing else is ready to send.
  await page.goto('/dash/contract?lang=en');
  const en = translator('en');
  await expect(page.getByTestId('contract-done')).toContainText(readyName);
  await expect(page.getByRole('button', { name: en('contract.step.action') })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: shot('en-desktop-after'), fullPage: true });
  await context.close();
});
