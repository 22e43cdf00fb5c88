import {
  type Contact,
  type ContactInput,
  DEFAULT_LANGUAGE,
  HOTEL_MSG,
  isLanguage,
  type Language,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import { phonesToE164 } from '../../lib/phone.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import { countryCodeOf } from '../staff/index.ts';
import type { ContactRow, ContactsRepository, ContactValues } from './contacts.repository.ts';

export class ContactsService {
  constructor(
    private readonly repository: ContactsRepository,
    private readonly hotels: Pick<HotelDirectory, 'listForUser'>,
  ) {}

  async list(user: SessionUser): Promise<Contact[]> {
    const [rows, possibleHotels] = await Promise.all([
      this.repository.listForUser(user.id),
      this.possibleHotels(user),
    ]);
    return rows.map((row) => toDto(row, possibleHotels));
  }

  async get(user: SessionUser, contactId: number): Promise<Contact> {
    const [rows, possibleHotels] = await Promise.all([
      this.repository.listForUser(user.id, contactId),
      this.possibleHotels(user),
    ]);
    const row = rows[0];
    if (!row) throw AppError.notFound();
    return toDto(row, possibleHotels);
  }

  async create(user: SessionUser, input: ContactInput): Promise<Contact> {
    const { hotelIds, country } = await this.ownHotels(user, input.hotels);
    const id = await this.repository.create(user.id, values(input, country), hotelIds);
    return this.get(user, id);
  }

  async update(user: SessionUser, contactId: number, input: ContactInput): Promise<Contact> {
    // Another user's contact answers 404 before its body is judged, as every object of an account does.
    if ((await this.repository.listForUser(user.id, contactId)).length === 0) throw AppError.notFound();
    const { hotelIds, country } = await this.ownHotels(user, input.hotels);
    if (!(await this.repository.update(user.id, contactId, values(input, country), hotelIds)))
      throw AppError.notFound();
    return this.get(user, contactId);
  }

  async delete(user: SessionUser, contactId: number): Promise<void> {
    if (!(await this.repository.delete(user.id, contactId))) throw AppError.notFound();
  }

  /**
   * Who hears of the hotel's reservations (issue 32, decision 058): the operative address of each
   * contact serving it, once per address, in the language of the account that keeps the contact
   * (its profile language; Spanish when that is not one of ours). Empty when no contact has one.
   */
  async operativeOfHotel(
    hotelId: number,
  ): Promise<{ email: string; name: string | null; language: Language }[]> {
    const seen = new Set<string>();
    const recipients: { email: string; name: string | null; language: Language }[] = [];
    for (const row of await this.repository.operativeOfHotel(hotelId)) {
      const email = row.email.trim();
      if (!email || seen.has(email.toLowerCase())) continue;
      seen.add(email.toLowerCase());
      recipients.push({
        email,
        name: row.name?.trim() || null,
        language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      });
    }
    return recipients;
  }

  private async possibleHotels(user: SessionUser) {
    return (await this.hotels.listForUser(user.id)).map((hotel) => ({ id: hotel.id, name: hotel.name }));
  }

  /**
   * Every hotel of a contact must be one of the user's; otherwise the whole save is refused. With
   * them, the country its phones typed without a prefix are read in: the first of its hotels' whose
   * country is known (Spain when none is; docs/decisions/032-phones-e164.md).
   */
  private async ownHotels(
    user: SessionUser,
    hotelIds: number[],
  ): Promise<{ hotelIds: number[]; country: string | null }> {
    const unique = [...new Set(hotelIds)];
    const own = new Map((await this.hotels.listForUser(user.id)).map((hotel) => [hotel.id, hotel]));
    if (unique.some((id) => !own.has(id))) throw AppError.validation({ hotels: HOTEL_MSG.unknownHotel });
    const country = unique.map((id) => countryCodeOf(own.get(id)?.country ?? null)).find(Boolean) ?? null;
    return { hotelIds: unique, country };
  }
}

/** The contact's values to store, its phones in E.164 (a 400 naming each phone refused). */
function values(input: ContactInput, country: string | null): ContactValues {
  const phones = phonesToE164(
    {
      comercial_phone: input.comercial_phone,
      operative_phone: input.operative_phone,
      administrative_phone: input.administrative_phone,
    },
    country,
  );
  return {
    comercialName: input.comercial_name,
    operativeName: input.operative_name,
    administrativeName: input.administrative_name,
    comercialPhone: phones.comercial_phone,
    comercialEmail: input.comercial_email,
    operativePhone: phones.operative_phone,
    operativeEmail: input.operative_email,
    administrativePhone: phones.administrative_phone,
    administrativeEmail: input.administrative_email,
  };
}

function toDto(
  row: ContactRow & { hotels: number[] },
  possibleHotels: { id: number; name: string }[],
): Contact {
  return {
    id: row.id,
    hotels: row.hotels,
    possibleHotels,
    comercial_name: row.comercialName,
    operative_name: row.operativeName,
    administrative_name: row.administrativeName,
    comercial_phone: row.comercialPhone,
    comercial_email: row.comercialEmail,
    operative_phone: row.operativePhone,
    operative_email: row.operativeEmail,
    administrative_phone: row.administrativePhone,
    administrative_email: row.administrativeEmail,
  };
}
