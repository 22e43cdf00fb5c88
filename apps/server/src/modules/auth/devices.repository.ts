import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trustedDevices } from '../../db/schema/index.ts';

/** Browsers that signed in successfully (OWASP device cookies, decision 021), by token hash. */
export class DevicesRepository {
  constructor(private readonly db: Db) {}

  async findByTokenHashes(tokenHashes: string[]) {
    if (tokenHashes.length === 0) return [];
    return this.db
      .select({ id: trustedDevices.id, userId: trustedDevices.userId, tokenHash: trustedDevices.tokenHash })
      .from(trustedDevices)
      .where(inArray(trustedDevices.tokenHash, tokenHashes));
  }

  async insert(userId: number, tokenHash: string) {
    await this.db.insert(trustedDevices).values({ userId, tokenHash });
  }

  async touch(id: number, at: Date) {
    await this.db.update(trustedDevices).set({ lastUsedAt: at }).where(eq(trustedDevices.id, id));
  }

  /** Devices not used to sign in since `before`: their cookie has expired in the browser too. */
  async deleteUnusedSince(before: Date) {
    await this.db.delete(trustedDevices).where(lt(trustedDevices.lastUsedAt, before));
  }
}
