import type { Language } from '@hotel/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { rateBody } from '../../server/src/test/fixtures.ts';
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
 * Issue 19 item 6: every screen usable on a phone. Each screen is opened at 360 px (the narrowest
 * common Android width) in Spanish and English: the page must not scroll sideways, no text may be
 * cut by its box, and axe finds nothing serious. MOBILE_WIDTHS=360,390 and E2E_SHOTS_DIR add widths
 * and keep screenshots (to look at them).
 */
const WIDTHS = (process.env.MOBILE_WIDTHS ?? '360').split(',').map(Number);
const SHOTS = process.env.E2E_SHOTS_DIR;

/** What sticks out: the page's own width, and any element whose text is cut by its box. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      // The map draws its own tiles and attribution; a labelled region scrolls on purpose.
      if (element.closest('.leaflet-container, [data-scroll-region]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = (element.innerText ?? '').trim();
      if (!text) continue;
      const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip';
      // Mantine's visually-hidden texts (1 px boxes) are meant for screen readers only.
      if (element.clientWidth <= 1) continue;
      if (cuts && element.scrollWidth > element.clientWidth + 1) {
        clipped.push(`${element.tagName.toLowerCase()}.${element.className}: "${text.slice(0, 40)}"`);
      }
      const box = element.getBoundingClientRect();
      // Past the screen's edge, unless a box of the page scrolls it into view (a wide table's card).
      let scroller = element.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      if (!scroller && box.width > 0 && box.right > innerWidth + 1 && element.children.length === 0) {
        clipped.push(
          `off-screen ${element.tagName.toLowerCase()}: "${text.slice(0, 40)}" right=${box.right}`,
        );
      }
    }
    return { scrollWidth: doc.scrollWidth, innerWidth, clipped: [...new Set(clipped)].slice(0, 10) };
  });
}

async function check(page: Page, name: string, language: Language, width: number) {
  await page.setViewportSize({ width, height: 800 });
  // Bounded: in the full run of 2026-12-07 the photos step at 360 px never reached network idle
  // (every API answer had arrived; the open connection is still to be found), and the unbounded
  // wait took the whole test's time. The layout is measured on the complete page either way.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const measured = await overflow(page);
  expect
    .soft(measured.scrollWidth, `${name} scrolls sideways at ${width} px (${language})`)
    .toBeLessThanOrEqual(measured.innerWidth);
  expect.soft(measured.clipped, `${name}: text cut at ${width} px (${language})`).toEqual([]);
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/${name.replaceAll('/', '_')}-${language}-${width}.png`,
      fullPage: true,
    });
}

/** Opens a screen (in the journey's language) and checks it at every width; axe once. */
async function visit(page: Page, path: string, language: Language, ready?: (page: Page) => Promise<void>) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  // The screen itself, not a sign-in page it sent us to.
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  await expect(page.locator('main, [role="main"], form').first()).toBeVisible();
  await ready?.(page);
  for (const width of WIDTHS) await check(page, path, language, width);
  await expectAccessible(page);
}

/** A contract with one rate, through the API the rates screens call: the list then has a row. */
async function addRate(page: Page) {
  const { token, hotelId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_id') ?? '',
    hotelId: Number(localStorage.getItem('selected_hotel')),
  }));
  const headers = { authorization: `Token ${token}` };
  const user = await page.request.get('/api/auth/user/data/', { headers });
  const userId = ((await user.json()) as { id: number }[])[0]?.id;
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await page.request.post(base, { headers, data: { name: 'Contrato 2027' } });
  expect(contract.status(), await contract.text()).toBe(201);
  const contractId = ((await contract.json()) as { id: number }).id;
  const rate = await page.request.post(`${base}${contractId}/rates/`, {
    headers,
    data: rateBody(),
  });
  expect(rate.status(), await rate.text()).toBe(201);
}

/**
 * The people table is a card per person on a phone: an e-mail is whole on the screen, not cut at
 * the edge of a table that scrolls sideways inside its box.
 */
async function peopleAsCards(page: Page) {
  const email = page.getByTestId('people-table').locator('tbody tr').first().locator('td').nth(1);
  await expect(email).toContainText('@');
  const box = await email.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const inside = box !== null && box.x >= 0 && box.x + box.width <= width;
  expect(inside, `e-mail inside ${width} px: ${JSON.stringify(box)}`).toBe(true);
}

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0] ?? 360, height: 800 } });
  return { context, page: await context.newPage() };
}

for (const language of ['es', 'en'] as const) {
  test(`the owner's screens fit a phone (${language})`, async ({ browser }) => {
    // Twenty screens, each checked at every width and by axe: 240 s ran out at the photos step in
    // the full run of 2026-12-07 (the page itself was complete), so the budget is larger.
    test.setTimeout(480_000);
    const t = translator(language);
    const signedOut = await phone(browser);
    await visit(signedOut.page, '/auth/login', language);
    await visit(signedOut.page, '/auth/register', language);
    await signedOut.context.close();
    // The helpers sign up and in with the Spanish words; every screen after them is in `language`.
    const { context, page } = await phone(browser);
    const email = uniqueEmail(`mobile-${language}`);
    // Cities no other spec registers from: a catalogue hotel is created by its first user only.
    await register(page, email, language === 'es' ? 'almeria' : 'logrono');
    await login(page, email);
    await createPendingHotel(page);
    await visit(page, '/auth/facturation', language);
    // Issue 19 item 13: "Espa" then Enter in the country picks the first country that matches.
    const country = page.getByRole('combobox', { name: t('billing.fields.country') });
    await country.click();
    await country.pressSequentially(language === 'es' ? 'Espa' : 'Spa');
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue(language === 'es' ? 'España' : 'Spain');
    for (const path of ['/dash/home', '/dash/hotel', '/contacts', '/dash/profile']) {
      await visit(page, path, language);
    }
    for (const path of ['/basic', '/ubication', '/accesibility', '/services', '/activities']) {
      await visit(page, path, language);
    }
    await page.goto(`/rooms?lang=${language}`);
    await page.getByLabel(t('rooms.new_name')).fill('Doble estándar');
    await page.getByRole('button', { name: t('rooms.add'), exact: true }).click();
    await expect(page.getByRole('main').getByText('Doble estándar', { exact: true })).toBeVisible();
    await visit(page, '/rooms', language);
    await page.getByRole('button', { name: t('wizard.save_next') }).click();
    await expect(page).toHaveURL(/\/room\/\d+$/);
    await visit(page, new URL(page.url()).pathname, language);
    for (const path of ['/photos', '/videos', '/opinions']) await visit(page, path, language);
    await addRate(page);
    for (const path of ['/dash/rates', '/dash/rates/calendar', '/dash/rates/new']) {
      await visit(page, path, language);
    }
    await context.close();
  });

  test(`the staff screens fit a phone (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await phone(browser);
    await staffSignIn(page, language);
    // Signed in once the app has moved on (it keeps the session first): to the back office.
    await expect(page).not.toHaveURL(/\/auth\/login/);
    for (const path of [
      '/staff',
      '/staff/claims',
      '/staff/contracts',
      '/staff/users',
      '/staff/integrations',
    ]) {
      await visit(page, path, language, path === '/staff/users' ? peopleAsCards : undefined);
    }
    await context.close();
  });
}
