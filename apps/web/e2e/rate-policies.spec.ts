import { expect, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, translator, uniqueEmail } from './helpers.ts';

/**
 * A rate's cancellation policy (issue 32 item 3, decision 056): the hotel opens it from the rates
 * list, gives the rate a policy of its own (a tier and the no-show) and a date override, saves, and
 * finds them again after a reload. Spanish at 1366 px, English at 390 px; axe on the editor.
 */

const nextYear = new Date().getFullYear() + 1;
const RATE = 'Tarifa flexible con desayuno';

/** A contract and a D-2 rate, through the API (the wizard has its own journey). */
async function rateThroughApi(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const me = await page.request.get('/api/auth/user/data/', { headers });
  const userId = ((await me.json()) as { id: number }[])[0]?.id ?? 0;
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await page.request.post(base, { headers, data: { name: 'Contrato anual' } });
  expect(contract.status()).toBe(201);
  const contractId = ((await contract.json()) as { id: number }).id;
  const rate = await page.request.post(`${base}${contractId}/rates/`, {
    headers,
    data: {
      kind: 'rate',
      name: RATE,
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      pricesIncludeTax: true,
      method: 'hotel',
      quotaType: 'free_sale',
      releaseDays: null,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'd2',
    },
  });
  expect(rate.status()).toBe(201);
}

for (const [language, width, query] of [
  ['es', 1366, 'jerez'],
  ['en', 390, 'albacet'],
] as const) {
  test(`${language} at ${width} px: the hotel edits a rate's cancellation policy and a date override`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = translator(language);
    const e = (key: string, params?: Record<string, string | number>) =>
      t(`rates.policies.editor.${key}`, params);
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`rate-policies-${language}`);
    await register(page, email, query);
    await login(page, email);
    await createPendingHotel(page);
    await rateThroughApi(page);

    await page.goto(`/dash/rates?lang=${language}`);
    await page.getByRole('link', { name: e('open', { name: RATE }) }).click();
    await expect(page).toHaveURL(/\/dash\/rates\/policy\?rate=\d+/);
    await expect(page.getByRole('heading', { name: e('title') })).toBeVisible();
    await expect(page.getByText(e('wizard', { choice: t('rates.cancellation.d2') }))).toBeVisible();

    // A policy of its own, starting from the wizard's D-2 tier: 7 days before, 50 % of the stay.
    await page.getByRole('checkbox', { name: e('edit_own') }).check();
    const tier = e('tier', { number: 1 });
    await page.getByRole('textbox', { name: `${tier}: ${e('deadline_value')}` }).fill('7');
    await page.getByRole('textbox', { name: `${tier}: ${e('penalty_value')}` }).fill('50');
    await page.getByRole('combobox', { name: `${tier}: ${e('penalty')}`, exact: true }).click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: e('percent') })
      .click();
    // A summer override: arrivals in August are charged one night from 14 days before.
    await page.getByRole('button', { name: e('add_override') }).click();
    await page.getByLabel(e('from')).fill(`${nextYear}-08-01`);
    await page.getByLabel(e('to')).fill(`${nextYear}-08-31`);
    const override = page.getByRole('group', { name: e('override', { number: 1 }) });
    await override.getByRole('button', { name: e('add_tier') }).click();
    await override.getByRole('textbox', { name: `${tier}: ${e('deadline_value')}` }).fill('14');
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/e2e/screens/rate-policy-${language}-${width}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: e('save') }).click();
    await expect(page.getByText(e('saved'))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: e('edit_own') })).toBeChecked();
    await expect(page.getByRole('textbox', { name: `${tier}: ${e('penalty_value')}` }).first()).toHaveValue(
      '50',
    );
    await expect(page.getByLabel(e('from'))).toHaveValue(`${nextYear}-08-01`);
    await expect(
      page.getByRole('group', { name: e('override', { number: 1 }) }).getByRole('textbox', {
        name: `${tier}: ${e('deadline_value')}`,
      }),
    ).toHaveValue('14');

    // Overlapping overrides are refused on the field, in the screen's language.
    await page.getByRole('button', { name: e('add_override') }).click();
    await page.getByLabel(e('from')).nth(1).fill(`${nextYear}-08-15`);
    await page.getByLabel(e('to')).nth(1).fill(`${nextYear}-09-15`);
    await page.getByRole('button', { name: e('save') }).click();
    await expect(page.getByText(t('rates.policies.errors.range_overlaps', { other: 1 }))).toBeVisible();
  });
}
