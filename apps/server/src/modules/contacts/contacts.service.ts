import { type Contact, type ContactInput, HOTEL_MSG } from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { HotelsRepository } from '../hotels/hotels.repository.ts';
import type { ContactRow, ContactsRepository, ContactValues } from './contacts.repository.ts';

export class ContactsService {
  constructor(
    private readonly repository: ContactsRepository,
    private readonly hotels: HotelsRepository,
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
    const hotelIds = await this.ownHotels(user, input.hotels);
    const id = await this.repository.create(user.id, values(input), hotelIds);
    return this.get(user, id);
  }

  async update(user: SessionUser, contactId: number, input: ContactInput): Promise<Contact> {
    // Another user's contact answers 404 before its body is judged, as every object of an account does.
    if ((await this.repository.listForUser(user.id, contactId)).length === 0) throw AppError.notFound();
    const hotelIds = await this.ownHotels(user, input.hotels);
    if (!(await this.repository.update(user.id, contactId, values(input), hotelIds)))
      throw AppError.notFound();
    return this.get(user, contactId);
  }

  async delete(user: SessionUser, contactId: number): Promise<void> {
    if (!(await this.repository.delete(user.id, contactId))) throw AppError.notFound();
  }

  private async possibleHotels(user: SessionUser) {
    return (await this.hotels.listForUser(user.id)).map((hotel) => ({ id: hotel.id, name: hotel.name }));
  }

  /** Every hotel of a contact must be one of the user's; otherwise the whole save is refused. */
  private async ownHotels(user: SessionUser, hotelIds: number[]): Promise<number[]> {
    const unique = [...new Set(hotelIds)];
    const own = new Set((await this.hotels.listForUser(user.id)).map((hotel) => hotel.id));
    if (unique.some((id) => !own.has(id))) throw AppError.validation({ hotels: HOTEL_MSG.unknownHotel });
    return unique;
  }
}

function values(input: ContactInput): ContactValues {
  return {
    comercialPhone: input.comercial_phone,
    comercialEmail: input.comercial_email,
    operativePhone: input.operative_phone,
    operativeEmail: input.operative_email,
    administrativePhone: input.administrative_phone,
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
    comercial_phone: row.comercialPhone,
    comercial_email: row.comercialEmail,
    operative_phone: row.operativePhone,
    operative_email: row.operativeEmail,
    administrative_phone: row.administrativePhone,
    administrative_email: row.administrativeEmail,
  };
}
