import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { MailService } from './mail.service.ts';
import type { ReservationMailParams } from './mail.templates.ts';

/** What happened to the reservation: each is a template of its own. */
export type ReservationNoticeKind = 'created' | 'modified' | 'cancelled';

/** A reservation as its e-mail tells it: exact decimal amounts, ISO days, names already read. */
export interface ReservationNotice {
  kind: ReservationNoticeKind;
  reservationId: number;
  hotelId: number;
  hotel: string;
  code: string;
  reference: string;
  status: string;
  confirmationNumber: string | null;
  guest: { name: string; email: string; phone: string | null };
  specialRequests: string;
  currency: string;
  /** As the product computed it. */
  total: string;
  /** The penalty charged; a cancellation only. */
  penalty: string | null;
  stays: {
    room: string;
    rate: string;
    board: string;
    arrival: string;
    departure: string;
    nights: number;
    guests: number;
    total: string;
  }[];
}

/** The hotel's operative contact: its address, the person's name when given, and the language to write in. */
export interface ReservationNoticeRecipient {
  email: string;
  name: string | null;
  language: string;
}

/**
 * The e-mails that tell a hotel's operative contact of the group's reservations (issue 32,
 * decision 058): new, modified and cancelled, in the contact's language, with amounts and dates
 * written as that language writes them. They go through the outbox like every other e-mail: a
 * failed delivery is retried there.
 */
export class ReservationNotices {
  constructor(
    private readonly mail: MailService,
    private readonly config: Pick<Config, 'PUBLIC_URL'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the e-mail in the outbox; answers its id. Failures are thrown (see `bestEffort`). */
  async send(recipient: ReservationNoticeRecipient, notice: ReservationNotice): Promise<number> {
    const language: Language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
    const money = (amount: string) => formatMoney(amount, notice.currency, language);
    const params: ReservationMailParams = {
      name: recipient.name ?? '',
      hotel: notice.hotel,
      code: notice.code,
      reference: notice.reference,
      status: notice.status,
      confirmation: notice.confirmationNumber ?? '',
      guest: notice.guest.name,
      guest_email: notice.guest.email,
      guest_phone: notice.guest.phone ?? '',
      requests: notice.specialRequests,
      total: money(notice.total),
      stays: notice.stays.map((stay) => ({
        ...stay,
        arrival: formatDay(stay.arrival, language),
        departure: formatDay(stay.departure, language),
        total: money(stay.total),
      })),
      link: this.link(notice, language),
    };
    const to = recipient.email;
    if (notice.kind === 'cancelled')
      return this.mail.send({
        to,
        language,
        template: 'reservation_cancelled',
        params: { ...params, penalty: money(notice.penalty ?? '0') },
      });
    return this.mail.send({ to, language, template: `reservation_${notice.kind}`, params });
  }

  /**
   * Sends to every recipient, logging instead of throwing: the reservation is already made, and a
   * mail that cannot even be recorded must not turn it into an error for the group's system.
   */
  async bestEffort(recipients: ReservationNoticeRecipient[], notice: ReservationNotice): Promise<void> {
    for (const recipient of recipients) {
      try {
        await this.send(recipient, notice);
      } catch (error) {
        this.log.error(
          { err: error, reservation: notice.reservationId, kind: notice.kind },
          'reservation e-mail not recorded',
        );
      }
    }
  }

  /** The reservation in the extranet, opened in the language of the e-mail. */
  link(notice: Pick<ReservationNotice, 'hotelId' | 'reservationId'>, language: string): string {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const search = new URLSearchParams({
      hotel: String(notice.hotelId),
      reservation: String(notice.reservationId),
      lang: language,
    });
    return `${base}/dash/reservations?${search.toString()}`;
  }
}

/**
 * An exact decimal amount as money in `language` ('1.234,50 €', '€1,234.50'). The string goes to
 * Intl as it is (a decimal string is formatted exactly, never through a float); a currency Intl
 * does not know is written after the number.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  const value = amount as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

/** An ISO day ('2027-07-10') in `language`, with its weekday ('sábado, 10 de julio de 2027'). */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}
