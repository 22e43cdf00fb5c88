import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n.ts';
import { loadTexts } from './lazy-texts.ts';

// A file of its own: i18next is one instance per test file, and here it must start uninitialised.
describe('texts of the first screen', () => {
  it('asked for before i18next is initialised (a page opened at a back-office address), they are added once it is', async () => {
    // app/start.tsx creates the router, and so starts the first screen's route, before initI18n.
    expect(i18next.isInitialized).toBeFalsy();
    const texts = loadTexts(['staff']);
    await initI18n('en');
    await texts;
    expect(i18next.t('staff.home.title')).toBe('Back office');
  });
});
