import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  createPendingHotel,
  expectAccessible,
  login,
  register,
  translator,
  uniqueEmail,
  unspentStaffCode,
} from './helpers.ts';
import { readSeed } from './support/seed-file.ts';

/**
 * Reservations (issue 32): a booking arrives through the API with a key, the hotel sees it marked
 * unconfirmed on its Reservations screen, opens it and confirms it with its own number (which the
 * group reads back); the group cancels at the penalty quoted and the screen shows it cancelled;
 * the grid's rooms left follow. In Spanish at 1366 px, in English at 390 px; axe on each screen.
 */

const year = new Date().getFullYear() + 1;

async function ownerSession(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const user = (await (await page.request.get('/api/auth/user/data/', { headers })).json()) as {
    id: number;
  }[];
  return { headers, userId: user[0]?.id ?? 0, hotelId };
}

/** A key with reservations:write and :read for `hotel`, made by the seed's staff member through the back office's API. */
async function reservationKey(request: APIRequestContext, hotel: number): Promise<Record<string, string>> {
  const seed = readSeed();
  const answer = await request.post('/api/auth/login/', {
    data: { email: seed.staff.email, password: seed.staff.password, token: await unspentStaffCode(seed) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const headers = { authorization: `Token ${(await answer.json()).auth_id}` };
  const created = await request.post('/api/staff/api-keys/', {
    headers,
    data: {
      name: `Reservas E2E ${Date.now()}`,
      scopes: ['reservations:write', 'reservations:read'],
      allHotels: false,
      hotels: [hotel],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = (await created.json()).token as string;
  await request.delete('/api/auth/logout/', { headers });
  return { authorization: `Bearer ${token}` };
}

for (const [language, width] of [
  ['es', 1366],
  ['en', 390],
] as const) {
  test(`${language} at ${width} px: a reservation arrives, the hotel confirms it, the group cancels it, rooms left follow`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const t = translator(language);
    const email = uniqueEmail(`reservations-${language}`);
    // Catalogue queries no other spec registers with (a catalogue hotel is created by one user only).
    await register(page, email, language === 'es' ? 'benidor' : 'marbel');
    await login(page, email);
    await createPendingHotel(page);
    const { headers, userId, hotelId } = await ownerSession(page);

    // The hotel's side of the set-up, through its own API: a room type, a rate selling it BB in
    // July at 100 a night (non-refundable), two rooms allotted.
    const room = await (
      await page.request.post(`/api/hotel/${hotelId}/room/`, { headers, data: { name: 'Doble' } })
    ).json();
    const base = `/api/rates/contracts/${userId}/${hotelId}/`;
    const contract = await (await page.request.post(base, { headers, data: { name: 'Verano' } })).json();
    const rateAnswer = await page.request.post(`${base}${contract.id}/rates/`, {
      headers,
      data: {
        kind: 'rate',
        name: 'Verano',
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
        expenditureCancellation: 'non_refundable',
        roomTypes: [room.id],
        boards: ['BB'],
        period: { start: `${year}_07_01`, end: `${year}_07_31` },
        basePrices: [{ room: room.id, board: 'BB', price: { amounts: ['100'] } }],
      },
    });
    expect(rateAnswer.status(), await rateAnswer.text()).toBe(201);
    const rate = await rateAnswer.json();
    const ari = `/api/rates/contracts/ari/${userId}/${hotelId}/${rate.id}/`;
    const allotted = await page.request.post(ari, {
      headers,
      data: {
        changes: [{ start: `${year}_07_01`, end: `${year}_07_31`, roomTypes: [room.id], allotment: 2 }],
      },
    });
    expect(allotted.status(), await allotted.text()).toBe(200);
    const bookedOn = async (day: number) => {
      const grid = await (await page.request.get(`${ari}${year}/`, { headers })).json();
      const index = Math.round((Date.UTC(year, 6, day) - Date.UTC(year, 0, 1)) / 86_400_000);
      return (grid.inventory.find((row: { room: number }) => row.room === room.id)?.booked?.[index] ??
        0) as number;
    };

    // 1 The group's booking engine sends a reservation with its key.
    const key = await reservationKey(request, hotelId);
    const reference = `GRP-E2E-${language}-${Date.now()}`;
    const sent = await request.post(`/api/distribution/hotels/${hotelId}/reservations`, {
      headers: key,
      data: {
        reference,
        leadGuest: { name: 'Lucía Martín', email: 'lucia@example.com', phone: '+34600111222' },
        specialRequests: 'Cuna',
        stays: [
          {
            roomTypeId: room.id,
            rateId: rate.id,
            board: 'BB',
            arrival: `${year}-07-10`,
            departure: `${year}-07-12`,
            guests: [{ age: 40 }, { age: 38 }],
            nightlyPrices: ['100.00', '100.00'],
            total: '200.00',
          },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const reservation = await sent.json();
    expect([await bookedOn(10), await bookedOn(11), await bookedOn(12)]).toEqual([1, 1, 0]);

    // 2 The hotel sees it on its Reservations screen, marked unconfirmed.
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`/dash/reservations?lang=${language}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('rates.reservations.screen.title') }),
    ).toBeVisible();
    const row = page.getByTestId(`reservation-${reservation.id}`);
    await expect(row).toContainText('Lucía Martín');
    await expect(row).toHaveAttribute('data-unconfirmed', 'true');
    await expect(row).toContainText(t('rates.reservations.screen.no_confirmation'));
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/e2e/screens/reservations-${language}-${width}-list.png`,
      fullPage: true,
    });

    // 3 It opens the reservation and confirms it with its own number.
    await row.getByRole('button', { name: t('rates.reservations.screen.open', { reference }) }).click();
    const detail = page.getByTestId('reservation-detail');
    await expect(detail).toContainText(reference);
    await expect(detail.getByTestId('terms')).toBeVisible();
    await page.screenshot({
      path: `test-results/e2e/screens/reservations-${language}-${width}-detail.png`,
      fullPage: true,
    });
    await detail
      .getByRole('textbox', { name: t('rates.reservations.screen.confirm.number') })
      .fill('HTL-4471');
    await detail.getByRole('button', { name: t('rates.reservations.screen.confirm.submit') }).click();
    await expect(detail.getByTestId('confirmation-number')).toContainText('HTL-4471');
    await page.keyboard.press('Escape');
    await expect(row).not.toHaveAttribute('data-unconfirmed', 'true');
    await expect(row).toContainText(
      t('rates.reservations.screen.confirmation_short', { number: 'HTL-4471' }),
    );

    // The group reads the hotel's number back.
    const read = await (
      await request.get(`/api/distribution/hotels/${hotelId}/reservations/${reference}`, { headers: key })
    ).json();
    expect(read.confirmationNumber).toBe('HTL-4471');

    // 4 Reception's rooming list of the arrival day: printed (only the list), and exported.
    await page.getByRole('tab', { name: t('rates.reservations.screen.tab_rooming') }).click();
    const rooming = page.getByTestId('rooming');
    const dayField = rooming.getByRole('textbox', { name: t('rates.reservations.screen.rooming.day') });
    await dayField.fill(`${year}-07-10`);
    await dayField.blur();
    await expect(rooming.getByTestId('rooming-table')).toContainText('Lucía Martín');
    await expect(rooming.getByTestId('rooming-table')).toContainText('HTL-4471');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await rooming.getByRole('button', { name: t('rates.reservations.screen.rooming.print') }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tab', { name: t('rates.reservations.screen.tab_list') })).toBeHidden();
    await expect(rooming.getByTestId('rooming-table')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    for (const [label, extension] of [
      ['rates.reservations.screen.rooming.csv', 'csv'],
      ['rates.reservations.screen.rooming.xlsx', 'xlsx'],
    ] as const) {
      const downloaded = page.waitForEvent('download');
      await rooming.getByRole('button', { name: t(label) }).click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe(`rooming-${year}-07-10.${extension}`);
      const saved = await file.path();
      const bytes = readFileSync(saved);
      if (extension === 'csv') expect(bytes.toString('utf8')).toContain('Lucía Martín');
      // An .xlsx is a zip: its local file header.
      else expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    }
    await page.screenshot({
      path: `test-results/e2e/screens/reservations-${language}-${width}-rooming.png`,
      fullPage: true,
    });

    // 5 The group moves the stay a night later (revision 2): the nights swap, the list says so.
    const modified = await request.put(`/api/distribution/hotels/${hotelId}/reservations/${reference}`, {
      headers: key,
      data: {
        reference,
        revision: 2,
        leadGuest: { name: 'Lucía Martín', email: 'lucia@example.com', phone: '+34600111222' },
        specialRequests: 'Cuna',
        stays: [
          {
            roomTypeId: room.id,
            rateId: rate.id,
            board: 'BB',
            arrival: `${year}-07-11`,
            departure: `${year}-07-13`,
            guests: [{ age: 40 }, { age: 38 }],
            nightlyPrices: ['100.00', '100.00'],
            total: '200.00',
          },
        ],
      },
    });
    expect(modified.status(), await modified.text()).toBe(200);
    expect([await bookedOn(10), await bookedOn(11), await bookedOn(12), await bookedOn(13)]).toEqual([
      0, 1, 1, 0,
    ]);
    await page.reload();
    await expect(row).toContainText(t('rates.reservations.screen.status.modified'));

    // 6 The group cancels at the penalty quoted (non-refundable: the whole stay); the rooms go back.
    const quote = await (
      await request.get(`/api/distribution/hotels/${hotelId}/reservations/${reference}/cancellation-quote`, {
        headers: key,
      })
    ).json();
    expect(quote.penalty).toBe('200.00');
    const cancelled = await request.post(
      `/api/distribution/hotels/${hotelId}/reservations/${reference}/cancel`,
      {
        headers: key,
        data: { penalty: quote.penalty },
      },
    );
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect([await bookedOn(11), await bookedOn(12)]).toEqual([0, 0]);
    await page.reload();
    await expect(row).toContainText(t('rates.reservations.screen.status.cancelled'));
    await row.getByRole('button', { name: t('rates.reservations.screen.open', { reference }) }).click();
    await expect(page.getByTestId('reservation-detail')).toContainText(/200[.,]00/);
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/e2e/screens/reservations-${language}-${width}-cancelled.png`,
      fullPage: true,
    });
  });
}
