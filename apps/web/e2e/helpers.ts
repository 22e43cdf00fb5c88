import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Language } from '@hotel/domain';
import { interpolate, lookup } from '@hotel/i18n';
import { readCatalogue } from '@hotel/i18n/node';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { totpAt } from '../../server/src/modules/security/index.ts';
import { readSeed, type SeedFile, STAFF_TOTP_STEP_FILE, TOTP_STEP_MS } from './support/seed-file.ts';

export const PASSWORD = 'Paella-valenciana-2026';

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** axe on the current screen: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // A notification or modal still fading in is text at a fraction of its contrast: axe would judge
  // a frame, not the screen. The journeys run with reduced motion (playwright.config.ts), so this
  // wait is short; it is kept for CSS animations that do not follow that preference.
  // Endless ones (a loader's spin) never settle and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Types into the hotel autocomplete and picks the first suggestion; answers its title. */
export async function pickHotel(page: Page, label: RegExp | string, text: string): Promise<string> {
  await page.getByRole('textbox', { name: label }).fill(text);
  // Within the autocomplete's own list: the language switcher's native options are options too.
  const option = page.getByRole('listbox', { name: label }).getByRole('option').first();
  await expect(option).toBeVisible();
  const title = (await option.locator('p, div').first().textContent())?.trim() ?? '';
  await option.click();
  return title;
}

/**
 * Registers with the first catalogue hotel the query suggests. Each test takes its own query (see
 * the other specs): two tests on one catalogue hotel race, and the later one is told it is taken.
 */
export async function register(page: Page, email: string, hotelQuery = 'madrid') {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre').fill('Lucía Fernández');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Teléfono').fill('+34 600123456');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  const hotel = await pickHotel(page, 'Sus hoteles', hotelQuery);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL(/\/auth\/registered$/);
  return hotel;
}

/** Fills and sends the login form; where the app goes next is the caller's to check. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Logs in. A user without billing data is taken to /auth/facturation first; like a manager in a
 * hurry, this leaves it for later ('Más tarde'), so a journey goes on from the hotel screen.
 */
export async function login(page: Page, email: string, password = PASSWORD) {
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/auth/login') && response.request().method() === 'POST',
  );
  await submitLogin(page, email, password);
  const response = await answer;
  const body = response.ok()
    ? ((await response.json()) as { user?: { has_facturation_data?: boolean } })
    : {};
  if (body.user?.has_facturation_data === false) {
    await expect(page).toHaveURL(/\/auth\/facturation$/);
    await page.getByRole('link', { name: 'Más tarde' }).click();
  }
}

/** Creates the first pending hotel from the hotel screen; the app moves to the basic step. */
export async function createPendingHotel(page: Page) {
  await page.goto('/dash/hotel');
  await page.getByTestId('pending-hotels').getByRole('button', { name: 'Dar de alta' }).first().click();
  await expect(page).toHaveURL(/\/basic$/);
}

/** Types a hotel's exact name into the autocomplete and picks the suggestion of that very name. */
export async function pickHotelNamed(page: Page, label: RegExp | string, name: string) {
  await page.getByRole('textbox', { name: label }).fill(name);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
}

