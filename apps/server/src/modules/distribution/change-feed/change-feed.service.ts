import { MSG } from '@hotel/domain';
import { AppError } from '../../../lib/errors.ts';
import type { ApiKeyPrincipal } from '../../../lib/request-context.ts';
import { type ChangeFeedRepository, FEED_START, type FeedPosition } from './change-feed.repository.ts';

export const FEED_LIMIT_DEFAULT = 500;
export const FEED_LIMIT_MAX = 1000;

export interface FeedPage {
  changes: {
    hotelId: number;
    hotelCode: string;
    kind: 'content' | 'rates' | 'reservations';
    at: string;
    detail: Record<string, unknown> | null;
  }[];
  cursor: string;
  more: boolean;
}

/** The opaque cursor: base64url of `<xid>.<id>`. */
export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.xid}.${position.id}`).toString('base64url');
}

/** The position of a cursor, or undefined when it is not one this server handed out. */
export function decodeCursor(cursor: string): FeedPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  const match = /^(\d{1,19})\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return undefined;
  return { xid: BigInt(match[1]).toString(), id };
}

/**
 * The change feed of distribution (decision 029): what changed since the client's cursor, for
 * the hotels its key reaches and the kinds its scopes read (content:read → content, ari:read →
 * rates, reservations:read → reservations, issue 32). A client polls with the cursor it was given, forever: an empty page answers it back.
 */
export class ChangeFeedService {
  constructor(private readonly repository: ChangeFeedRepository) {}

  async read(key: ApiKeyPrincipal, cursor: string | undefined, limit: number): Promise<FeedPage> {
    const after = cursor === undefined || cursor === '' ? FEED_START : decodeCursor(cursor);
    if (!after) throw AppError.validation({ cursor: MSG.invalidValue });
    const kinds = [
      ...(key.scopes.includes('content:read') ? (['content'] as const) : []),
      ...(key.scopes.includes('ari:read') ? (['rates'] as const) : []),
      ...(key.scopes.includes('reservations:read') ? (['reservations'] as const) : []),
    ];
    // One row more than asked says whether there is more, in the same statement.
    const rows = await this.repository.page(
      { keyId: key.id, allHotels: key.allHotels, kinds },
      after,
      limit + 1,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      changes: page.map((row) => ({
        hotelId: row.hotelId,
        hotelCode: row.hotelCode,
        kind: row.kind,
        at: row.at.toISOString(),
        detail: row.detail,
      })),
      cursor: last ? encodeCursor(last) : cursor || encodeCursor(FEED_START),
      more: rows.length > limit,
    };
  }
}
