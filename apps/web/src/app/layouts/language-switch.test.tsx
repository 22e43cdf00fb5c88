import type { User } from '@hotel/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserKeys } from '../../api/current-user.ts';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher.tsx';
import { rememberLanguage } from '../../features/auth/api/save-language.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { session } from '../../lib/session.ts';
import { makeUser } from '../../test/api-payloads.ts';
import { type ApiCall, fakeApi, testI18n } from '../../test/render.tsx';
import { AuthLayout } from './AuthLayout.tsx';

const TOKEN = 'token-of-the-test';
const USER = makeUser();

/** Signed in: a token and its user already in the app's cache, as the dashboard loads them. */
function signIn() {
  session.setToken(TOKEN);
  queryClient.setQueryData(currentUserKeys.user(TOKEN), USER);
}

/** The switcher as the dashboard's header uses it. */
async function renderSwitcher(signedIn: boolean) {
  const i18n = await testI18n();
  if (signedIn) signIn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <LanguageSwitcher onSwitched={rememberLanguage} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  return i18n;
}

const switchTo = (language: string) =>
  fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: language } });

const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

afterEach(async () => {
  session.clear();
  queryClient.clear();
  await changeLanguage('es');
});

describe('switching the interface language', () => {
  it('stores the language on a signed-in user, with one call', async () => {
    const calls = fakeApi((call) =>
      call.method === 'PATCH' ? { status: 200, body: { ...USER, language: 'en' } } : undefined,
    );
    const i18n = await renderSwitcher(true);
    switchTo('en');
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(i18n.language).toBe('en');
    expect(patches(calls)[0]).toEqual({
      method: 'PATCH',
      path: '/api/auth/user/data/9/',
      body: { language: 'en' },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<User>(currentUserKeys.user(TOKEN))?.language).toBe('en'),
    );
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when signed out', async () => {
    const calls = fakeApi(() => undefined);
    const i18n = await renderSwitcher(false);
    switchTo('fr');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    // A moment for a call that should not come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('ignores a failure: the switch stands and the session stays', async () => {
    const calls = fakeApi(() => ({ status: 401, body: { detail: 'Sesión caducada' } }));
    const i18n = await renderSwitcher(true);
    switchTo('it');
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(i18n.language).toBe('it');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.token()).toBe(TOKEN);
  });

  it('stores it from the auth pages too (second factor, billing), where the query provider is absent', async () => {
    const calls = fakeApi((call) =>
      call.method === 'PATCH' ? { status: 200, body: { ...USER, language: 'pt' } } : undefined,
    );
    const i18n = await testI18n();
    signIn();
    const router = createMemoryRouter(
      [
        {
          path: '/auth',
          element: <AuthLayout />,
          children: [{ path: 'facturation', element: <p>billing</p> }],
        },
      ],
      { initialEntries: ['/auth/facturation'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>,
    );
    switchTo('pt');
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ language: 'pt' });
  });
});
