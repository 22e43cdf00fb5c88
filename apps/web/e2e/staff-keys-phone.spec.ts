import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, staffSignIn, translator } from './helpers.ts';

/**
 * Issue 34, item 19: at 390 px the staff API-keys table showed a 900 px table scrolled sideways, its
 * caption cut and "Revocar" out of view. Each key is now a card: both are inside the screen.
 */

const PHONE = { width: 390, height: 844 };

async function createKey(page: Page, name: string) {
  const token = await page.evaluate(() => localStorage.getItem('auth_id') ?? '');
  const created = await page.request.post('/api/staff/api-keys/', {
    headers: { authorization: `Token ${token}` },
    data: { name, scopes: ['content:read'], allHotels: true },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Inside the phone's width: left and right edges between 0 and 390. */
async function expectInside(what: Locator) {
  await what.scrollIntoViewIfNeeded();
  const box = await what.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

for (const language of ['es', 'en'] as const) {
  test(`${language}: the API keys at 390 px show their caption and the revoke button`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = translator(language);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await staffSignIn(page, language);
    // Staff land on their back office (issue 34 item 15, decision 055).
    await expect(page).toHaveURL(/\/staff$/);
    const name = `Channel manager ${language} ${Date.now()}`;
    await createKey(page, name);

    await page.setViewportSize(PHONE);
    await page.goto(`/staff/integrations?lang=${language}`);
    const table = page.getByTestId('keys-table');
    await expect(table).toBeVisible();
    await expectInside(table.getByText(t('staff.integrations.keys.caption'), { exact: true }));
    const row = table.getByTestId('key-row').filter({ hasText: name });
    await expectInside(
      row.getByRole('button', { name: t('staff.integrations.keys.revoke_label', { name }) }),
    );
    // Nothing wider than the screen: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/e2e/screens/staff-keys-390-${language}.png` });
    await context.close();
  });
}
