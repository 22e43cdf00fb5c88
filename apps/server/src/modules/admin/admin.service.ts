import { emailSchema, MSG, NAME_MAX, passwordSchema, personNameSchema, STAFF_MSG } from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import { type AccountEvents, isCommonPassword, type PasswordHasher } from '../auth/index.ts';
import type { PeopleService, StaffActor } from '../staff/index.ts';
import type { AdminRepository, AttachOutcome } from './admin.repository.ts';
import { HOTEL_LINK_DEFAULT_DAYS, HOTEL_LINK_MAX_DAYS } from './hotel-links.service.ts';

export const ADMIN_MSG = {
  userNotFound: 'admin.errors.user_not_found',
  hotelNotFound: 'admin.errors.hotel_not_found',
  daysInvalid: 'admin.errors.days_invalid',
  emailInvalid: 'admin.errors.email_invalid',
  emailTaken: 'admin.errors.email_taken',
  nameInvalid: 'admin.errors.name_invalid',
  passwordMissing: 'admin.errors.password_missing',
} as const;

export interface StaffInput {
  email: string;
  name: string;
  /** From ADMIN_PASSWORD on the command line, never an argument (it would stay in the shell history). */
  password: string | undefined;
}

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  staff: boolean;
  totp: boolean;
  hotels: string[];
  pendingHotels: string[];
}

/**
 * The staff tools behind `npm run admin`: the contract permission, attaching hotels, hotel
 * links, the user list. Every change is written to auth_events with the operator as origin.
 * The permission, attaching an existing hotel and links are the back office's own operations
 * (`PeopleService`), called with no staff user.
 */
export class AdminService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly people: PeopleService,
    private readonly authRepository: AccountEvents,
    private readonly origin: RequestOrigin,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * A staff account (approbe_contract_perm on) with the password rules of registration; the
   * second factor is enrolled by the staff member at their first sign-in, as the login requires.
   */
  async createStaff(input: StaffInput): Promise<AdminUser> {
    const email = emailSchema.safeParse(input.email);
    if (!email.success)
      throw new AppError(400, { key: ADMIN_MSG.emailInvalid, params: { email: input.email } });
    const name = personNameSchema.safeParse(input.name);
    if (!name.success) throw new AppError(400, { key: ADMIN_MSG.nameInvalid, params: { max: NAME_MAX } });
    if (!input.password) throw new AppError(400, { key: ADMIN_MSG.passwordMissing });
    const password = passwordSchema.safeParse(input.password);
    if (!password.success) {
      throw new AppError(400, { key: password.error.issues[0]?.message ?? MSG.passwordTooShort });
    }
    if (isCommonPassword(password.data)) throw new AppError(400, { key: MSG.passwordCommon });
    const created = await this.repository.insertStaff({
      email: email.data,
      name: name.data,
      passwordHash: await this.passwords.hash(password.data),
    });
    if (!created) throw new AppError(409, { key: ADMIN_MSG.emailTaken, params: { email: email.data } });
    await this.authRepository.recordEvent('staff_create', this.origin, created.id, created.email);
    const [listed] = await this.repository.listUsers(created.id);
    if (!listed) throw new AppError(404, { key: ADMIN_MSG.userNotFound, params: { email: email.data } });
    return listed;
  }

  async grant(email: string): Promise<AdminUser> {
    return this.setPermission(email, true);
  }

  async revoke(email: string): Promise<AdminUser> {
    return this.setPermission(email, false);
  }

  async attach(email: string, hotelCode: string): Promise<{ outcome: AttachOutcome; name: string }> {
    const user = await this.user(email);
    const hotel = await this.repository.findHotelRef(hotelCode.trim());
    if (!hotel) throw new AppError(404, { key: ADMIN_MSG.hotelNotFound, params: { code: hotelCode } });
    const record = await this.people.hotelIdOfCode(hotel.code);
    if (record === undefined) {
      const { outcome } = await this.repository.attachHotel(user.id, hotel);
      await this.authRepository.recordEvent('hotel_attach', this.origin, user.id, user.email);
      return { outcome, name: hotel.name };
    }
    try {
      await this.people.attach(null, user.id, record, this.origin);
    } catch (error) {
      // Attaching twice changes nothing, as before the back office existed.
      if (!(error instanceof AppError && error.detail.key === STAFF_MSG.alreadyAttached)) throw error;
    }
    return { outcome: 'attached' as const, name: hotel.name };
  }

  /**
   * A sign-in link for the hotel of that code. The audit event names the hotel, the expiry and the
   * staff user who asked for it; from the command line there is none (the operator's system
   * account is in the origin), and the event says so.
   */
  async link(hotelCode: string, days = HOTEL_LINK_DEFAULT_DAYS, staff?: StaffActor) {
    if (!Number.isInteger(days) || days < 1 || days > HOTEL_LINK_MAX_DAYS) {
      throw new AppError(400, { key: ADMIN_MSG.daysInvalid, params: { max: HOTEL_LINK_MAX_DAYS } });
    }
    const hotel = await this.repository.findHotelRef(hotelCode.trim());
    if (!hotel) throw new AppError(404, { key: ADMIN_MSG.hotelNotFound, params: { code: hotelCode } });
    const link = await this.people.createLink(staff ?? null, hotel, days, this.origin);
    return { ...link, name: hotel.name, code: hotel.code };
  }

  async users(): Promise<AdminUser[]> {
    return this.repository.listUsers();
  }

  private async setPermission(email: string, value: boolean): Promise<AdminUser> {
    const user = await this.user(email);
    await this.people.setPermission(null, user.id, value, this.origin);
    const [listed] = await this.repository.listUsers(user.id);
    if (!listed) throw new AppError(404, { key: ADMIN_MSG.userNotFound, params: { email } });
    return listed;
  }

  private async user(email: string) {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) throw new AppError(400, { key: ADMIN_MSG.emailInvalid, params: { email } });
    const user = await this.repository.findUserByEmail(parsed.data);
    if (!user) throw new AppError(404, { key: ADMIN_MSG.userNotFound, params: { email: parsed.data } });
    return user;
  }
}
