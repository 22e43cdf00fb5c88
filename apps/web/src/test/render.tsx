import type { Language } from '@hotel/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

/**
 * The web tests' toolkit: the app's i18next with a whole catalogue, one render with the app's
 * providers, and a fake API (fetch replaced; every call recorded). A feature's own test helpers
 * build on these (its fixtures, an in-memory API of its own) instead of copying them.
 */

// Vitest runs without globals here, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every namespace of every language, loaded on demand: a test pays only for the languages it uses. */
const catalogueFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/i18n/locales/*/*.json',
);

async function catalogue(language: Language): Promise<Record<string, unknown>> {
  const folder = `/locales/${language}/`;
  const namespaces = await Promise.all(
    Object.entries(catalogueFiles)
      .filter(([path]) => path.includes(folder))
      .map(async ([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -5), (await load()).default]),
  );
  return Object.fromEntries(namespaces);
}

/**
 * The app's i18next instance (shared helpers such as translateMessage consult it, as in the app)
 * in `language`, with that language's whole catalogue, the server-only and lazy namespaces too.
 */
export async function testI18n(language: Language = 'es') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      resources: { [language]: { translation: await catalogue(language) } },
      interpolation: { escapeValue: false },
    });
  } else if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await catalogue(language));
  }
  await i18next.changeLanguage(language);
  return i18next;
}

export interface RenderOptions {
  /** The interface language (Spanish unless said). */
  language?: Language;
  /**
   * The address a MemoryRouter starts at ('/' unless said); `false` for a test that brings its
   * own router (a data router, for useBlocker).
   */
  path?: string | false;
  /** A client the test prepared (data already in its cache); a new one without retries otherwise. */
  queryClient?: QueryClient;
  /** Whether notifications show (as in the app); off for a test that finds its screen's own alert by role. */
  notifications?: boolean;
  /** Mantine's test environment: no transitions and no portals (a dropdown is there at once). */
  mantineEnv?: 'test';
}

/**
 * Renders `ui` as the app does: i18n, react-query (no retries: a failure shows at once), Mantine
 * with modals and notifications, and a router. Answers Testing Library's result with the i18next
 * instance and the query client.
 */
export async function renderWithProviders(
  ui: ReactNode,
  {
    language = 'es',
    path = '/',
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    notifications = true,
    mantineEnv,
  }: RenderOptions = {},
) {
  const i18n = await testI18n(language);
  const routed = path === false ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env={mantineEnv}>
          <ModalsProvider>
            {notifications && <Notifications />}
            {routed}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient };
}

/** A request the fake API saw: the method, the path and the JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type ApiAnswer = { status: number; body?: unknown };

export interface FakeApiOptions {
  /** Answers what the test's handler leaves unanswered (a feature's reference lists, say). */
  fallback?: (call: ApiCall) => ApiAnswer | undefined;
  /** The path as the app asked for it, query string included (for tests that read it there). */
  withQuery?: boolean;
}

/**
 * Replaces fetch: each request goes to `handler` (with its parsed URL), then to the fallback;
 * 404 when neither answers. Answers the calls made, in order.
 */
export function fakeApi(
  handler: (call: ApiCall, url: URL) => ApiAnswer | undefined,
  { fallback = () => undefined, withQuery = false }: FakeApiOptions = {},
) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: withQuery ? String(input) : url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call, url) ?? fallback(call) ?? { status: 404, body: { detail: 'No encontrado' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** fakeApi answering `[status, body]`, with the query string kept in the path. */
export function fakeFetch(answer: (call: ApiCall) => [status: number, body: unknown]) {
  return fakeApi(
    (call) => {
      const [status, body] = answer(call);
      return { status, body };
    },
    { withQuery: true },
  );
}
