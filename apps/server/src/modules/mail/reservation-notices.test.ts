import { LANGUAGES } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../plugins/i18n.ts';
import type { MailMessage, MailService } from './mail.service.ts';
import { type MailTemplateName, type ReservationMailParams, renderMail } from './mail.templates.ts';
import { formatDay, formatMoney, type ReservationNotice, ReservationNotices } from './reservation-notices.ts';

const params: ReservationMailParams = {
  name: 'Marta',
  hotel: 'Hotel Sol',
  code: 'ES-SOL-00001',
  reference: 'GRP-<7>',
  status: 'confirmed',
  confirmation: '',
  guest: 'Ana Pérez',
  guest_email: 'ana@example.com',
  guest_phone: '+34600123456',
  requests: 'Cuna, por favor',
  total: '1.234,50 €',
  stays: [
    {
      room: 'Doble',
      rate: 'Flexible',
      board: 'BB',
      arrival: 'sábado, 10 de julio de 2027',
      departure: 'lunes, 12 de julio de 2027',
      nights: 2,
      guests: 2,
      total: '200,00 €',
    },
  ],
  link: 'https://extranet.example/dash/reservations?hotel=3&reservation=9&lang=es',
};

describe('reservation e-mails', () => {
  it('render new, modified and cancelled in each language: reference, status, hotel, guest, stays, total, link', () => {
    for (const template of [
      'reservation_created',
      'reservation_modified',
      'reservation_cancelled',
    ] as const) {
      // Each language its own texts (a subject alone may be the same: 'Reserva cancelada' in es and pt).
      const texts = new Set<string>();
      for (const language of LANGUAGES) {
        const status = template === 'reservation_cancelled' ? 'cancelled' : 'confirmed';
        const mail = renderMail(translate, template, language, { ...params, status, penalty: '100,00 €' });
        texts.add(mail.text);
        // Every text is in the catalogue: no key is left showing.
        expect(`${mail.subject}\n${mail.text}`, `${template} ${language}`).not.toMatch(
          /(mail|rates)\.[\w.]+/,
        );
        expect(mail.subject).toContain('GRP-<7>');
        expect(mail.subject).toContain('Hotel Sol');
        expect(mail.text).toContain('Hotel Sol (ES-SOL-00001)');
        expect(mail.text).toContain('Ana Pérez\nana@example.com\n+34600123456');
        expect(mail.text).toContain(translate(language, `rates.reservations.screen.status.${status}`));
        expect(mail.text).toContain(`Flexible · ${translate(language, 'rates.board.BB')}`);
        expect(mail.text).toContain('sábado, 10 de julio de 2027');
        expect(mail.text).toContain('1.234,50 €');
        expect(mail.text).toContain(params.link);
        expect(mail.html).toContain('GRP-&lt;7&gt;');
        expect(mail.html).not.toContain('GRP-<7>');
        if (template === 'reservation_cancelled') expect(mail.text).toContain('100,00 €');
        else expect(mail.text).not.toContain('100,00 €');
      }
      expect(texts.size, template).toBe(LANGUAGES.length);
    }
    const spanish = renderMail(translate, 'reservation_cancelled', 'es', {
      ...params,
      status: 'cancelled',
      penalty: '100,00 €',
    });
    expect(spanish.subject).toBe('Reserva cancelada GRP-<7> · Hotel Sol');
    expect(spanish.text).toContain('Penalización por la cancelación: 100,00 €');
    expect(spanish.text).toContain('Estado: Cancelada');
    expect(spanish.text).toContain('Tarifa y régimen: Flexible · Alojamiento y desayuno');
    expect(spanish.text).toContain('Noches: 2');
  });

  it('ask for the confirmation number only while the hotel has not given it, and never on a cancellation', () => {
    const hint = translate('en', 'mail.reservation.confirm_hint');
    expect(renderMail(translate, 'reservation_created', 'en', params).text).toContain(hint);
    const confirmed = renderMail(translate, 'reservation_modified', 'en', {
      ...params,
      confirmation: 'H-42',
    });
    expect(confirmed.text).not.toContain(hint);
    expect(confirmed.text).toContain('Your confirmation number: H-42');
    const cancelled = renderMail(translate, 'reservation_cancelled', 'en', { ...params, penalty: '€0.00' });
    expect(cancelled.text).not.toContain(hint);
  });

  it('greet the contact by name only when the contact names someone', () => {
    expect(renderMail(translate, 'reservation_created', 'fr', params).text).toMatch(/^Bonjour Marta,/);
    expect(renderMail(translate, 'reservation_created', 'fr', { ...params, name: '' }).text).toMatch(
      /^Vous avez reçu une nouvelle réservation pour Hotel Sol/,
    );
  });
});

