import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/i18n/locales/es/*.json',
  { eager: true },
);
const catalogue = Object.fromEntries(
  Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1, -5), file.default]),
);

export async function initSpanish() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: catalogue } },
      interpolation: { escapeValue: false },
    });
  }
}

export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <ModalsProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>{ui}</MemoryRouter>
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch with answers chosen per call: `answer(method, path, body)` → [status, body]. */
export function fakeFetch(answer: (call: FakeCall) => [number, unknown]) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: String(url),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const [status, body] = answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
