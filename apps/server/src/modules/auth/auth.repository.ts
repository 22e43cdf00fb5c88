import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { authEvents, sessions, users, userTotp } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import type { AccountEvents, AuthEventKind } from './account-events.ts';

export class AuthRepository implements AccountEvents {
  constructor(
    private readonly db: Db,
    private readonly readCache: ReadCache,
  ) {
    this.sessionQuery = prepareSessionQuery(db);
  }

  async findUserByEmail(email: string) {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  async insertSession(values: typeof sessions.$inferInsert) {
    await this.db.insert(sessions).values(values);
  }

  /** See prepareSessionQuery. */
  private readonly sessionQuery: ReturnType<typeof prepareSessionQuery>;

  /** Read through the read cache: every authenticated call asks for it. Do not change what it answers. */
  async findSession(tokenHash: string) {
    return this.readCache.read(`session:${tokenHash}`, SESSION_TABLES, async () => {
      const [row] = await this.sessionQuery.execute({ tokenHash });
      return row;
    });
  }

  async touchSession(tokenHash: string, at: Date) {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteSession(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteExpiredSessions(idleBefore: Date) {
    await this.db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} < now() or ${lt(sessions.lastSeenAt, idleBefore)}`);
  }

  /** `details`: what the event was about when user and email do not say it (see admin hotel links). */
  async recordEvent(
    kind: AuthEventKind,
    origin: RequestOrigin,
    userId?: number,
    email?: string,
    details?: Record<string, unknown>,
  ) {
    await this.db.insert(authEvents).values({
      kind,
      userId: userId ?? null,
      email: email ?? null,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
      details: details ?? null,
    });
  }
}

/**
 * The session and its user in one statement (the hot path of every authenticated call),
 * prepared once: PostgreSQL parses and plans it once per connection instead of at every call, and
 * Drizzle builds its SQL once instead of per request.
 */
const SESSION_TABLES = ['sessions', 'users', 'user_totp'] as const;

function prepareSessionQuery(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      approbeContractPerm: users.approbeContractPerm,
      language: users.language,
      totpEnabled: userTotp.enabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userTotp, eq(userTotp.userId, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_find_session');
}
