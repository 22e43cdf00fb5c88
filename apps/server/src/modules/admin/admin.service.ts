import { emailSchema } from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { AuthRepository, RequestOrigin } from '../auth/auth.repository.ts';
import type { AdminRepository, AttachOutcome } from './admin.repository.ts';
import {
  HOTEL_LINK_DEFAULT_DAYS,
  HOTEL_LINK_MAX_DAYS,
  type HotelLinksService,
} from './hotel-links.service.ts';

export const ADMIN_MSG = {
  userNotFound: 'admin.errors.user_not_found',
  hotelNotFound: 'admin.errors.hotel_not_found',
  daysInvalid: 'admin.errors.days_invalid',
  emailInvalid: 'admin.errors.email_invalid',
} as const;

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
 */
export class AdminService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly links: HotelLinksService,
    private readonly authRepository: AuthRepository,
    private readonly origin: RequestOrigin,
  ) {}

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
    const outcome = await this.repository.attachHotel(user.id, hotel);
    await this.authRepository.recordEvent('hotel_attach', this.origin, user.id, user.email);
    return { outcome, name: hotel.name };
  }

  async link(hotelCode: string, days = HOTEL_LINK_DEFAULT_DAYS) {
    if (!Number.isInteger(days) || days < 1 || days > HOTEL_LINK_MAX_DAYS) {
      throw new AppError(400, { key: ADMIN_MSG.daysInvalid, params: { max: HOTEL_LINK_MAX_DAYS } });
    }
    const hotel = await this.repository.findHotelRef(hotelCode.trim());
    if (!hotel) throw new AppError(404, { key: ADMIN_MSG.hotelNotFound, params: { code: hotelCode } });
    const link = await this.links.create(hotel, days);
    await this.authRepository.recordEvent('hotel_link_create', this.origin);
    return { ...link, name: hotel.name, code: hotel.code };
  }

  async users(): Promise<AdminUser[]> {
    return this.repository.listUsers();
  }

  private async setPermission(email: string, value: boolean): Promise<AdminUser> {
    const user = await this.user(email);
    await this.repository.setContractPermission(user.id, value);
    await this.authRepository.recordEvent(
      value ? 'permission_grant' : 'permission_revoke',
      this.origin,
      user.id,
      user.email,
    );
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
