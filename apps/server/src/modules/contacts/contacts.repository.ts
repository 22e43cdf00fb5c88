import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactHotels, contacts, users } from '../../db/schema/index.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Omit<typeof contacts.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export class ContactsRepository {
  constructor(private readonly db: Db) {}

  /** The user's contacts with the hotels each serves: two statements whatever the count. */
  async listForUser(userId: number, contactId?: number): Promise<(ContactRow & { hotels: number[] })[]> {
    const rows = await this.db
      .select()
      .from(contacts)
      .where(
        contactId === undefined
          ? eq(contacts.userId, userId)
          : and(eq(contacts.userId, userId), eq(contacts.id, contactId)),
      )
      .orderBy(asc(contacts.id));
    if (rows.length === 0) return [];
    const links = await this.db
      .select()
      .from(contactHotels)
      .where(
        inArray(
          contactHotels.contactId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(contactHotels.hotelId));
    return rows.map((row) => ({
      ...row,
      hotels: links.filter((link) => link.contactId === row.id).map((link) => link.hotelId),
    }));
  }

  /**
   * The operative address of every contact serving the hotel, with the person's name and the
   * language of the account that keeps the contact (contacts carry no language of their own).
   */
  async operativeOfHotel(
    hotelId: number,
  ): Promise<{ email: string; name: string | null; language: string }[]> {
    return this.db
      .select({ email: contacts.operativeEmail, name: contacts.operativeName, language: users.language })
      .from(contactHotels)
      .innerJoin(contacts, eq(contacts.id, contactHotels.contactId))
      .innerJoin(users, eq(users.id, contacts.userId))
      .where(and(eq(contactHotels.hotelId, hotelId), ne(contacts.operativeEmail, '')))
      .orderBy(asc(contacts.id));
  }

  async create(userId: number, values: ContactValues, hotelIds: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contacts)
        .values({ ...values, userId })
        .returning({ id: contacts.id });
      if (!row) throw new Error('contact not created');
      if (hotelIds.length > 0) {
        await tx.insert(contactHotels).values(hotelIds.map((hotelId) => ({ contactId: row.id, hotelId })));
      }
      return row.id;
    });
  }

  /** Replaces the values and the hotels of one of the user's contacts; false when it is not theirs. */
  async update(
    userId: number,
    contactId: number,
    values: ContactValues,
    hotelIds: number[],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(contacts)
        .set(values)
        .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)))
        .returning({ id: contacts.id });
      if (updated.length === 0) return false;
      await tx.delete(contactHotels).where(eq(contactHotels.contactId, contactId));
      if (hotelIds.length > 0) {
        await tx.insert(contactHotels).values(hotelIds.map((hotelId) => ({ contactId, hotelId })));
      }
      return true;
    });
  }

  async delete(userId: number, contactId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)))
      .returning({ id: contacts.id });
    return deleted.length > 0;
  }
}
