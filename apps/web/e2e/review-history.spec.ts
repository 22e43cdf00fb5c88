import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  createPendingHotel,
  expectAccessible,
  fillEarlierSteps,
  login,
  register,
  staffSignIn,
  translator,
  uniqueEmail,
  verifyClaimsAsStaff,
} from './helpers.ts';
import { readSeed } from './support/seed-file.ts';

/**
 * Issue 34 items 16 and 17 (decision 061): staff return a contract with a reason on Location; the
 * owner changes the address and sends it again; the review shows the earlier return's reason and
 * the address then and now; staff approve it and find it in the "approved" tab; the activity log
 * tells the story in words. In Spanish at 1366 px and in English at 390 px, axe on every screen.
 * The owner's side goes through the API the wizard calls (the owner's screens are other specs').
 */
const RUNS = [
  {
    language: 'es',
    // Catalogue queries no other spec registers with.
    query: 'ourense',
    city: 'Ourense',
    viewport: { width: 1366, height: 900 },
    reason: 'La dirección no coincide con la del registro mercantil.',
    address: 'Rúa do Progreso 21',
  },
  {
    language: 'en',
    query: 'vitoria',
    city: 'Vitoria-Gasteiz',
    viewport: { width: 390, height: 844 },
    reason: 'The address does not match the one on the trade register.',
    address: 'Calle Dato 14',
  },
] as const;

const SHOTS_DIR = '/tmp/e2e-review-history';
const FIRST_ADDRESS = 'Calle Mayor 1';

test.use({ actionTimeout: 20_000 });
test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const run of RUNS) {
  test(`${run.language} at ${run.viewport.width} px: the return's reason and the change since, approval, the approved tab, the log in words`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const t = translator(run.language);
    const shot = async (page: Page, name: string) => {
      await page.screenshot({ path: `${SHOTS_DIR}/${run.language}-${name}.png`, fullPage: true });
      await expectAccessible(page);
      await noSidewaysScroll(page);
    };

    // 1 An owner with a complete, verified hotel sends its contract.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const email = uniqueEmail(`review-history-${run.language}`);
    await register(owner, email, run.query);
    await login(owner, email);
    await createPendingHotel(owner);
    const hotelId = Number(await owner.evaluate(() => localStorage.getItem('selected_hotel')));
    const headers = { authorization: `Token ${await owner.evaluate(() => localStorage.getItem('auth_id'))}` };
    await fillEarlierSteps(owner, hotelId, headers, {
      address: FIRST_ADDRESS,
      postalCode: '32001',
      city: run.city,
      room: 'Doble exterior',
    });
    const hotel: string = (await (await owner.request.get(`/api/hotel/${hotelId}`, { headers })).json()).name;
    await verifyClaimsAsStaff(browser, readSeed(), email);
    const send = async () => {
      const sent = await owner.request.post(`/api/hotel/${hotelId}/contract/send`, { headers });
      expect(sent.status(), await sent.text()).toBe(200);
    };
    await send();

    // 2 Staff return it with a reason on Location.
    const staffContext = await browser.newContext({ viewport: run.viewport });
    const staff = await staffContext.newPage();
    await staffSignIn(staff, run.language);
    await staff.goto(`/staff/contracts/${hotelId}`);
    await expect(staff.getByRole('heading', { name: hotel, level: 1 })).toBeVisible();
    await expect(staff.getByTestId('return-history')).toHaveCount(0);
    await staff
      .getByTestId('review-decision')
      .getByRole('button', { name: t('staff.review.return_action') })
      .click();
    const form = staff.getByTestId('return-form');
    await form.getByRole('checkbox', { name: t('nav.ubication'), exact: true }).check();
    await form
      .getByRole('textbox', { name: t('staff.review.return.reason', { step: t('nav.ubication') }) })
      .fill(run.reason);
    await form.getByRole('button', { name: t('staff.review.return.submit') }).click();
    await expect(staff.getByText(t('staff.review.returned', { hotel }))).toBeVisible();

    // 3 The owner changes the address and sends again.
    const patched = await owner.request.patch(`/api/hotel/${hotelId}`, {
      headers,
      data: { address: run.address },
    });
    expect(patched.ok()).toBe(true);
    await send();
    await ownerContext.close();

    // 4 The review shows the reason given and what changed since: the address, then and now.
    await staff.goto(`/staff/contracts/${hotelId}`);
    await expect(staff.getByTestId('review-status')).toHaveText(t('contract.status.sent'));
    const history = staff.getByTestId('return-history');
    await expect(history).toContainText(`${t('nav.ubication')}: ${run.reason}`);
    const since = staff.getByTestId('since-return');
    await expect(since.getByTestId('since-return-ubication')).toContainText(
      t('staff.activity.detail.change', {
        field: t('staff.activity.fields.address'),
        before: FIRST_ADDRESS,
        after: run.address,
      }),
    );
    await expect(since.getByTestId('since-return-basic')).toHaveCount(0);
    await expect(staff.getByTestId('last-approval')).toHaveText(t('staff.review.since_return_note'));
    await shot(staff, 'review-since-return');

    // 5 Staff approve it and find it in the approved tab.
    await staff
      .getByTestId('review-decision')
      .getByRole('button', { name: t('staff.review.approve'), exact: true })
      .click();
    const dialog = staff.getByRole('dialog', { name: t('common.attention') });
    await expect(dialog).toContainText(t('staff.review.approve_confirm', { hotel }));
    await dialog.getByRole('button', { name: t('common.yes'), exact: true }).click();
    await expect(staff.getByText(t('staff.review.approved', { hotel }))).toBeVisible();
    await staff.getByRole('tab', { name: new RegExp(`^${t('staff.queue.tabs.approved')}`) }).click();
    await expect(staff).toHaveURL(/status=approved/);
    // Latest approval first: this one leads the list.
    const first = staff.getByTestId('queue-table').getByRole('row').nth(1);
    await expect(first).toContainText(hotel);
    await shot(staff, 'queue-approved');

    // 6 The activity log tells it in words, the owner's sending included; no raw routes.
    await staff.goto(`/staff/activity?hotel=${hotelId}`);
    const events = staff.getByTestId('activity-event');
    await expect(events.first()).toContainText(hotel);
    const texts = await events.allTextContents();
    const approvedLine = texts.findIndex((text) =>
      text.includes(t('staff.events.contract.approved', { who: '', hotel }).trim()),
    );
    expect(approvedLine, texts.join('\n')).toBe(0);
    expect(texts.some((text) => text.includes(run.reason))).toBe(true);
    expect(
      texts.some((text) => text.includes(t('staff.events.contract.sent', { who: 'Lucía Fernández', hotel }))),
    ).toBe(true);
    expect(texts.some((text) => text.includes(run.address))).toBe(true);
    await expect(staff.getByText(/GET \/api/)).toHaveCount(0);
    await expect(staff.getByTestId('activity-reads')).toBeVisible();
    await shot(staff, 'activity');
    await staffContext.close();
  });
}