/** Undoes quoted-printable, as a mail client reading the .eml would. */
export function decodeQuotedPrintable(text: string): string {
  const latin1 = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** The newest email the server wrote to an address (DATA_DIR/mail/*.eml), decoded. */
export async function newestMailTo(to: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const dir = join(dataDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(() => {
      let names: string[] = [];
      try {
        names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
      } catch {
        return undefined;
      }
      // File names start with their ISO time: the newest sorts last.
      found = names
        .sort()
        .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
        .filter((eml) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(eml))
        .at(-1);
      return found;
    })
    .toBeDefined();
  return found ?? '';
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A text of the catalogue the app ships; a missing one fails the test at once. */
export function translator(language: Language): Translate {
  const catalogue = readCatalogue(language);
  return (key, params) => {
    const text = lookup(catalogue, key);
    if (text === undefined) throw new Error(`no ${language} text for ${key}`);
    return interpolate(text, params);
  };
}

/**
 * The wizard steps before Photos belong to other journeys: a spec about a later step fills them
 * through the API, as their screens save them (basic data, location, one complete room type).
 */
export async function fillEarlierSteps(
  page: Page,
  hotelId: number,
  headers: Record<string, string>,
  place: { address: string; postalCode: string; city: string; room: string },
) {
  const patched = await page.request.patch(`/api/hotel/${hotelId}`, {
    headers,
    data: {
      htype: 1,
      check_in_start: '14:00',
      check_out_start: '12:00',
      languages: [1],
      content_language: 1,
      address: place.address,
      postal_code: place.postalCode,
      city: place.city,
      country: 'España',
    },
  });
  expect(patched.ok()).toBe(true);
  const attributes = await (await page.request.get('/api/hotel/room/attributes', { headers })).json();
  const beds: { id: number; room_allowed: boolean }[] = await (
    await page.request.get('/api/hotel/beddings', { headers })
  ).json();
  const room = await page.request.post(`/api/hotel/${hotelId}/room/`, {
    headers,
    data: {
      name: place.room,
      type: attributes.types[0].id,
      bath: attributes.bath[0].id,
      default_adults: 2,
      hotelroom_rooms: [
        { order: 0, hoteltypebeds: [{ rbed: beds.find((bed) => bed.room_allowed)?.id, quantity: 1 }] },
      ],
    },
  });
  expect(room.ok()).toBe(true);
}

/**
 * A code of the seed's staff member that no journey of this run has spent yet: when this step's
 * code is spent, the next step's, after waiting for it. A replayed code is a failed sign-in
 * (decision 021): a run's dozen staff sign-ins would reach the account's limit of failures and
 * answer 429, as CI saw. The seed spent the step it enrolled the factor in; it records it too.
 */
export async function unspentStaffCode(seed: SeedFile = readSeed()): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const file = `${dataDir}/${STAFF_TOTP_STEP_FILE}`;
  const spent = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -1;
  const nextFree = (spent + 1) * TOTP_STEP_MS;
  // Half a second into the step, so that the server's clock is in it too.
  if (Date.now() < nextFree + 500)
    await new Promise((resolve) => setTimeout(resolve, nextFree + 500 - Date.now()));
  const now = Date.now();
  writeFileSync(file, String(Math.floor(now / TOTP_STEP_MS)));
  return totpAt(seed.staff.totpSecret, now);
}

/**
 * The seed's staff member signs in through the login page, in `language`, with an unspent code
 * of their authenticator app. Where the app leads next is the caller's to follow.
 */
export async function staffSignIn(page: Page, language: Language, seed: SeedFile = readSeed()) {
  const t = translator(language);
  await page.goto(`/auth/login?lang=${language}`);
  await page.getByLabel(t('auth.fields.email')).fill(seed.staff.email);
  await page.getByRole('textbox', { name: t('auth.fields.password'), exact: true }).fill(seed.staff.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  const code = page.getByRole('textbox', { name: t('security.login.code') });
  await expect(code).toBeVisible();
  await code.fill(await unspentStaffCode(seed));
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
}

/** Without billing data the login leads there first; like a manager in a hurry, it is left for later. */
export async function leaveBillingForLater(page: Page, t: Translate) {
  await expect(page).toHaveURL(/\/auth\/facturation$/);
  await page.getByRole('link', { name: t('billing.later') }).click();
  await expect(page).toHaveURL(/\/dash\/hotel$/);
}

/**
 * The seed's staff member verifies, through the back office's API, every pending claim of the
 * user `email` (decision 027): a hotel's contract is sent only once staff verified who claims it.
 * The staff screens are other specs'; here the simplest honest path is the API they call, from a
 * browser context of the staff member's own (their session and device cookie stay there).
 */
export async function verifyClaimsAsStaff(browser: Browser, seed: SeedFile, email: string) {
  const context = await browser.newContext();
  try {
    await verifyWith(context.request, seed, email);
  } finally {
    await context.close();
  }
}

async function verifyWith(request: APIRequestContext, seed: SeedFile, email: string) {
  const login = await request.post('/api/auth/login/', {
    data: { email: seed.staff.email, password: seed.staff.password, token: await unspentStaffCode(seed) },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Token ${(await login.json()).auth_id}` };
  const listed = await request.get('/api/staff/claims/?status=pending&page_size=200', { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const claims: { id: number; claimant: { email: string } }[] = (await listed.json()).items;
  const own = claims.filter((claim) => claim.claimant.email === email);
  expect(own.length, `pending claims of ${email}`).toBeGreaterThan(0);
  for (const claim of own) {
    const verified = await request.post(`/api/staff/claims/${claim.id}/verify`, { headers });
    expect(verified.status(), await verified.text()).toBe(204);
  }
  await request.delete('/api/auth/logout/', { headers });
}

/**
 * Drops photos on the photo zone (data-testid photo-dropzone) as a browser does: JPEGs drawn on a
 * canvas, handed over in a DataTransfer.
 */
export async function dropPhotos(page: Page, names: string[]) {
  const dataTransfer = await page.evaluateHandle(async (fileNames) => {
    const transfer = new DataTransfer();
    for (const [index, name] of fileNames.entries()) {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = ['#1971c2', '#e8590c', '#2f9e44'][index % 3] as string;
      context.fillRect(0, 0, 1200, 800);
      for (let i = 0; i < 300; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 60% 40%)`;
        context.fillRect((i * 97) % 1200, (i * 53) % 800, 16, 16);
      }
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9),
      );
      transfer.items.add(new File([blob], name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, names);
  const zone = page.getByTestId('photo-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/**
 * The contract step (issue 19, decision 030), reached by saving Opinions: the `hotels` are listed
 * ready and ticked; "Enviar contrato" asks, naming them, and "Sí" shows them sent. axe runs on the
 * summary, on the confirmation and on the sent state.
 */
export async function sendContractFromStep(page: Page, t: Translate, hotels: string[]) {
  await expect(page).toHaveURL(/\/dash\/contract(\?|$)/);
  const ready = page.getByTestId('contract-ready');
  for (const hotel of hotels) await expect(ready.getByRole('checkbox', { name: hotel })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('contract.step.action') }).click();
  const dialog = page.getByRole('dialog', { name: t('common.attention') });
  await expect(dialog).toContainText(hotels.join(', '));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('common.yes'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const sent = page.getByTestId('contract-sent');
  await expect(sent).toContainText(t('contract.sent_message'));
  for (const hotel of hotels) await expect(sent).toContainText(hotel);
  await expectAccessible(page);
}

/**
 * Through the API, as the new-rate wizard saves it: a contract "Contrato verano" with a rate
 * `name` selling the room type BB from 1 to 31 July next year at 100 a night a room, free sale,
 * prices tax included, cancellation D-2 (the set-up of the journeys that price a stay).
 */
export async function julyRateThroughApi(
  page: Page,
  owner: { headers: Record<string, string>; userId: number; hotelId: number },
  roomId: number,
  name: string,
): Promise<{ base: string; contractId: number; rateId: number }> {
  const year = new Date().getFullYear() + 1;
  const base = `/api/rates/contracts/${owner.userId}/${owner.hotelId}/`;
  const contract = await page.request.post(base, {
    headers: owner.headers,
    data: { name: 'Contrato verano' },
  });
  expect(contract.status()).toBe(201);
  const contractId = ((await contract.json()) as { id: number }).id;
  const rate = await page.request.post(`${base}${contractId}/rates/`, {
    headers: owner.headers,
    data: {
      kind: 'rate',
      name,
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
      roomTypes: [roomId],
      boards: ['BB'],
      period: { start: `${year}_07_01`, end: `${year}_07_31` },
      basePrices: [{ room: roomId, board: 'BB', price: { amounts: ['100'] } }],
    },
  });
  expect(rate.status(), await rate.text()).toBe(201);
  return { base, contractId, rateId: ((await rate.json()) as { id: number }).id };
}
