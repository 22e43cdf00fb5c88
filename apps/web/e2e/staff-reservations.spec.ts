import { expect, type Page, test } from '@playwright/test';
import {
  createPendingHotel,
  expectAccessible,
  login,
  register,
  staffSignIn,
  translator,
  uniqueEmail,
} from './helpers.ts';

/**
 * The group's side of reservations (issue 32 item 6, decision 057): a hotel sells July at 100 a
 * night with two rooms allotted; the seed's staff member enters a phone booking for it on the back
 * office's Reservations screen, finds it in the list with the hotel's name, marked unconfirmed,
 * and sees the hotel's rooms left drop by one on the nights booked. In Spanish at 1366 px and in
 * English at 390 px, each screen also shot at the other width; axe on each.
 */

const year = new Date().getFullYear() + 1;
const WIDTHS = { 1366: { width: 1366, height: 900 }, 390: { width: 390, height: 844 } } as const;

/** The hotel user's hotel, with a room type, a rate selling it BB in July at 100, two rooms allotted. */
async function hotelSellingJuly(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const user = (await (await page.request.get('/api/auth/user/data/', { headers })).json()) as {
    id: number;
  }[];
  const userId = user[0]?.id ?? 0;
  const hotel = (await (await page.request.get(`/api/hotel/${hotelId}`, { headers })).json()) as {
    name: string;
  };
  const room = await (
    await page.request.post(`/api/hotel/${hotelId}/room/`, { headers, data: { name: 'Doble' } })
  ).json();
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await (await page.request.post(base, { headers, data: { name: 'Verano' } })).json();
  const rateAnswer = await page.request.post(`${base}${contract.id}/rates/`, {
    headers,
    data: {
      kind: 'rate',
      name: 'Verano BB',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      method: 'hotel',
      quotaType: 'allotment_release',
      releaseDays: 2,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 3,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'd2',
      roomTypes: [room.id],
      boards: ['BB'],
      period: { start: `${year}_07_01`, end: `${year}_07_31` },
      basePrices: [{ room: room.id, board: 'BB', price: { amounts: ['100'] } }],
    },
  });
  expect(rateAnswer.status(), await rateAnswer.text()).toBe(201);
  const rate = await rateAnswer.json();
  const allotted = await page.request.post(`/api/rates/contracts/ari/${userId}/${hotelId}/${rate.id}/`, {
    headers,
    data: { changes: [{ start: `${year}_07_01`, end: `${year}_07_31`, roomTypes: [room.id], allotment: 2 }] },
  });
  expect(allotted.status(), await allotted.text()).toBe(200);
  return { hotelId, hotelName: hotel.name, roomId: room.id as number };
}

