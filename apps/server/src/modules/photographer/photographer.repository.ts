import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, photographerRequests, users } from '../../db/schema/index.ts';

/** The photographer requests of the hotels, and who they are emailed about. */
export class PhotographerRepository {
  constructor(private readonly db: Db) {}

  async recordPhotographerRequest(hotelId: number, userId: number): Promise<{ id: number; createdAt: Date }> {
    const [row] = await this.db
      .insert(photographerRequests)
      .values({ hotelId, userId })
      .returning({ id: photographerRequests.id, createdAt: photographerRequests.createdAt });
    if (!row) throw new Error('photographer request not recorded');
    return row;
  }

  /**
   * The hotel and the requester of a photographer request. Who may ask for the hotel was decided
   * by requireHotel (its users, and staff on any hotel): no second, narrower copy of that rule here.
   */
  async hotelAndUser(hotelId: number, userId: number) {
    const [hotel] = await this.db
      .select({ name: hotels.name, code: hotels.code, city: hotels.city })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    const [user] = await this.db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return hotel && user ? { hotel, user } : undefined;
  }
}
