import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  dropPhotos,
  expectAccessible,
  fillEarlierSteps,
  leaveBillingForLater,
  newestMailTo,
  PASSWORD,
  pickHotel,
  sendContractFromStep,
  staffSignIn,
  type Translate,
  translator,
  uniqueEmail,
} from './helpers.ts';
import { readSeed } from './support/seed-file.ts';

/**
 * Issue 16, tried as a new user would, once per language (decision 027): an owner registers and
 * completes a hotel but cannot send its contract until staff verify the claim; the seed's staff
 * member, in a browser of their own (second factor on), verifies it from the back office; the owner
 * sends; staff return it with a reason on Photos; the owner reads the reason on that step, adds a
 * photo and sends again; staff approve and the owner's rooms are locked. Last, staff create a
 * sign-in link of another catalogue hotel for another user, who signs in with it and has the
 * hotel, already verified. axe runs on every back-office screen and on the returned step.
 */

/**
 * Catalogue queries no other spec registers with (a catalogue hotel is created by one user only):
 * the owner's hotel, the other user's registration and the hotel of the staff link. `city` is the
 * city the owner gives on the location step, the queue's filter.
 */
const PLACES = {
  es: {
    owner: 'santander',
    city: 'Santander',
    postalCode: '39001',
    other: 'girona',
    linked: 'badajoz',
    reason: 'Faltan fotos de las habitaciones: suba al menos una del dormitorio.',
  },
  en: {
    owner: 'tarragon',
    city: 'Tarragona',
    postalCode: '43001',
    other: 'lleida',
    linked: 'huelva',
    reason: 'The bedrooms have no photos: please add at least one of a bedroom.',
  },
} as const;

type Language = keyof typeof PLACES;

/** Screenshots of the run, to be looked at by a person (not kept by the test runner). */
const SHOTS_DIR = '/tmp/e2e16-shots';

class Run {
  readonly t: Translate;

  constructor(readonly language: Language) {
    this.t = translator(language);
  }

  /** The screen's screenshot, then axe on it (a screen that fails axe is there to be looked at). */
  async screen(page: Page, name: string) {
    await page.screenshot({ path: `${SHOTS_DIR}/${this.language}-${name}.png`, fullPage: true });
    await expectAccessible(page);
  }
}

/** Registers through the form in the run's language with the first hotel the query suggests. */
async function register(page: Page, run: Run, email: string, name: string, hotelQuery: string) {
  const { t } = run;
  await page.goto(`/auth/register?lang=${run.language}`);
  await page.getByLabel(t('auth.fields.name')).fill(name);
  await page.getByLabel(t('auth.fields.email')).fill(email);
  await page.getByLabel(t('auth.fields.phone')).fill('+34 600123456');
  await page.getByRole('textbox', { name: t('auth.fields.password'), exact: true }).fill(PASSWORD);
  const hotel = await pickHotel(page, t('auth.register.hotels'), hotelQuery);
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/registered$/);
  return hotel;
}

/** Fills the login form on the page it is on and sends it; answers the login's response. */
async function submitLogin(page: Page, run: Run, email: string, password = PASSWORD) {
  const { t } = run;
  await page.getByLabel(t('auth.fields.email')).fill(email);
  await page.getByRole('textbox', { name: t('auth.fields.password'), exact: true }).fill(password);
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  return answer;
}

/** A back-office entry of the staff sidebar. */
function staffNav(page: Page, run: Run, key: 'home' | 'claims' | 'contracts' | 'users') {
  return page
    .getByRole('navigation', { name: run.t('nav.staff.section') })
    .getByRole('link', { name: run.t(`nav.staff.${key}`), exact: true });
}

