import { DEFAULT_LANGUAGE, PHOTOGRAPHER_PRICE_EUR } from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import { formatPhone } from '../../lib/phone.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { MailMessage } from '../mail/index.ts';
import type { PhotographerRepository } from './photographer.repository.ts';

/** The staff email of a photographer request (template 'photographer_request'). */
export type PhotographerRequestMail = MailMessage<'photographer_request'>;

export interface PhotographerMailer {
  send(message: PhotographerRequestMail): Promise<unknown>;
}

export interface PhotographerServiceOptions {
  /** The group's staff inbox (CONTACT_EMAIL): photographer requests go there. */
  staffEmail: string;
}

/** A hotel may ask for a photographer this many times a day (a request is an email to staff). */
const PHOTOGRAPHER_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;

/** Requests for a professional photographer (spec §7 hotel content). */
export class PhotographerService {
  constructor(
    private readonly repository: PhotographerRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly mailer: PhotographerMailer,
    private readonly options: PhotographerServiceOptions,
  ) {}

  /**
   * Records a request for a professional photographer (PHOTOGRAPHER_PRICE_EUR) and emails the
   * group's staff, in Spanish; at most PHOTOGRAPHER_REQUESTS_PER_DAY per hotel a day (429).
   */
  async request(user: SessionUser, hotelId: number) {
    const bucket = 'photographer-request';
    const who = await this.repository.hotelAndUser(hotelId, user.id);
    if (!who) throw AppError.notFound();
    // After the tenant check (requireHotel): another user's hotel answers 404 whatever its count.
    await this.rateLimiter.reserve([
      { bucket, key: String(hotelId), limit: PHOTOGRAPHER_REQUESTS_PER_DAY, windowMs: DAY_MS },
    ]);
    const request = await this.repository.recordPhotographerRequest(hotelId, user.id);
    await this.mailer.send({
      to: this.options.staffEmail,
      template: 'photographer_request',
      language: DEFAULT_LANGUAGE,
      params: {
        hotel: who.hotel.name,
        code: who.hotel.code,
        city: who.hotel.city ?? '',
        name: who.user.name,
        email: who.user.email,
        phone: formatPhone(who.user.phone),
        price: String(PHOTOGRAPHER_PRICE_EUR),
      },
    });
    return {
      id: request.id,
      hotel: hotelId,
      price_eur: PHOTOGRAPHER_PRICE_EUR,
      created_at: request.createdAt.toISOString(),
    };
  }
}
