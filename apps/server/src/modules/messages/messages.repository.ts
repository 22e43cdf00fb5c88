import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageValues = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

export class MessagesRepository {
  constructor(private readonly db: Db) {}

  async insert(values: ContactMessageValues): Promise<number> {
    const [row] = await this.db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');
    return row.id;
  }
}
