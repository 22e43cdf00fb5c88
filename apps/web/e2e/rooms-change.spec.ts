import type { Language } from '@hotel/domain';
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
 * Issue 34 item 14 (decision 062): an approved hotel changes its rooms as a change request. The
 * owner's rooms step says the rooms stay editable, then "Cambios pendientes de revisión del
 * grupo" once a change is saved; staff find Rooms marked changed in the review. The set-up (steps,
 * verification, send, approval) goes through the API the screens call; other specs walk those.
 */
const RUNS = [
  { language: 'es', width: 1366, height: 900, query: 'cadiz', city: 'Cádiz' },
  { language: 'en', width: 390, height: 844, query: 'coruna', city: 'A Coruña' },
] as const satisfies readonly {
  language: Language;
  width: number;
  height: number;
  query: string;
  city: string;
}[];

const token = async (page: Page) => (await page.evaluate(() => localStorage.getItem('auth_id'))) ?? '';

for (const run of RUNS) {
  test(`${run.language} ${run.width}px: rooms change after approval, reviewed by staff`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const t = translator(run.language);
    const shot = (name: string) =>
      testInfo.outputPath('screens', `rooms-change-${run.language}-${run.width}-${name}.png`);
    const viewport = { width: run.width, height: run.height };
    const ownerContext = await browser.newContext({ viewport });
    const page = await ownerContext.newPage();
    const email = uniqueEmail(`rooms-change-${run.language}`);
    await register(page, email, run.query);
    await login(page, email);
    await createPendingHotel(page);
    const hotelId = Number(await page.evaluate(() => localStorage.getItem('selected_hotel')));
    const owner = { authorization: `Token ${await token(page)}` };
    await fillEarlierSteps(page, hotelId, owner, {
      address: 'Calle Mayor 3',
      postalCode: '34001',
      city: run.city,
      room: 'Doble con balcón',
    });
    await verifyClaimsAsStaff(browser, readSeed(), email);
    expect((await page.request.post(`/api/hotel/${hotelId}/contract/send`, { headers: owner })).ok()).toBe(
      true,
    );

    const staffContext = await browser.newContext({ viewport });
    const staff = await staffContext.newPage();
    await staffSignIn(staff, run.language);
    await expect(staff).toHaveURL(/\/staff$/);
    const staffHeaders = { authorization: `Token ${await token(staff)}` };
    const approved = await staff.request.post(`/api/staff/contracts/${hotelId}/approve`, {
      headers: staffHeaders,
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // The owner: the rooms step stays open after approval and says what a change does.
    await page.goto(`/rooms?lang=${run.language}`);
    const open = page.getByTestId('rooms-change-approved');
    await expect(open).toContainText(t('rooms.change.approved_title'));
    await expect(page.getByText(t('rooms.locked_notice'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('rooms.add') })).toBeEnabled();
    await expectAccessible(page);
    await page.screenshot({ path: shot('approved'), fullPage: true });

    // A change (the room's name, as its form saves it) goes to the group for review.
    const rooms: { id: number }[] = await (
      await page.request.get(`/api/hotel/${hotelId}/room/`, { headers: owner })
    ).json();
    const roomId = rooms[0]?.id;
    const renamed = await page.request.patch(`/api/hotel/${hotelId}/room/${roomId}`, {
      headers: owner,
      data: { name: 'Doble con balcón y vistas' },
    });
    expect(renamed.ok()).toBe(true);
    await page.reload();
    const pending = page.getByTestId('rooms-change-pending');
    await expect(pending).toContainText(t('rooms.change.pending_title'));
    await expect(page.getByTestId('room-name')).toHaveText('Doble con balcón y vistas');
    await expectAccessible(page);
    await page.screenshot({ path: shot('pending'), fullPage: true });

    // Staff: the contract is back in the queue, with Rooms marked changed since the approval.
    await staff.goto(`/staff/contracts/${hotelId}`);
    await expect(staff.getByTestId('review-status')).toHaveText(t('contract.status.sent'));
    const roomsStep = staff.getByTestId('review-step-rooms');
    await expect(roomsStep.getByTestId('changed-mark')).toBeVisible();
    await expect(roomsStep).toContainText('Doble con balcón y vistas');
    await expect(staff.getByTestId('review-step-basic').getByTestId('changed-mark')).toHaveCount(0);
    await expectAccessible(staff);
    await roomsStep.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: shot('review') });

    await staffContext.close();
    await ownerContext.close();
  });
}
