/** The photographer request: recorded, emailed to the staff inbox, three a day per hotel. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, rows } from '../../test/app.ts';
import { mediaTestApp, userWithHotel } from '../../test/media.test-helpers.ts';

const t = mediaTestApp({ CONTACT_EMAIL: 'fotos@grupo.example' });

describe('photographer request', () => {
  it('records the request, emails the staff inbox, and allows three a day per hotel', async () => {
    const { user, hotelId, hotel } = await userWithHotel(t.app);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/photographerrequest`,
        headers: user.headers,
      });
    const first = await ask();
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ hotel: hotelId, price_eur: 100 });
    const mails = await rows<{ to: string; template: string; subject: string; text: string }>(
      t.app,
      sql`select "to", template, subject, text from mail_outbox where template = 'photographer_request' and subject like ${`%${hotel.name}%`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'fotos@grupo.example' });
    expect(mails[0]?.text).toContain(user.email);
    expect(mails[0]?.text).toContain('100 €');
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    const fourth = await ask();
    expect(fourth.statusCode).toBe(429);
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from photographer_requests where hotel_id = ${hotelId}`,
    );
    expect(count?.n).toBe(3);
  });
});