/** Answers "Sí"/"Yes" to the product's confirmation, checking its question. */
async function confirmYes(page: Page, run: Run, question: string) {
  const dialog = page.getByRole('dialog', { name: run.t('common.attention') });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: run.t('common.yes'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The review queue filtered by the owner's city, as staff narrow it; answers the hotel's row. */
async function openQueueAt(page: Page, run: Run, city: string, hotel: string) {
  const { t } = run;
  await staffNav(page, run, 'contracts').click();
  await expect(page).toHaveURL(/\/staff\/contracts$/);
  await expect(page.getByRole('heading', { name: t('staff.queue.title'), level: 1 })).toBeVisible();
  const filters = page.getByTestId('queue-filters');
  await filters.getByRole('textbox', { name: t('staff.queue.city') }).fill(city);
  await filters.getByRole('button', { name: t('staff.queue.apply'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]city=/);
  return page.getByTestId('queue-table').getByRole('row').filter({ hasText: hotel });
}

/** The owner saves the Opinions step and sends the contract from the contract step (decision 030). */
async function sendContract(page: Page, run: Run, hotel: string) {
  const { t } = run;
  await page.goto('/opinions');
  await expect(page.getByTestId('unverified-notice')).toBeHidden();
  await page.getByRole('button', { name: t('wizard.save_next') }).click();
  await sendContractFromStep(page, t, [hotel]);
}

async function ownerCompletesHotel(browser: Browser, run: Run) {
  const { t } = run;
  const place = PLACES[run.language];
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(`back-office-${run.language}`);
  const hotel = await register(page, run, email, 'Lucía Fernández', place.owner);
  await page.getByRole('link', { name: t('auth.registered.to_login') }).click();
  await submitLogin(page, run, email);
  await leaveBillingForLater(page, run.t);
  const pending = page.getByTestId('pending-hotels');
  await expect(pending).toContainText(hotel);
  await pending.getByRole('button', { name: t('hotels.create') }).click();
  await expect(page).toHaveURL(/\/basic$/);
  const hotelId = Number(await page.evaluate(() => localStorage.getItem('selected_hotel')));
  const token = await page.evaluate(() => localStorage.getItem('auth_id'));
  // The steps before Photos belong to journey.spec; here they are saved as their screens save them.
  await fillEarlierSteps(
    page,
    hotelId,
    { authorization: `Token ${token}` },
    {
      address: 'Calle de la Marina 4',
      postalCode: place.postalCode,
      city: place.city,
      room: 'Doble con balcón',
    },
  );

  // Photos: one, dropped on the zone; then the videos step as it is, and the opinions.
  await page.goto('/photos');
  await dropPhotos(page, ['fachada.jpg']);
  await expect(page.getByTestId('photo-card')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: t('wizard.save_next') }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await page.getByRole('button', { name: t('wizard.save_next') }).click();
  await expect(page).toHaveURL(/\/opinions$/);
  await page
    .getByRole('textbox', { name: t('opinions.areas.hotel.label') })
    .fill('Un hotel junto al puerto, con desayunos caseros y vistas a la bahía.');

  // Nobody verified the claim yet: the notice says so; the contract step lists the hotel with that
  // reason and offers nothing to send.
  const notice = page.getByTestId('unverified-notice');
  await expect(notice).toContainText(t('contract.unverified.title'));
  await expect(notice).toContainText(t('contract.unverified.text'));
  await page.getByRole('button', { name: t('wizard.save_next') }).click();
  await expect(page).toHaveURL(/\/dash\/contract$/);
  await expect(page.getByTestId(`contract-pending-${hotelId}`)).toContainText(t('contract.step.unverified'));
  await expect(page.getByTestId('contract-ready')).toContainText(t('contract.step.ready_empty'));
  await expect(page.getByRole('button', { name: t('contract.step.action') })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS_DIR}/${run.language}-owner-unverified.png`, fullPage: true });
  return { context, page, email, hotel };
}

test.use({ actionTimeout: 20_000 });

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

for (const language of ['es', 'en'] as const) {
  test(`${language}: staff verify a claim, return a contract with a reason on Photos, approve it, and give another user a hotel by a sign-in link`, async ({
    browser,
  }) => {
    // About a minute on a quiet machine; shared, loaded cores need more.
    test.setTimeout(300_000);
    const seed = readSeed();
    const run = new Run(language);
    const { t } = run;
    const place = PLACES[language];

    // 1 The owner completes a hotel and cannot send it yet.
    const owner = await ownerCompletesHotel(browser, run);

    // 2 Staff, in a browser of their own, verify the claim from the back office.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staffSignIn(staff, language, seed);
    // Staff land on their own home, the back office, never on billing data (issue 34 item 15).
    await expect(staff).toHaveURL(/\/staff$/);
    await staffNav(staff, run, 'home').click();
    await expect(staff).toHaveURL(/\/staff$/);
    await expect(staff.getByRole('heading', { name: t('staff.home.title'), level: 1 })).toBeVisible();
    await expect(staff.getByTestId('queue-claims')).toBeVisible();
    await run.screen(staff, 'home');

    await staffNav(staff, run, 'claims').click();
    await expect(staff).toHaveURL(/\/staff\/claims$/);
    await expect(staff.getByTestId('claims-count')).toBeVisible();
    // Oldest first: a run of the whole suite leaves other claims before this one.
    const last = staff.getByRole('button', { name: t('staff.pager.last') });
    if (await last.isVisible()) await last.click();
    const claim = staff.getByTestId('claim').filter({ hasText: owner.email });
    await expect(claim).toContainText(owner.hotel);
    await expect(claim).toContainText(t('staff.claim_status.pending'));
    await run.screen(staff, 'claims');
    await claim
      .getByRole('button', {
        name: t('staff.claims.verify_label', { name: 'Lucía Fernández', hotel: owner.hotel }),
      })
      .click();
    await confirmYes(
      staff,
      run,
      t('staff.claims.verify_confirm', { name: 'Lucía Fernández', hotel: owner.hotel }),
    );
    await expect(
      staff.getByText(t('staff.claims.verified', { name: 'Lucía Fernández', hotel: owner.hotel })),
    ).toBeVisible();
    await expect(claim).toHaveCount(0);

    // 3 The owner sends the contract.
    await sendContract(owner.page, run, owner.hotel);

    // 4 Staff find it in the review queue and return it with a reason on Photos.
    const row = await openQueueAt(staff, run, place.city, owner.hotel);
    await expect(row).toBeVisible();
    await run.screen(staff, 'contracts');
    await row.getByRole('link', { name: owner.hotel }).click();
    await expect(staff).toHaveURL(/\/staff\/contracts\/\d+$/);
    await expect(staff.getByRole('heading', { name: owner.hotel, level: 1 })).toBeVisible();
    await expect(staff.getByTestId('review-status')).toHaveText(t('contract.status.sent'));
    await run.screen(staff, 'review');
    const decision = staff.getByTestId('review-decision');
    await decision.getByRole('button', { name: t('staff.review.return_action') }).click();
    const form = staff.getByTestId('return-form');
    await form.getByRole('checkbox', { name: t('nav.photos'), exact: true }).check();
    await form
      .getByRole('textbox', { name: t('staff.review.return.reason', { step: t('nav.photos') }) })
      .fill(place.reason);
    await run.screen(staff, 'review-return');
    await form.getByRole('button', { name: t('staff.review.return.submit') }).click();
    await expect(staff.getByText(t('staff.review.returned', { hotel: owner.hotel }))).toBeVisible();
    // Back in the queue it came from: no longer to review, it waits for the owner among the returned.
    await expect(staff).toHaveURL(/\/staff\/contracts\?.*city=/);
    await expect(row).toHaveCount(0);
    await staff.getByRole('tab', { name: new RegExp(`^${t('staff.queue.tabs.returned')}`) }).click();
    await expect(row).toBeVisible();
    await run.screen(staff, 'contracts-returned');

    // 5 The owner reads the reason on Photos (and by e-mail), sees the step marked, adds a photo
    // and sends again.
    expect(await newestMailTo(owner.email)).toContain(place.reason);
    await owner.page.goto('/photos');
    const alert = owner.page.getByTestId('returned-alert');
    await expect(alert).toContainText(t('wizard.returned.reason', { reason: place.reason }));
    await expect(alert).toContainText(t('wizard.returned.hint'));
    // The step's accessible name ends with its state (decision 031): returned by staff. The
    // stepper is one line of steps when its labels fit the width, else a menu (decision 031): in
    // a menu, the step is a link in the opened list.
    const returnedStep = new RegExp(`${t('nav.photos')} \\(${t('progress.state.returned')}\\)$`);
    const compactSteps = owner.page.getByTestId('wizard-steps-compact');
    if (await compactSteps.isVisible()) {
      await compactSteps.getByTestId('wizard-steps-toggle').click();
      await expect(compactSteps.getByRole('link', { name: returnedStep })).toBeVisible();
      await compactSteps.getByTestId('wizard-steps-toggle').click();
    } else {
      await expect(owner.page.getByRole('button', { name: returnedStep })).toBeVisible();
      await expect(owner.page.getByTestId('returned-marker')).toHaveCount(1);
    }
    await expect(owner.page.getByTestId('photo-card')).toHaveCount(1);
    await run.screen(owner.page, 'owner-returned-photos');
    await dropPhotos(owner.page, ['dormitorio.jpg']);
    await expect(owner.page.getByTestId('photo-card')).toHaveCount(2, { timeout: 30_000 });
    await sendContract(owner.page, run, owner.hotel);

    // 6 Staff approve it; the owner's rooms stay open to a change request (decision 062).
    await staff.reload();
    await staff.getByRole('tab', { name: new RegExp(`^${t('staff.queue.tabs.sent')}`) }).click();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: owner.hotel }).click();
    await expect(staff.getByTestId('review-status')).toHaveText(t('contract.status.sent'));
    await staff
      .getByTestId('review-decision')
      .getByRole('button', { name: t('staff.review.approve'), exact: true })
      .click();
    await confirmYes(staff, run, t('staff.review.approve_confirm', { hotel: owner.hotel }));
    await expect(staff.getByText(t('staff.review.approved', { hotel: owner.hotel }))).toBeVisible();
    await expect(staff).toHaveURL(/\/staff\/contracts\?/);
    await expect(row).toHaveCount(0);
    await owner.page.goto('/rooms');
    await expect(owner.page.getByTestId('rooms-change-approved')).toContainText(
      t('rooms.change.approved_title'),
    );
    await owner.context.close();

    // 7 Another user registers; staff give them a hotel of the catalogue with a sign-in link.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const otherEmail = uniqueEmail(`back-office-link-${language}`);
    await register(other, run, otherEmail, 'Marta Gil', place.other);

    await staffNav(staff, run, 'users').click();
    await expect(staff).toHaveURL(/\/staff\/users$/);
    await staff.getByRole('searchbox', { name: t('staff.people.search') }).fill(otherEmail);
    const person = staff.getByTestId('people-table').getByRole('link', { name: 'Marta Gil' });
    await expect(staff.getByTestId('people-count')).toHaveText(
      t('staff.people.count_found_one', { count: 1 }),
    );
    await run.screen(staff, 'users');
    await person.click();
    await expect(staff).toHaveURL(/\/staff\/users\/\d+$/);
    await expect(staff.getByRole('heading', { name: 'Marta Gil', level: 1 })).toBeVisible();
    await run.screen(staff, 'user');
    const linkForm = staff.getByTestId('link-form');
    const linked = await pickHotel(staff, t('staff.link.hotel'), place.linked);
    await linkForm.getByRole('textbox', { name: t('staff.link.email') }).fill(otherEmail);
    await linkForm.getByRole('button', { name: t('staff.link.create') }).click();
    const link = staff.getByTestId('link');
    await expect(link).toContainText(t('staff.link.created', { name: linked }));
    await expect(staff.getByTestId('link-emailed')).toHaveText(
      t('staff.link.emailed', { email: otherEmail }),
    );
    const url = await staff.getByTestId('link-url').inputValue();
    expect(url).toMatch(/\/auth\/login\/[^/]+$/);
    await run.screen(staff, 'user-link');
    // The e-mail carries the same link.
    expect(await newestMailTo(otherEmail)).toContain(url);
    await staffContext.close();

    // The other user signs in with the link: the hotel is theirs, already verified.
    await other.goto(`${new URL(url).pathname}?lang=${language}`);
    const answer = await submitLogin(other, run, otherEmail);
    expect(answer.status()).toBe(200);
    await leaveBillingForLater(other, run.t);
    const otherPending = other.getByTestId('pending-hotels');
    await expect(otherPending).toContainText(linked);
    await otherPending
      .locator('div')
      .filter({ hasText: linked })
      .getByRole('button', { name: t('hotels.create') })
      .click();
    await expect(other).toHaveURL(/\/basic$/);
    await other.goto('/dash/hotel');
    const created = other.getByTestId('hotel-table').getByRole('row').filter({ hasText: linked });
    await expect(created).toBeVisible();
    await expect(created.getByTestId('hotel-unverified')).toHaveCount(0);
    await otherContext.close();
  });
}
