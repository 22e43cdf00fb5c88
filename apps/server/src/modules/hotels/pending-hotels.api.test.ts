import type { HotelSummary, PendingHotelResult, User } from '@hotel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChoice, createTestApp, json, signUp, type TestApp, verifyHotel } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createPending = (headers: Record<string, string>, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/hotel/pending/',
    headers: { ...headers, 'accept-language': language },
  });

async function me(headers: Record<string, string>, userId: number) {
  return json<User>(await t.app.inject({ method: 'GET', url: `/api/auth/user/data/${userId}/`, headers }));
}

async function hotelsOf(headers: Record<string, string>) {
  return json<HotelSummary[]>(await t.app.inject({ method: 'GET', url: '/api/hotel/', headers }));
}

describe('onboarding in one step (issue 19): POST /api/hotel/pending/', () => {
  it('creates every catalogue hotel chosen at registration, says why one is refused, and lists them with where to resume', async () => {
    const [first, second] = [await catalogueChoice(t.app), await catalogueChoice(t.app)];
    const forged = { name: 'Hotel Inventado', raw_code: '999999', code: 'ES-NOT-IN-CATALOGUE' };
    const ana = await signUp(t.app, { hotels: [first, second, forged] });
    expect((await me(ana.headers, ana.userId)).hotels.map((hotel) => hotel.code)).toEqual([
      first.code,
      second.code,
      forged.code,
    ]);
    expect(await hotelsOf(ana.headers)).toEqual([]);

    const answer = await createPending(ana.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const results = json<PendingHotelResult[]>(answer);
    expect(results).toEqual([
      { code: first.code, name: first.name, outcome: 'created', hotel: expect.any(Number), message: null },
      { code: second.code, name: second.name, outcome: 'created', hotel: expect.any(Number), message: null },
      {
        code: forged.code,
        name: forged.name,
        outcome: 'refused',
        hotel: null,
        message: 'Este hotel no está en nuestro catálogo. Elíjalo de la lista de sugerencias.',
      },
    ]);

    // The home lists both, each with where its wizard resumes; the refused one stays pending.
    const hotels = await hotelsOf(ana.headers);
    expect(hotels.map((hotel) => [hotel.id, hotel.name])).toEqual(
      results.slice(0, 2).map((result) => [result.hotel, result.name]),
    );
    for (const hotel of hotels) {
      expect(hotel).toMatchObject({
        contract_status: 'none',
        verified: false,
        resume: { step: 'basic', path: '/basic' },
      });
    }
    expect((await me(ana.headers, ana.userId)).hotels.map((hotel) => hotel.code)).toEqual([forged.code]);

    // Again: nothing is created twice; the refusal is in the caller's language.
    const again = json<PendingHotelResult[]>(await createPending(ana.headers, 'en'));
    expect(again).toEqual([
      {
        code: forged.code,
        name: forged.name,
        outcome: 'refused',
        hotel: null,
        message: expect.stringMatching(/catalogue/i),
      },
    ]);
    expect(await hotelsOf(ana.headers)).toHaveLength(2);
  });

  it("records a claim of someone else's unverified hotel, asks for a link for a verified one, and goes on with the others", async () => {
    const [held, claimed, free] = [
      await catalogueChoice(t.app),
      await catalogueChoice(t.app),
      await catalogueChoice(t.app),
    ];
    const owner = await signUp(t.app, { hotels: [held, claimed] });
    const [heldResult] = json<PendingHotelResult[]>(await createPending(owner.headers));
    await verifyHotel(t.app, heldResult?.hotel ?? 0, owner.userId);

    const bea = await signUp(t.app, { hotels: [held, claimed, free] });
    const results = json<PendingHotelResult[]>(await createPending(bea.headers));
    expect(results.map((result) => [result.code, result.outcome])).toEqual([
      [held.code, 'ask_for_link'],
      [claimed.code, 'claim_recorded'],
      [free.code, 'created'],
    ]);
    expect(results[1]?.message).toBe(
      'Hemos registrado su solicitud para gestionar este hotel. El grupo la revisará y le avisaremos por email.',
    );
    expect((await hotelsOf(bea.headers)).map((hotel) => hotel.name)).toEqual([free.name]);
    const claims = json<{ hotel: { code: string }; status: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/user/claims/', headers: bea.headers }),
    );
    expect(claims.filter((claim) => claim.status === 'pending').map((claim) => claim.hotel.code)).toEqual(
      expect.arrayContaining([claimed.code, free.code]),
    );
  });

  it('answers an empty list when nothing is pending, and 401 without a session', async () => {
    const choice = await catalogueChoice(t.app);
    const carla = await signUp(t.app, { hotels: [choice] });
    expect(json(await createPending(carla.headers))).toHaveLength(1);
    expect(json(await createPending(carla.headers))).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/hotel/pending/' })).statusCode).toBe(401);
  });
});
