import { expect, type Page, test } from '@playwright/test';
import { createPendingHotel, expectAccessible, login, register, uniqueEmail } from './helpers.ts';

/**
 * Issue 19 items 2 and 6: honest progress (decision 031) and the stepper's layout. A new hotel
 * starts at 0 % and moves by the published weights as steps are saved; at 1366 px the steps stay
 * on one line; at 390 and 360 px the stepper is the current step and a menu of the others.
 * PROGRESS_SHOTS_DIR keeps the screenshots (es and en at each width) to look at them.
 */
const SHOTS = process.env.PROGRESS_SHOTS_DIR ?? 'test-results/e2e/screens';

const percent = (page: Page) => page.getByTestId('wizard-percent');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The tops of the steps' icons: one value when the stepper holds on one line. */
async function stepRows(page: Page) {
  const tops = await page
    .getByTestId('wizard-stepper')
    .locator('[data-testid^="step-"] .mantine-Stepper-stepIcon')
    .evaluateAll((steps) => steps.map((step) => Math.round(step.getBoundingClientRect().top)));
  return new Set(tops).size;
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('progress starts low, moves as steps are saved; the stepper fits 1366, 390 and 360 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('progress');
  // A query of its own: permissions.spec registers with 'valladol' first.
  await register(page, email, 'soria');
  await login(page, email);
  await createPendingHotel(page);

  // A brand-new hotel: nothing reviewed, no ticks on the always-valid steps.
  await expect(percent(page)).toHaveText('0%');
  await expect(page.getByTestId('step-services')).toHaveAttribute('data-state', 'not_reviewed');
  await expect(page.getByTestId('step-ubication')).toHaveAttribute('data-state', 'invalid');

  // Saving Accessibility counts its weight (5); Services then (10).
  await page.goto('/accesibility');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(percent(page)).toHaveText('5%');
  await expect(page.getByTestId('step-accesibility')).toHaveAttribute('data-state', 'complete');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(percent(page)).toHaveText('15%');

  // The home page explains the weights, and lists the same progress.
  await page.goto('/dash/home');
  await expect(page.getByTestId('progress-help')).toContainText('Cómo se calcula el progreso');
  await page.getByTestId('progress-help').getByText('Peso de cada paso').click();
  await expect(page.getByTestId('progress-help')).toContainText('Fotos: 20 %');
  await expectAccessible(page);
  await shot(page, 'progress-home-es');

  for (const language of ['es', 'en'] as const) {
    // Desktop: one line of steps, nothing cut.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/services?lang=${language}`);
    await expect(page.getByTestId('wizard-stepper')).toBeVisible();
    await expect(page.getByTestId('wizard-stepper').locator('.mantine-Stepper-stepIcon')).toHaveCount(9);
    expect(await stepRows(page)).toBe(1);
    // Nothing cut: the last step ends inside the stepper's box.
    const [box, last] = await Promise.all([
      page.getByTestId('wizard-stepper').boundingBox(),
      page.getByTestId('step-opinions').boundingBox(),
    ]);
    expect(last && box && last.x + last.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    await noSidewaysScroll(page);
    await shot(page, `stepper-1366-${language}`);

    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/services?lang=${language}`);
      const toggle = page.getByTestId('wizard-steps-toggle');
      await expect(toggle).toBeVisible();
      await expect(page.getByTestId('wizard-stepper')).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText(
        language === 'es' ? 'Paso 4 de 9: Servicios' : 'Step 4 of 9: Services',
      );
      await noSidewaysScroll(page);
      await shot(page, `stepper-${width}-${language}-closed`);
      // Keyboard: Enter opens it with the focus on the current step, Escape closes it back.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const links = page.getByTestId('wizard-steps-compact').getByRole('link');
      await expect(links).toHaveCount(9);
      await expect(links.nth(3)).toBeFocused();
      await expect(links.nth(3)).toHaveAttribute('aria-current', 'step');
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, `stepper-${width}-${language}-open`);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    }
    // Following a step from the menu goes there and closes it.
    await page.getByTestId('wizard-steps-toggle').click();
    await page
      .getByTestId('wizard-steps-compact')
      .getByRole('link', { name: language === 'es' ? /^7 Fotos/ : /^7 Photos/ })
      .click();
    await expect(page).toHaveURL(/\/photos/);
    await expect(page.getByTestId('wizard-steps-toggle')).toHaveAttribute('aria-expanded', 'false');
  }
});
