import type { AriRoomType, Language, Rate, RateContract } from '@hotel/domain';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { makeRate } from '../../../test/api-payloads.ts';
import { renderWithProviders } from '../../../test/render.tsx';

/** A rate of the rates API (shared with the other features' tests, test/api-payloads.ts). */
export { makeRate };

/** Test helpers for the rates screens: a rate, an in-memory rates API and a data router. */

afterEach(() => {
  localStorage.clear();
});

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** The room types of hotel 1 a rate can sell (GET …/room-types/1/1/). */
export const ROOM_TYPES: AriRoomType[] = [
  { id: 7, name: 'Doble estándar', isApartment: false, occupancy: 2 },
  { id: 8, name: 'Suite junior', isApartment: false, occupancy: 3 },
  { id: 9, name: 'Estudio', isApartment: true, occupancy: 1 },
];

/** An in-memory rates API for user 1 and hotel 1. */
export function fakeRatesApi(
  contracts: RateContract[],
  days: Record<string, number[]> = {},
  roomTypes: AriRoomType[] = ROOM_TYPES,
) {
  const calls: Call[] = [];
  let stored = { ...days };
  const json = (status: number, body?: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const calendar = /^\/api\/rates\/contracts\/calendar\/1\/1\/(\d+)\/$/.exec(url.pathname);
    if (calendar) {
      const year = Number(calendar[1]);
      if (method === 'PUT') {
        const next: Record<string, number[]> = {};
        const saved = body as { rates: { id: number; days: string[] }[] };
        const ids = new Set(saved.rates.map((rate) => rate.id));
        for (const [day, rateIds] of Object.entries(stored)) {
          const kept = rateIds.filter((id) => !ids.has(id));
          if (kept.length) next[day] = kept;
        }
        for (const rate of saved.rates)
          for (const day of rate.days) next[day] = [...(next[day] ?? []), rate.id];
        stored = next;
      }
      return json(200, { year, days: stored });
    }
    if (url.pathname === '/api/rates/contracts/room-types/1/1/' && method === 'GET')
      return json(200, roomTypes);
    if (url.pathname === '/api/rates/contracts/1/1/' && method === 'GET') return json(200, contracts);
    if (url.pathname === '/api/rates/contracts/1/1/' && method === 'POST') {
      const created = { id: 40, hotel: 1, name: (body as { name: string }).name, rates: [] };
      contracts.push(created);
      return json(201, created);
    }
    const rates = /^\/api\/rates\/contracts\/1\/1\/(\d+)\/rates\/$/.exec(url.pathname);
    const one = /^\/api\/rates\/contracts\/1\/1\/(\d+)\/rates\/(\d+)\/$/.exec(url.pathname);
    if (one && method === 'DELETE') {
      const contract = contracts.find((c) => c.id === Number(one[1]));
      const before = contract?.rates.length ?? 0;
      if (contract) contract.rates = contract.rates.filter((rate) => rate.id !== Number(one[2]));
      return contract && contract.rates.length < before ? json(204) : json(404, { detail: 'No encontrado' });
    }
    if (rates && method === 'POST') {
      const contract = contracts.find((c) => c.id === Number(rates[1]));
      if (!contract) return json(404, { detail: 'No encontrado' });
      // The rate as the server answers it (the screens read nothing of it but that it was created).
      const { name, kind } = body as Pick<Rate, 'name' | 'kind'>;
      return json(201, makeRate({ id: 99, contract: contract.id, name, kind }));
    }
    return json(404, { detail: 'No encontrado' });
  });
  return { calls };
}

/** Renders a screen at `path` in a data router (useBlocker needs one), with a page to leave to. */
export async function renderAt(path: string, screen: ReactNode, language?: Language) {
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element: screen },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithProviders(<RouterProvider router={router} />, { path: false, language });
  return { router };
}
