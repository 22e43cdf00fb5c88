import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../test/app.ts';
import { billingDataBody } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Migration 0014's statements, as drizzle's migrator splits them. */
const statements = readFileSync(new URL('./migrations/0014_phones_e164.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

/** [stored as typed before issue 19, after migration 0014]. */
const cases: [string, string][] = [
  ['+34 600 123 456', '+34600123456'],
  ['600 12 34 56', '+34600123456'],
  ['600.12.34.56', '+34600123456'],
  ['(34) 600-123456', '+34600123456'],
  ['0033 1 23 45 67 89', '+33123456789'],
  ['+44 20 7946 0958', '+442079460958'],
  ['+7 (495) 123-45-67', '+74951234567'],
  ['+34600123456', '+34600123456'],
  // Not Spanish without its prefix, and no '00': only the separators go.
  ['01 23 45 67 89', '0123456789'],
];

describe('migration 0014: stored phones in E.164', () => {
  it('normalises the phones of users, contacts, billing data and contact messages; is idempotent', async () => {
    const ana = await signUp(t.app);
    const hotel = await createHotel(t.app, ana.headers);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: ana.headers,
      payload: {
        hotels: [hotel],
        comercial_phone: '+34 910000001',
        comercial_email: 'ventas@example.com',
        operative_phone: '+34 910000002',
        operative_email: 'recepcion@example.com',
        administrative_phone: '+34 910000003',
        administrative_email: 'admin@example.com',
      },
    });
    const contactId = json<{ id: number }>(created).id;
    const billing = await t.app.inject({
      method: 'PUT',
      url: `/api/facturation/data/${ana.userId}/`,
      headers: ana.headers,
      payload: billingDataBody,
    });
    expect(billing.statusCode).toBe(200);
    const email = `phones.${ana.userId}@example.com`;
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/generic/contact',
      payload: { name: 'Ana', email, phone: '+34 600 123 456', comment: 'Hola' },
      remoteAddress: '198.51.100.140',
    });
    expect(message.statusCode).toBe(201);

    for (const [typed, e164] of cases) {
      // As a row stored before issue 19 held it.
      await rows(t.app, sql`update users set phone = ${typed} where id = ${ana.userId}`);
      await rows(
        t.app,
        sql`update contacts set comercial_phone = ${typed}, operative_phone = ${typed}, administrative_phone = '' where id = ${contactId}`,
      );
      await rows(t.app, sql`update billing_data set phone = ${typed} where user_id = ${ana.userId}`);
      await rows(t.app, sql`update contact_messages set phone = ${typed} where email = ${email}`);
      for (let run = 0; run < 2; run++)
        for (const statement of statements) await rows(t.app, sql.raw(statement));
      const [user] = await rows<{ phone: string }>(
        t.app,
        sql`select phone from users where id = ${ana.userId}`,
      );
      const [contact] = await rows<{ c: string; o: string; a: string }>(
        t.app,
        sql`select comercial_phone as c, operative_phone as o, administrative_phone as a from contacts where id = ${contactId}`,
      );
      const [data] = await rows<{ phone: string }>(
        t.app,
        sql`select phone from billing_data where user_id = ${ana.userId}`,
      );
      const [sent] = await rows<{ phone: string }>(
        t.app,
        sql`select phone from contact_messages where email = ${email}`,
      );
      expect([user?.phone, contact?.c, contact?.o, contact?.a, data?.phone, sent?.phone], typed).toEqual([
        e164,
        e164,
        e164,
        '',
        e164,
        e164,
      ]);
    }
    // The helper function is dropped again.
    const [left] = await rows<{ n: number | string }>(
      t.app,
      sql`select count(*) as n from pg_proc where proname = 'phone_e164_0014'`,
    );
    expect(Number(left?.n)).toBe(0);
  });
});
