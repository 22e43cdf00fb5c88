import { type Language, MSG, type RegisterInput, type User, type UserUpdateInput } from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import { parsePhone, phonesToE164 } from '../../lib/phone.ts';
import type { RequestOrigin, SessionUser } from '../../lib/request-context.ts';
import { type AccountEvents, isCommonPassword, type PasswordHasher } from '../auth/index.ts';
import type { AccountNotices } from '../mail/index.ts';
import type { PendingHotelRow, UserRow, UsersRepository } from './users.repository.ts';

export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly authRepository: AccountEvents,
    private readonly passwords: PasswordHasher,
    private readonly notices: AccountNotices,
  ) {}

  /**
   * Registers a user; answers nothing, because the answer must be the same whether the address
   * already had an account (decision 022). Both paths do the same work: the password is hashed,
   * the insert is tried, the account of the address is read and one e-mail goes to it (a welcome
   * to a new account; to an existing one, that someone tried to register with its address).
   */
  async register(input: RegisterInput, language: Language, origin: RequestOrigin): Promise<void> {
    // What the schema cannot tell, judged together: the phone in its numbering plan (Spain's when it
    // has no prefix; stored in E.164) and the common passwords.
    const phone = parsePhone(input.phone);
    const problems: Record<string, string> = {};
    if (!phone.ok) problems.phone = phone.message;
    if (isCommonPassword(input.password)) problems.password = MSG.passwordCommon;
    if (!phone.ok || problems.password) throw AppError.validation(problems);
    const created = await this.repository.insertWithPendingHotels(
      {
        name: input.name,
        email: input.email,
        phone: phone.e164,
        passwordHash: await this.passwords.hash(input.password),
        language,
      },
      dedupeByCode(input.hotels).map((hotel) => ({
        name: hotel.name,
        rawCode: hotel.raw_code,
        code: hotel.code,
      })),
    );
    const account = await this.repository.findByEmail(input.email);
    await this.authRepository.recordEvent(
      created ? 'register' : 'register_existing',
      origin,
      account?.id,
      input.email,
    );
    if (!account) return;
    const loginLink = this.notices.link('/auth/login', account.language);
    await this.notices.bestEffort('register', () =>
      this.notices.send(created ? 'welcome' : 'register_existing', account, origin, {
        login_link: loginLink,
      }),
    );
  }

  /** One's own data; anybody else's id answers 404, as if it did not exist. */
  async get(requestedId: number, callerId: number): Promise<User> {
    if (requestedId !== callerId) throw AppError.notFound();
    const user = await this.repository.findById(requestedId);
    if (!user) throw AppError.notFound();
    const [dto] = await this.toDtos([user]);
    if (!dto) throw AppError.notFound();
    return dto;
  }

  /** The users the caller may see: only themself. */
  async list(caller: SessionUser): Promise<User[]> {
    return [await this.get(caller.id, caller.id)];
  }

  async update(requestedId: number, caller: SessionUser, input: UserUpdateInput, origin: RequestOrigin) {
    if (requestedId !== caller.id) throw AppError.notFound();
    if (Object.keys(input).length > 0) {
      const phone = input.phone === undefined ? {} : phonesToE164({ phone: input.phone });
      await this.repository.update(caller.id, { ...input, ...phone });
      await this.authRepository.recordEvent('profile_update', origin, caller.id);
    }
    return this.get(caller.id, caller.id);
  }

  private async toDtos(rows: UserRow[]): Promise<User[]> {
    const pending = await this.repository.pendingHotelsOf(rows.map((row) => row.id));
    const totp = await this.repository.totpEnabledOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      avatar: row.avatar,
      language: row.language,
      has_facturation_data: row.hasFacturationData,
      approbe_contract_perm: row.approbeContractPerm,
      totp_enabled: totp.has(row.id),
      hotels: pending.filter((hotel) => hotel.userId === row.id).map(pendingHotelDto),
    }));
  }
}

function pendingHotelDto(row: PendingHotelRow) {
  return { name: row.name, raw_code: row.rawCode, code: row.code };
}

function dedupeByCode<T extends { code: string }>(hotels: T[]): T[] {
  return [...new Map(hotels.map((hotel) => [hotel.code, hotel])).values()];
}
