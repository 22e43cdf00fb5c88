import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { basicAndLocationBody } from '../../test/fixtures.ts';
import { completeWizard, makeStaff, userWithHotel } from '../../test/media.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'contratos@grupo.example' });
});
afterAll(() => t.close());

interface Contract {
  hotel: number;
  status: string;
  rooms_locked: boolean;
  events: { action: string; at: string; user: { id: number; name: string } | null }[];
}

const mailsTo = (to: string, template: string) =>
  rows<{ subject: string; text: string; language: string }>(
    t.app,
    sql`select subject, text, language from mail_outbox where "to" = ${to} and template = ${template} order by id`,
  );

describe('contract send', () => {
  it('is refused with the incomplete wizard steps while any is incomplete, and changes nothing', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const send = (language = 'es') =>
      t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/contract/send`,
        headers: { ...user.headers, 'accept-language': language },
      });
    const missing = async () =>
      json<{ id: number; missing: { step: string; path: string }[] }[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: user.headers }),
      ).find((item) => item.id === hotelId)?.missing;
    expect(await missing()).toEqual([
      { step: 'basic', path: '/basic' },
      { step: 'ubication', path: '/ubication' },
      { step: 'rooms', path: '/rooms' },
    ]);
    const refused = await send();
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      non_field_errors: ['Complete los pasos pendientes antes de enviar el contrato'],
      steps: ['Datos básicos', 'Ubicación', 'Habitaciones', 'Habitación'],
    });
    expect(json<{ steps: string[] }>(await send('en')).steps).toEqual([
      'Basic data',
      'Location',
      'Rooms',
      'Room',
    ]);

    // Basic and location done: only the room steps are left.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotelId}`,
      headers: user.headers,
      payload: basicAndLocationBody,
    });
    expect(json<{ steps: string[] }>(await send()).steps).toEqual(['Habitaciones', 'Habitación']);
    // A room type that is only named is still incomplete.
    await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/room/`,
      headers: user.headers,
      payload: { name: 'Suite' },
    });
    expect(json<{ steps: string[] }>(await send()).steps).toEqual(['Habitación']);
    // The contract step (decision 030) lists the same steps, each with the path that opens it.
    expect(await missing()).toEqual([{ step: 'room', path: expect.stringMatching(/^\/room\/\d+$/) }]);

    const contract = json<Contract>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/contract/`, headers: user.headers }),
    );
    expect(contract).toEqual({
      hotel: hotelId,
      status: 'none',
      rooms_locked: false,
      verified: false,
      returned_steps: [],
      events: [],
    });
  });

  it('records a complete hotel as sent, emails its approvers once, and keeps the history', async () => {
    const { user, hotelId, hotel } = await userWithHotel(t.app, { verified: true });
    await completeWizard(t.app, user, hotelId);
    const staff = await signUp(t.app, { name: 'Marta Staff' });
    await makeStaff(t.app, staff, hotelId);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/send`,
      headers: user.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const contract = json<Contract>(sent);
    expect(contract).toMatchObject({ hotel: hotelId, status: 'sent', rooms_locked: false });
    expect(contract.events).toEqual([
      {
        action: 'sent',
        at: expect.any(String),
        user: { id: user.userId, name: 'Ana García' },
        reasons: null,
      },
    ]);
    const mails = await mailsTo(staff.email, 'contract_sent');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Contrato enviado para su aprobación: ${hotel.name}`);
    expect(mails[0]?.text).toContain(`Ana García ha enviado el contrato del hotel ${hotel.name}`);

    // Sending again while it waits for approval changes nothing and emails nobody.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/send`,
      headers: user.headers,
    });
    expect(json<Contract>(again).events).toHaveLength(1);
    expect(await mailsTo(staff.email, 'contract_sent')).toHaveLength(1);
    const summary = json<{ id: number; contract_status: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: user.headers }),
    );
    expect(summary.find((hotel) => hotel.id === hotelId)?.contract_status).toBe('sent');
  });

  it('goes to the staff inbox when no approver is attached to the hotel', async () => {
    const { user, hotelId, hotel } = await userWithHotel(t.app, { verified: true });
    await completeWizard(t.app, user, hotelId);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/send`,
      headers: user.headers,
    });
    expect(sent.statusCode).toBe(200);
    const mails = await mailsTo('contratos@grupo.example', 'contract_sent');
    expect(mails.some((mail) => mail.subject.includes(hotel.name))).toBe(true);
  });
});

describe('contract approval (save-approbe)', () => {
  it('is refused to users without approbe_contract_perm, with a translated 403, and changes nothing', async () => {
    const { user, hotelId } = await userWithHotel(t.app, { verified: true });
    await completeWizard(t.app, user, hotelId);
    await t.app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/contract/send`, headers: user.headers });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/save-approbe`,
      headers: user.headers,
      payload: { opinions: [{ area: 'hotel', text: 'Me apruebo a mí mismo.' }] },
    });
    expect(refused.statusCode).toBe(403);
    // `code` tells the web this is a refusal, not an invalid session (decision 023).
    expect(json(refused)).toEqual({ detail: 'No tiene permiso para aprobar contratos', code: 'forbidden' });
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/save-approbe`,
      headers: { ...user.headers, 'accept-language': 'en' },
    });
    expect(json(english)).toEqual({ detail: 'You are not allowed to approve contracts', code: 'forbidden' });
    const contract = json<Contract>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/contract/`, headers: user.headers }),
    );
    expect(contract).toMatchObject({ status: 'sent', rooms_locked: false });
    const opinions = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/director-opinion/`,
      headers: user.headers,
    });
    expect(json(opinions)).toEqual([]);
  });

  it('saves the opinions, approves, locks the rooms for the hotel user and emails them', async () => {
    const { user, hotelId, hotel } = await userWithHotel(t.app, { verified: true });
    await completeWizard(t.app, user, hotelId);
    const staff = await signUp(t.app, { name: 'Marta Staff' });
    await makeStaff(t.app, staff, hotelId);
    const approve = (payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/contract/save-approbe`,
        headers: staff.headers,
        ...(payload ? { payload } : {}),
      });

    // Not sent yet: nothing to approve.
    const early = await approve();
    expect(early.statusCode).toBe(409);
    expect(json(early)).toEqual({ detail: 'El contrato no se ha enviado todavía o ya está aprobado' });

    await t.app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/contract/send`, headers: user.headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/director-opinion/`,
      headers: user.headers,
      payload: { area: 'rooms', text: 'Habitaciones con vistas.' },
    });
    const tooLong = await approve({ opinions: [{ area: 'hotel', text: 'x'.repeat(2001) }] });
    expect(tooLong.statusCode).toBe(400);

    const approved = await approve({
      opinions: [
        { area: 'hotel', text: 'Un hotel con encanto.' },
        { area: 'rooms', text: '' },
        { area: 'gastronomy', text: '' },
      ],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const contract = json<Contract>(approved);
    expect(contract).toMatchObject({ status: 'approved', rooms_locked: false });
    expect(contract.events.map((event) => [event.action, event.user?.name])).toEqual([
      ['approved', 'Marta Staff'],
      ['sent', 'Ana García'],
    ]);
    // The step was saved as sent: a new opinion, an emptied one removed, an empty new one not saved.
    const opinions = json<{ area: string; text: string }[]>(
      await t.app.inject({
        method: 'GET',
        url: `/api/hotel/${hotelId}/director-opinion/`,
        headers: user.headers,
      }),
    );
    expect(opinions.map((opinion) => [opinion.area, opinion.text])).toEqual([
      ['hotel', 'Un hotel con encanto.'],
    ]);

    // The rooms stay open (decision 062; rooms-change.api.test.ts follows a change), and the
    // hotel user was told by email.
    const locked = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/rooms-locked`,
      headers: user.headers,
    });
    expect(json(locked)).toEqual({ rooms_locked: false });
    const mails = await mailsTo(user.email, 'contract_approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Marta Staff ha aprobado el contrato del hotel ${hotel.name}`);
    expect(await mailsTo(staff.email, 'contract_approved')).toHaveLength(0);

    // Approving twice is refused; a new send after approval waits for approval again.
    expect((await approve()).statusCode).toBe(409);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/send`,
      headers: user.headers,
    });
    expect(json<Contract>(resent)).toMatchObject({ status: 'sent', rooms_locked: false });
  });

  it("follows the tenant rule: another hotel's user gets 404; staff not attached read it (decision 027)", async () => {
    const { user, hotelId } = await userWithHotel(t.app, { verified: true });
    await completeWizard(t.app, user, hotelId);
    await t.app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/contract/send`, headers: user.headers });
    const outsider = await signUp(t.app);
    await makeStaff(t.app, outsider);
    const stranger = await userWithHotel(t.app);
    const read = `/api/hotel/${hotelId}/contract/`;
    expect((await t.app.inject({ method: 'GET', url: read, headers: outsider.headers })).statusCode).toBe(
      200,
    );
    for (const [method, url] of [
      ['GET', `/api/hotel/${hotelId}/contract/`],
      ['POST', `/api/hotel/${hotelId}/contract/send`],
      ['POST', `/api/hotel/${hotelId}/contract/save-approbe`],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers: stranger.user.headers })).statusCode,
        `${method} ${url}`,
      ).toBe(404);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const contract = json<Contract>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/contract/`, headers: user.headers }),
    );
    expect(contract.status).toBe('sent');
  });
});
