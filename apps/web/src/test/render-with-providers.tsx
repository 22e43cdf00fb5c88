import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';

/**
 * Component tests outside a feature's own helpers: the app's providers, the Spanish catalogue and
 * a fake API (fetch replaced; every call recorded).
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/i18n/locales/es/*.json',
  {
    eager: true,
  },
);
const catalogue = Object.fromEntries(
  Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1, -5), file.default]),
);

export async function spanish() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: catalogue } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage('es');
  return i18next;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch: each request goes to `handler` (404 when it answers nothing); answers the calls made. */
export function fakeApi(handler: (call: ApiCall) => { status: number; body?: unknown } | undefined) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { detail: 'No encontrado' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export async function renderWithProviders(ui: ReactNode) {
  const i18n = await spanish();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ModalsProvider>
            <Notifications />
            {ui}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
