import { CONTACT_HONEYPOT_FIELD, type ContactMessageInput, DEFAULT_LANGUAGE } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import { formatPhone, phonesToE164 } from '../../lib/phone.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { MailService } from '../mail/index.ts';
import type { MessagesRepository } from './messages.repository.ts';

/** Contact-form messages accepted from one client address per hour. */
export const CONTACT_MESSAGES_PER_IP = 10;
const HOUR_MS = 60 * 60 * 1000;

/** The public and dashboard contact forms: stored, then emailed to the group's staff. */
export class MessagesService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly mail: MailService,
    private readonly config: Pick<Config, 'CONTACT_EMAIL'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Stores the message and emails it to CONTACT_EMAIL (in the default language, with a Reply-To
   * to the sender). A filled honeypot is accepted in appearance only: nothing is stored or sent.
   */
  async send(
    input: ContactMessageInput,
    language: string,
    origin: RequestOrigin,
    userId: number | undefined,
  ): Promise<void> {
    await this.rateLimiter.reserve([
      { bucket: 'contact-ip', key: origin.ip, limit: CONTACT_MESSAGES_PER_IP, windowMs: HOUR_MS },
    ]);
    if (input[CONTACT_HONEYPOT_FIELD]) {
      this.log.info({ ip: origin.ip }, 'contact message dropped: honeypot filled');
      return;
    }
    // Optional: an empty phone is none; a typed one is read in Spain's plan unless it has a prefix.
    const phone = input.phone ? phonesToE164({ phone: input.phone }).phone : null;
    await this.repository.insert({
      userId: userId ?? null,
      name: input.name,
      email: input.email,
      phone,
      comment: input.comment,
      language,
      ip: origin.ip,
    });
    await this.mail.send({
      to: this.config.CONTACT_EMAIL,
      template: 'contact',
      language: DEFAULT_LANGUAGE,
      replyTo: input.email,
      params: {
        name: input.name,
        email: input.email,
        phone: phone ? formatPhone(phone) : '',
        comment: input.comment,
        account: userId === undefined ? '' : String(userId),
        language,
      },
    });
  }
}
