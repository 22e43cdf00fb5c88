import type { Contract, DistributionContent, HotelSummary } from '@hotel/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChoice,
  createApiKey,
  createHotel,
  createTestApp,
  json,
  signUp,
  type TestApp,
  verifyHotel,
} from '../../test/app.ts';
import { completeWizard, makeStaff, type User } from '../../test/media.test-helpers.ts';

/**
 * Issue 34 item 14 (decision 062): an approved hotel changes its rooms as a change request. The
 * change sends the contract back to staff, distribution keeps the approved rooms until staff
 * approve it, and a return reaches the owner with its reason like any returned step.
 */
let t: TestApp;
let staff: User;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUp(t.app, { name: 'Marta Staff' });
  await makeStaff(t.app, staff);
});
afterAll(() => t.close());

async function approvedHotel(app: FastifyInstance) {
  const choice = await catalogueChoice(app);
  const owner = await signUp(app, { hotels: [choice] });
  const hotelId = await createHotel(app, owner.headers, choice);
  await verifyHotel(app, hotelId, owner.userId);
  const roomId = await completeWizard(app, owner, hotelId);
  const percentBefore = await progressOf(owner, hotelId);
  expect(await send(owner, hotelId)).toBe('sent');
  const approved = await app.inject({
    method: 'POST',
    url: `/api/staff/contracts/${hotelId}/approve`,
    headers: staff.headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const key = await createApiKey(app, { scopes: ['content:read', 'ari:read'], hotels: [hotelId] });
  return { owner, hotelId, roomId, percentBefore, key: key.headers };
}

const progressOf = async (owner: User, hotelId: number) =>
  json<HotelSummary[]>(
    await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: owner.headers }),
  ).find((hotel) => hotel.id === hotelId)?.progress.percent;

const contractOf = async (owner: User, hotelId: number) =>
  json<Contract>(
    await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/contract/`, headers: owner.headers }),
  );

async function send(owner: User, hotelId: number) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/contract/send`,
    headers: owner.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return json<Contract>(sent).status;
}

async function contentRooms(key: Record<string, string>, hotelId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/distribution/hotels/${hotelId}/content`,
    headers: key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<DistributionContent>(response).roomTypes.map((room) => room.name);
}

async function ariRooms(key: Record<string, string>, hotelId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/distribution/hotels/${hotelId}/ari?from=2030-06-01&to=2030-06-03`,
    headers: key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ roomTypes: { name: string }[] }>(response).roomTypes.map((room) => room.name);
}

const patchRoom = (owner: User, hotelId: number, roomId: number, name: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/hotel/${hotelId}/room/${roomId}`,
    headers: owner.headers,
    payload: { name },
  });

describe('a change of rooms after approval (issue 34 item 14)', () => {
  it('keeps the rooms open and the progress where it was when the contract is approved', async () => {
    const { owner, hotelId, percentBefore } = await approvedHotel(t.app);
    // The old approval locked the rooms, and the locked room steps left the progress: it dropped.
    expect(await progressOf(owner, hotelId)).toBe(percentBefore);
    const locked = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/rooms-locked`,
      headers: owner.headers,
    });
    expect(json(locked)).toEqual({ rooms_locked: false });
  });

  it('accepts the edit as pending; distribution keeps the approved rooms until staff approve it', async () => {
    const { owner, hotelId, roomId, key } = await approvedHotel(t.app);
    const edit = await patchRoom(owner, hotelId, roomId, 'Doble renovada');
    expect(edit.statusCode, edit.body).toBe(200);
    // The change went to staff: the contract waits for them again, a new `sent` by the owner.
    const pending = await contractOf(owner, hotelId);
    expect(pending.status).toBe('sent');
    expect(pending.events.map((event) => event.action)).toEqual(['sent', 'approved', 'sent']);
    expect(await contentRooms(key, hotelId)).toEqual(['Doble estándar']);
    expect(await ariRooms(key, hotelId)).toEqual(['Doble estándar']);

    // A new room, only named, is kept too but not distributed.
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/room/`,
      headers: owner.headers,
      payload: { name: 'Suite' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await ariRooms(key, hotelId)).toEqual(['Doble estándar']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/room/${json<{ id: number }>(added).id}`,
      headers: owner.headers,
    });

    // Staff see the rooms step changed since the approval, like a returned step.
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/staff/contracts/${hotelId}/review`,
      headers: staff.headers,
    });
    expect(json<{ changed_steps: string[] }>(review).changed_steps).toEqual(['rooms', 'room']);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/staff/contracts/${hotelId}/approve`,
      headers: staff.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await contentRooms(key, hotelId)).toEqual(['Doble renovada']);
    expect(await ariRooms(key, hotelId)).toEqual(['Doble renovada']);
  });

  it('waits while a room is unfinished, then sends the change once the rooms are complete', async () => {
    const { owner, hotelId } = await approvedHotel(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/room/`,
      headers: owner.headers,
      payload: { name: 'Suite' },
    });
    expect(added.statusCode).toBe(201);
    expect((await contractOf(owner, hotelId)).status).toBe('approved');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/room/${json<{ id: number }>(added).id}`,
      headers: owner.headers,
    });
    expect((await contractOf(owner, hotelId)).status).toBe('sent');
  });

  it('a return reaches the owner with its reason; distribution still shows the approved rooms', async () => {
    const { owner, hotelId, roomId, key } = await approvedHotel(t.app);
    expect((await patchRoom(owner, hotelId, roomId, 'Doble sin vistas')).statusCode).toBe(200);
    const reason = 'La doble sigue teniendo vistas al mar según las fotos.';
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/staff/contracts/${hotelId}/return`,
      headers: staff.headers,
      payload: { steps: [{ step: 'rooms', reason }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    const returned = await contractOf(owner, hotelId);
    expect(returned.status).toBe('returned');
    expect(returned.returned_steps).toEqual([{ step: 'rooms', reason }]);
    expect(await contentRooms(key, hotelId)).toEqual(['Doble estándar']);
    // The owner fixes it and sends it again, as for any returned step.
    expect((await patchRoom(owner, hotelId, roomId, 'Doble con vistas')).statusCode).toBe(200);
    expect((await contractOf(owner, hotelId)).status).toBe('returned');
    expect(await send(owner, hotelId)).toBe('sent');
  });

  it("follows the tenant rule: another owner cannot change the approved hotel's rooms", async () => {
    const { hotelId, roomId, owner } = await approvedHotel(t.app);
    const stranger = await signUp(t.app);
    expect((await patchRoom(stranger, hotelId, roomId, 'Intrusa')).statusCode).toBe(404);
    expect((await contractOf(owner, hotelId)).status).toBe('approved');
  });
});
