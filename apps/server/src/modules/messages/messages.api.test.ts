import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { mailsTo } from '../../test/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'staff@hotelgroup.example' });
});
afterAll(() => t.close());

const STAFF = 'staff@hotelgroup.example';
const SENT_ES = { detail: 'Hemos recibido su mensaje. Le responderemos lo antes posible.' };

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  email: `lucia.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+34 600123456',
  comment: '¿Cómo doy de alta un segundo hotel?',
  ...overrides,
});

const send = (payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generic/contact',
    payload: payload as object,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? freshIp(),
  });

interface StoredMessage {
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  comment: string;
  language: string;
  ip: string;
}

async function stored(email: string): Promise<StoredMessage[]> {
  return rows<StoredMessage>(
    t.app,
    sql`select user_id, name, email, phone, comment, language, ip from contact_messages where email = ${email}`,
  );
}

describe('contact form', () => {
  it('stores a visitor message and emails it to CONTACT_EMAIL with a Reply-To to the sender', async () => {
    const body = message();
    const response = await send(body, { ip: '198.51.100.90', headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      detail: 'Nous avons bien reçu votre message. Nous vous répondrons dans les plus brefs délais.',
    });
    expect(await stored(body.email)).toEqual([
      {
        user_id: null,
        name: body.name,
        email: body.email,
        phone: '+34600123456',
        comment: body.comment,
        language: 'fr',
        ip: '198.51.100.90',
      },
    ]);
    const mail = (await mailsTo(t.app, STAFF)).find((sent) => sent.eml.includes(body.email));
    expect(mail).toMatchObject({ template: 'contact', language: 'es' });
    expect(mail?.subject).toBe(`Nuevo mensaje de contacto de ${body.name}`);
    expect(mail?.eml).toMatch(new RegExp(`^Reply-To: ${body.email.replace('.', '\\.')}$`, 'm'));
    expect(mail?.text).toContain(`> ${body.comment}`);
    // Stored in E.164, shown to people in the international format (issue 19).
    expect(mail?.text).toContain('+34 600 12 34 56');
    expect(mail?.text).toContain('Usuario: Visitante sin sesión iniciada');
    expect(mail?.text).toContain('Idioma: fr');
  });

  it('links the message to the signed-in user, and ignores a bad token', async () => {
    const ana = await signUp(t.app);
    const signedIn = message();
    expect((await send(signedIn, { headers: ana.headers })).statusCode).toBe(201);
    expect((await stored(signedIn.email))[0]?.user_id).toBe(ana.userId);
    const mail = (await mailsTo(t.app, STAFF)).find((sent) => sent.eml.includes(signedIn.email));
    expect(mail?.text).toContain(`Usuario: ${ana.userId}`);

    const bogus = message();
    const response = await send(bogus, { headers: { authorization: `Token ${'Z'.repeat(43)}` } });
    expect(response.statusCode).toBe(201);
    expect((await stored(bogus.email))[0]?.user_id).toBeNull();
  });

  it('accepts a message without phone, or with an empty one', async () => {
    const { phone: _phone, ...withoutPhone } = message();
    expect((await send(withoutPhone)).statusCode).toBe(201);
    expect((await stored(withoutPhone.email))[0]?.phone).toBeNull();
    const emptyPhone = message({ phone: '' });
    expect((await send(emptyPhone)).statusCode).toBe(201);
    expect((await stored(emptyPhone.email))[0]?.phone).toBeNull();
  });

  it('answers a filled honeypot as if accepted, and stores and sends nothing', async () => {
    const before = (await mailsTo(t.app, STAFF)).length;
    const robot = message({ website: 'https://spam.example' });
    const response = await send(robot);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual(SENT_ES);
    expect(await stored(robot.email)).toEqual([]);
    expect(await mailsTo(t.app, STAFF)).toHaveLength(before);
  });

  it('accepts a comment of 2000 characters and refuses one of 2001', async () => {
    const longest = message({ comment: 'a'.repeat(2000) });
    expect((await send(longest)).statusCode).toBe(201);
    expect((await stored(longest.email))[0]?.comment).toHaveLength(2000);
    const tooLong = message({ comment: 'a'.repeat(2001) });
    const response = await send(tooLong);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ comment: ['El comentario no puede tener más de 2000 caracteres'] });
    expect(await stored(tooLong.email)).toEqual([]);
  });

  it('lists every invalid field at once and refuses unknown fields', async () => {
    const response = await send({ name: '', email: 'nope', phone: '123', comment: '  ' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      name: ['Este campo es obligatorio'],
      email: ['Debes introducir un email válido'],
      phone: ['El teléfono debe tener al menos 11 caracteres'],
      comment: ['Este campo es obligatorio'],
    });
    const unknown = await send({ ...message(), is_admin: true });
    expect(json(unknown)).toEqual({ is_admin: ['Campo no permitido'] });
  });

  it('answers 429 to the 11th message from one address within an hour', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await send(message(), { ip: '203.0.113.90' })).statusCode).toBe(201);
    }
    const blocked = await send(message(), { ip: '203.0.113.90' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({
      detail: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });
    expect((await send(message(), { ip: '203.0.113.91' })).statusCode).toBe(201);
  });
});
