import type { EndedSessions, SessionDevice, SessionInfo } from '@hotel/domain';
import UAParser from 'ua-parser-js';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin, SessionUser } from '../../lib/request-context.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** The sessions page: list the caller's sessions, end one, end all the others. */
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly authRepository: AuthRepository,
    private readonly config: Pick<Config, 'SESSION_IDLE_MINUTES'>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The caller's sessions in force, newest use first. Expired and idle ones are left out: their
   * token is refused already (AuthService.authenticate), they only wait for the pruning. The current
   * session is in use now, whatever its stored last-seen time says (that is written at most once a
   * minute), so it is answered as used now and comes first.
   */
  async list(user: SessionUser): Promise<SessionInfo[]> {
    const now = this.now();
    const rows = await this.repository.listLive(
      user.id,
      new Date(now),
      new Date(now - this.config.SESSION_IDLE_MINUTES * 60_000),
    );
    return rows
      .map((row) => {
        const current = row.tokenHash === user.tokenHash;
        return {
          id: row.id,
          ...describeUserAgent(row.userAgent),
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
          last_used_at: (current ? new Date(now) : row.lastSeenAt).toISOString(),
          current,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one of the caller's sessions (the current one too, like a logout); another user's id answers 404. */
  async end(user: SessionUser, sessionId: number, origin: RequestOrigin): Promise<void> {
    if (!(await this.repository.deleteOne(user.id, sessionId))) throw AppError.notFound();
    await this.authRepository.recordEvent('session_end', origin, user.id, undefined, { session: sessionId });
  }

  /** Ends every session of the caller but the one asking; answers how many. */
  async endOthers(user: SessionUser, origin: RequestOrigin): Promise<EndedSessions> {
    const ended = await this.repository.deleteOthers(user.id, user.tokenHash);
    await this.authRepository.recordEvent('sessions_end_others', origin, user.id, undefined, { ended });
    return { ended };
  }
}

/** Browser, operating system and device type as ua-parser-js (v1) reads them from a user agent. */
export function describeUserAgent(userAgent: string | null): Pick<SessionInfo, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const named = (name: string | undefined, version: string | undefined) =>
    name ? [name, version].filter(Boolean).join(' ') : null;
  const browserName = named(browser.name, browser.major);
  const osName = named(os.name, os.version);
  return { browser: browserName, os: osName, device: deviceOf(device.type, browserName ?? osName) };
}

/** ua-parser-js names no type for desktops: a user agent it understands but that gives no type is one. */
function deviceOf(type: string | undefined, understood: string | null): SessionDevice {
  if (type === 'mobile' || type === 'tablet') return type;
  if (type) return 'other';
  return understood ? 'desktop' : 'unknown';
}