for (const [language, width, other] of [
  ['es', 1366, 390],
  ['en', 390, 1366],
] as const) {
  test(`${language} at ${width} px: staff enter a phone booking and see it listed, unconfirmed, with rooms left`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const t = translator(language);
    const email = uniqueEmail(`staff-reservations-${language}`);
    // Catalogue queries no other spec registers with (a catalogue hotel is created by one user only).
    await register(page, email, language === 'es' ? 'tenerif' : 'torrevi');
    await login(page, email);
    await createPendingHotel(page);
    const { hotelId, hotelName, roomId } = await hotelSellingJuly(page);

    const context = await browser.newContext({ viewport: WIDTHS[width] });
    const staff = await context.newPage();
    await staffSignIn(staff, language);
    await expect(staff).toHaveURL(/\/staff$/);
    await staff.goto(`/staff/reservations?lang=${language}`);
    await expect(
      staff.getByRole('heading', { level: 1, name: t('rates.reservations.staff.title') }),
    ).toBeVisible();

    // The phone booking: the hotel found by its id, then its own rate (room type and board follow).
    await staff.getByTestId('new-booking').click();
    const form = staff.getByTestId('phone-booking');
    const reference = await form.getByLabel(t('rates.reservations.staff.form.reference')).inputValue();
    expect(reference).toMatch(/^PH-\d{8}-[A-Z2-9]{6}$/);
    await form.getByLabel(t('rates.reservations.staff.form.hotel')).fill(String(hotelId));
    await form
      .getByRole('button', { name: t('rates.reservations.staff.hotel_choose_label', { name: hotelName }) })
      .click();
    await form.getByLabel(t('rates.reservations.staff.form.rate')).selectOption({ label: 'Verano BB' });
    await expect(form.getByLabel(t('rates.reservations.staff.form.room'))).toHaveValue(String(roomId));
    await expect(form.getByLabel(t('rates.reservations.staff.form.board'))).toHaveValue('BB');
    await form.getByLabel(t('rates.reservations.staff.form.arrival')).fill(`${year}-07-10`);
    await form.getByLabel(t('rates.reservations.staff.form.departure')).fill(`${year}-07-12`);
    await form.getByLabel(t('rates.reservations.staff.form.age_label', { number: 2 })).fill('8');
    await form.getByLabel(t('rates.reservations.staff.form.lead_name')).fill('Lucía Pardo');
    await form.getByLabel(t('rates.reservations.staff.form.email')).fill('lucia@example.com');
    await form.getByLabel(t('rates.reservations.staff.form.requests')).fill('Llega tarde, sobre las 23 h');
    await expectAccessible(staff);
    await staff.screenshot({ path: `test-results/e2e/screens/staff-booking-${width}-${language}.png` });
    await form.getByRole('button', { name: t('rates.reservations.staff.form.submit') }).click();
    await expect(form).toBeHidden();

    // In the list, found by its reference: the hotel named, marked unconfirmed (the hotel has not
    // given its number), not yet overdue (booked just now).
    await staff.getByLabel(t('rates.reservations.screen.filters.q')).fill(reference);
    await staff
      .getByRole('button', { name: t('rates.reservations.screen.filters.search'), exact: true })
      .click();
    const list = staff.getByTestId('reservation-list');
    const row = list.locator('li', { hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-unconfirmed', 'true');
    await expect(row).not.toHaveAttribute('data-overdue', 'true');
    await expect(row.getByTestId('unconfirmed')).toHaveText(t('rates.reservations.screen.unconfirmed'));
    await expect(row.getByTestId('reservation-hotel')).toHaveText(hotelName);
    await expect(row).toContainText('Lucía Pardo');

    // The hotel's rooms left from the arrival: one of two taken on the two nights booked.
    const panel = staff.getByTestId('rooms-left');
    await panel.getByLabel(t('rates.reservations.staff.rooms_left.from')).fill(`${year}-07-10`);
    const table = panel.getByTestId(`rooms-left-${hotelId}`);
    await expect(table.getByTestId(`left-${roomId}-${year}-07-10`)).toHaveText('1');
    await expect(table.getByTestId(`left-${roomId}-${year}-07-11`)).toHaveText('1');
    await expect(table.getByTestId(`left-${roomId}-${year}-07-12`)).toHaveText('2');

    // Overdue only: booked just now, it is not among them.
    await staff.getByTestId('overdue-only').click();
    await expect(staff.getByTestId('no-reservations')).toBeVisible();
    await staff.getByTestId('overdue-only').click();
    await expect(row).toHaveCount(1);

    await expectAccessible(staff);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      WIDTHS[width].width,
    );
    await staff.screenshot({
      path: `test-results/e2e/screens/staff-reservations-${width}-${language}.png`,
      fullPage: true,
    });
    await staff.setViewportSize(WIDTHS[other]);
    await expect(row).toBeVisible();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      WIDTHS[other].width,
    );
    await staff.screenshot({
      path: `test-results/e2e/screens/staff-reservations-${other}-${language}.png`,
      fullPage: true,
    });
    await context.close();
  });
}