describe('formatMoney', () => {
  it('writes an exact decimal as money in each language, without a float on the way', () => {
    expect(formatMoney('1234.5', 'EUR', 'es')).toBe('1234,50\u00a0€');
    expect(formatMoney('12345.5', 'EUR', 'es')).toBe('12.345,50\u00a0€');
    expect(formatMoney('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney('1234.5', 'USD', 'ru')).toBe('1\u00a0234,50\u00a0$');
    // A float would write 90071992547409.91 as ...409.92 (or worse); the string stays exact.
    expect(formatMoney('90071992547409.91', 'EUR', 'en')).toBe('€90,071,992,547,409.91');
  });

  it('writes a currency Intl does not know after the number', () => {
    expect(formatMoney('10', 'EURO', 'es')).toBe('10,00 EURO');
  });
});

describe('formatDay', () => {
  it('writes an ISO day with its weekday in the language, whatever the server zone', () => {
    expect(formatDay('2027-07-10', 'es')).toBe('sábado, 10 de julio de 2027');
    expect(formatDay('2027-07-10', 'en')).toBe('Saturday, July 10, 2027');
  });
});

describe('ReservationNotices', () => {
  const notice: ReservationNotice = {
    kind: 'cancelled',
    reservationId: 9,
    hotelId: 3,
    hotel: 'Hotel Sol',
    code: 'ES-SOL-00001',
    reference: 'GRP-7',
    status: 'cancelled',
    confirmationNumber: null,
    guest: { name: 'Ana Pérez', email: 'ana@example.com', phone: null },
    specialRequests: '',
    currency: 'EUR',
    total: '200.00',
    penalty: '100.00',
    stays: [
      {
        room: 'Doble',
        rate: 'Flexible',
        board: 'BB',
        arrival: '2027-07-10',
        departure: '2027-07-12',
        nights: 2,
        guests: 2,
        total: '200.00',
      },
    ],
  };
  const sent: MailMessage<MailTemplateName>[] = [];
  const mail = {
    send: async (message: MailMessage<MailTemplateName>) => {
      sent.push(message);
      return sent.length;
    },
  } as unknown as MailService;
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const notices = new ReservationNotices(mail, { PUBLIC_URL: 'https://extranet.example/' }, log);

  it('writes in the recipient language, money and days as that language writes them, and links the reservation', async () => {
    sent.length = 0;
    await notices.send({ email: 'ops@example.com', name: null, language: 'it' }, notice);
    await notices.send(
      { email: 'ops@example.com', name: 'Olga', language: 'de' },
      { ...notice, kind: 'created' },
    );
    expect(sent.map((message) => [message.template, message.language])).toEqual([
      ['reservation_cancelled', 'it'],
      // A language that is not one of ours falls back to Spanish.
      ['reservation_created', 'es'],
    ]);
    expect(sent[0]?.params).toMatchObject({
      total: '200,00\u00a0€',
      penalty: '100,00\u00a0€',
      stays: [{ arrival: 'sabato 10 luglio 2027', total: '200,00\u00a0€' }],
      link: 'https://extranet.example/dash/reservations?hotel=3&reservation=9&lang=it',
    });
    expect(sent[1]?.params).not.toHaveProperty('penalty');
  });

  it('keeps going when one recipient cannot be recorded, and logs it', async () => {
    sent.length = 0;
    const failing = {
      send: async (message: MailMessage<MailTemplateName>) => {
        if (message.to === 'broken@example.com') throw new Error('disk full');
        sent.push(message);
        return 1;
      },
    } as unknown as MailService;
    const errors = vi.fn();
    const bestEffort = new ReservationNotices(failing, { PUBLIC_URL: 'https://x.example' }, {
      error: errors,
    } as unknown as FastifyBaseLogger);
    await bestEffort.bestEffort(
      [
        { email: 'broken@example.com', name: null, language: 'es' },
        { email: 'ops@example.com', name: null, language: 'en' },
      ],
      notice,
    );
    expect(sent.map((message) => message.to)).toEqual(['ops@example.com']);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
