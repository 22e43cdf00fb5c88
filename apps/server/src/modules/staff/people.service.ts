import {
  STAFF_MSG,
  type StaffLink,
  type StaffLinkCreate,
  type StaffSummary,
  type StaffUserDetail,
  type StaffUserList,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import type { AccountEvents } from '../auth/index.ts';
import { formatWhen, type MailService } from '../mail/index.ts';
import type { ActivityRepository } from './activity.repository.ts';
import type { SupersededClaim } from './attachments.ts';
import { toStaffHotelRef, toStaffPerson } from './claims.repository.ts';
import type { PeopleRepository } from './people.repository.ts';

/** A hotel as the catalogue names it (becomes name, raw_code and code of a hotel record). */
export interface HotelRef {
  name: string;
  rawCode: string;
  code: string;
}

/** The staff user behind an action, when one is known (not from the command line). */
export interface StaffActor {
  id: number;
  email: string;
}

/**
 * Makes a sign-in link for a hotel (decision 049): the admin module's hotel links answer this, so
 * that the back office and the command line make the same links.
 */
export interface HotelLinkIssuer {
  create(
    hotel: HotelRef,
    days: number,
    createdBy?: number,
  ): Promise<{ token: string; url: string; expiresAt: Date }>;
}

/** The catalogue entry of a code, as a hotel record would name it. */
export interface CatalogueLookup {
  findByCode(code: string): Promise<{ title: string; rawId: string; code: string } | undefined>;
}

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PeopleServiceOptions {
  activity: Pick<ActivityRepository, 'record' | 'decisionsBy'>;
  authEvents: AccountEvents;
  links: HotelLinkIssuer;
  /** Only the back office e-mails links; the command line prints them. */
  catalogue?: CatalogueLookup;
  mail?: Pick<MailService, 'send'>;
  /**
   * Tells the claimants an attachment detached (decision 044): the back office e-mails them
   * (`mailSuperseded`); the command line has no mail and leaves it to the activity log.
   */
  superseded?: (hotel: { name: string; code: string }, claims: SupersededClaim[]) => Promise<void>;
  log: Log;
}

const RECENT_DECISIONS = 10;

/**
 * People and links of the back office (decision 027), and the staff home's summary. Attaching,
 * links and the permission are also what `npm run admin` does: the command line calls these same
 * methods, with no staff user (`actor` null) and its own origin.
 */
export class PeopleService {
  constructor(
    private readonly repository: PeopleRepository,
    private readonly options: PeopleServiceOptions,
  ) {}

  async list(query: { q?: string | undefined; page: number; page_size: number }): Promise<StaffUserList> {
    const { count, rows } = await this.repository.list(query.q || undefined, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return {
      count,
      items: rows.map((row) => ({ ...toStaffPerson(row.person), hotel_count: row.hotelCount ?? 0 })),
    };
  }

  async detail(userId: number): Promise<StaffUserDetail> {
    const person = await this.repository.person(userId);
    if (!person) throw AppError.notFound();
    const [hotels, claims] = await Promise.all([
      this.repository.hotelsOf(userId),
      this.repository.claimsOf(userId),
    ]);
    return { user: toStaffPerson(person), hotels: hotels.map(toStaffHotelRef), claims };
  }

  /**
   * Attaches an existing hotel to a user: the hotel and the user's pending claim of it become
   * verified (decision 027). 404 for an unknown user, 400 on `hotel` for an unknown hotel, 409
   * when the user has it already (nothing changes).
   */
  async attach(
    actor: Pick<StaffActor, 'id'> | null,
    userId: number,
    hotelId: number,
    origin: RequestOrigin,
  ): Promise<void> {
    const person = await this.repository.person(userId);
    if (!person) throw AppError.notFound();
    const hotel = await this.repository.hotel(hotelId);
    if (!hotel) throw AppError.validation({ hotel: STAFF_MSG.unknownHotel });
    const superseded = await this.repository.attach(userId, hotel, actor?.id ?? null);
    if (superseded === false) throw new AppError(409, { key: STAFF_MSG.alreadyAttached });
    await this.options.activity.record({
      hotelId,
      userId: actor?.id ?? null,
      action: 'hotel.attached',
      detail: { user: userId, email: person.email },
    });
    await this.options.authEvents.recordEvent('hotel_attach', origin, userId, person.email, {
      hotel: { id: hotel.id, code: hotel.code, name: hotel.name },
      staff_user_id: actor?.id ?? null,
    });
    if (superseded.length > 0) await this.options.superseded?.(hotel, superseded);
  }

  /** The id of the hotel record of a catalogue code, when there is one. */
  async hotelIdOfCode(code: string): Promise<number | undefined> {
    return (await this.repository.hotelByCode(code))?.id;
  }

  /** 404 when the user does not have that hotel. */
  async detach(actor: Pick<StaffActor, 'id'>, userId: number, hotelId: number): Promise<void> {
    const person = await this.repository.person(userId);
    if (!person || !(await this.repository.detach(userId, hotelId))) throw AppError.notFound();
    await this.options.activity.record({
      hotelId,
      userId: actor.id,
      action: 'hotel.detached',
      detail: { user: userId, email: person.email },
    });
  }

  /**
   * Grants or revokes approbe_contract_perm. Nobody revokes their own (400). A user granted it
   * without a second factor is sent to enrol one at their next request (requireUser); a revoked
   * user is refused the back office at their next request, on every instance (the `users` write
   * drops their cached session). The decision is in the activity log (no hotel; the person as its
   * subject), the user's auth events and the server log.
   */
  async setPermission(
    actor: Pick<StaffActor, 'id'> | null,
    userId: number,
    value: boolean,
    origin: RequestOrigin,
  ): Promise<void> {
    if (actor && actor.id === userId && !value) {
      throw AppError.validation({ approbe_contract_perm: STAFF_MSG.selfRevoke });
    }
    const person = await this.repository.person(userId);
    if (!person) throw AppError.notFound();
    await this.repository.setContractPermission(userId, value);
    await this.options.activity.record({
      hotelId: null,
      subjectUserId: userId,
      userId: actor?.id ?? null,
      action: value ? 'permission.granted' : 'permission.revoked',
      detail: { user: userId },
    });
    await this.options.authEvents.recordEvent(
      value ? 'permission_grant' : 'permission_revoke',
      origin,
      userId,
      person.email,
      { staff_user_id: actor?.id ?? null },
    );
    this.options.log.info(
      { user: userId, approbe_contract_perm: value, staff_user_id: actor?.id ?? null },
      value ? 'contract permission granted' : 'contract permission revoked',
    );
  }

  /**
   * A sign-in link for a hotel as the catalogue (or its record) names it, e-mailed to `recipient`
   * when one is given (the back office; the command line prints it). The audit event names the
   * hotel, the expiry and the staff user who asked for it (none from the command line); when the
   * hotel's record exists, its activity log has the link too. The link exists once made: when the
   * e-mail cannot be written, `emailedTo` is null and staff copy the link instead.
   */
  async createLink(
    actor: StaffActor | null,
    hotel: HotelRef,
    days: number,
    origin: RequestOrigin,
    recipient?: { email: string; language: string },
  ) {
    const link = await this.options.links.create(hotel, days, actor?.id);
    await this.options.authEvents.recordEvent('hotel_link_create', origin, actor?.id, actor?.email, {
      hotel: { code: hotel.code, raw_code: hotel.rawCode, name: hotel.name },
      days,
      expires_at: link.expiresAt.toISOString(),
      staff_user_id: actor?.id ?? null,
      created_by: actor ? 'staff_user' : 'command_line_no_staff_user',
    });
    const emailedTo = recipient && (await this.mailLink(recipient, hotel, link)) ? recipient.email : null;
    const record = await this.repository.hotelByCode(hotel.code);
    if (record) {
      await this.options.activity.record({
        hotelId: record.id,
        userId: actor?.id ?? null,
        action: 'link.created',
        detail: { days, expires_at: link.expiresAt.toISOString(), emailed_to: emailedTo },
      });
    }
    return { ...link, emailedTo };
  }

  /**
   * The back office's link: only for a code of the catalogue (400 on `code` otherwise, nothing
   * stored); e-mailed in `language` when an address is given.
   */
  async createStaffLink(actorId: number, input: StaffLinkCreate, origin: RequestOrigin): Promise<StaffLink> {
    const entry = await this.options.catalogue?.findByCode(input.code);
    if (!entry) throw AppError.validation({ code: STAFF_MSG.notInCatalogue });
    const actor = await this.actor(actorId);
    const hotel = { name: entry.title, rawCode: entry.rawId, code: entry.code };
    const recipient =
      input.email === undefined ? undefined : { email: input.email, language: input.language };
    const link = await this.createLink(actor, hotel, input.days, origin, recipient);
    return {
      url: link.url,
      expires_at: link.expiresAt.toISOString(),
      hotel: { name: hotel.name, code: hotel.code },
      emailed_to: link.emailedTo,
    };
  }

  /** The staff home: what waits, since when, and the caller's own last decisions. */
  async summary(actorId: number): Promise<StaffSummary> {
    const [queues, decisions] = await Promise.all([
      this.repository.queues(),
      this.options.activity.decisionsBy(actorId, RECENT_DECISIONS),
    ]);
    const queue = (entry: { count: number; oldest: Date | null }) => ({
      count: entry.count,
      oldest_at: entry.oldest?.toISOString() ?? null,
    });
    return {
      claims: queue(queues.claims),
      to_review: queue(queues.sent),
      returned: queue(queues.returned),
      recent_decisions: decisions,
    };
  }

  private async actor(userId: number): Promise<StaffActor> {
    const person = await this.repository.person(userId);
    if (!person) throw AppError.unauthenticated();
    return { id: person.id, email: person.email };
  }

  private async mailLink(
    recipient: { email: string; language: string },
    hotel: HotelRef,
    link: { url: string; expiresAt: Date },
  ): Promise<boolean> {
    if (!this.options.mail) return false;
    try {
      await this.options.mail.send({
        to: recipient.email,
        template: 'hotel_link',
        language: recipient.language,
        params: {
          hotel: hotel.name,
          code: hotel.code,
          link: `${link.url}?lang=${recipient.language}`,
          expires: formatWhen(link.expiresAt, recipient.language),
        },
      });
      return true;
    } catch (error) {
      this.options.log.error({ err: error, template: 'hotel_link' }, 'hotel link e-mail not written');
      return false;
    }
  }
}
