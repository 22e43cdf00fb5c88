import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyScope,
  apiKeyCreateSchema,
  DISTRIBUTION_MSG,
  type StaffHotelSearch,
} from '@hotel/domain';
import type { z } from 'zod';
import type { ActivityLog } from '../../../lib/activity-log.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ApiKeyPrincipal, SessionUser } from '../../../lib/request-context.ts';
import { hashToken } from '../../auth/index.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';

/** Characters of the key shown in lists after the prefix: enough to tell keys apart, far too few to use. */
const SHOWN_CHARACTERS = 8;

/** A key: the prefix, then 256 random bits, URL-safe. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** `Authorization: Bearer hxk_…`; anything else (a session token included) is no key. */
export function apiKeyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(hxk_[A-Za-z0-9_-]{43})$/.exec(header.trim());
  return match?.[1];
}

/** Where back-office decisions are written (the hotel activity log). */
export type DecisionLog = ActivityLog;

type ApiKeyCreateInput = z.output<typeof apiKeyCreateSchema>;

/**
 * API keys of the group's systems and of channel managers (issue 17, decision 029): staff create
 * them in the back office, each shown once and stored as its SHA-256; every request checks and
 * counts the key in the database.
 */
export class ApiKeysService {
  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly decisions: DecisionLog,
  ) {}

  /** The live key a header carries, its use counted; undefined when there is none. */
  async authenticate(header: string | undefined): Promise<ApiKeyPrincipal | undefined> {
    const token = apiKeyFromHeader(header);
    return token ? this.repository.use(hashToken(token)) : undefined;
  }

  async reaches(key: ApiKeyPrincipal, hotelId: number): Promise<boolean> {
    if (key.allHotels) return (await this.repository.existingHotels([hotelId])).length > 0;
    return this.repository.reaches(key.id, hotelId);
  }

  /**
   * Whether ARI of this hotel may go out to or come in from the key (decision 044): the key
   * reaches it and it is verified. OTA in answers a hotel this refuses as an unknown hotel, like
   * one the key does not reach (no existence leak).
   */
  async distributes(key: ApiKeyPrincipal, hotelId: number): Promise<boolean> {
    return this.repository.distributes(key, hotelId);
  }

  /** The hotels a key reaches: every hotel, or these ids. */
  async hotelScope(key: ApiKeyPrincipal): Promise<'all' | number[]> {
    return key.allHotels ? 'all' : this.repository.hotelIds(key.id);
  }

  async list(): Promise<ApiKey[]> {
    return (await this.repository.list()).map(toApiKey);
  }

  async create(staff: SessionUser | null, input: ApiKeyCreate | ApiKeyCreateInput): Promise<ApiKeyCreated> {
    const values = apiKeyCreateSchema.parse(input);
    const hotelIds = values.allHotels ? [] : [...new Set(values.hotels)];
    if (!values.allHotels && hotelIds.length === 0) {
      throw AppError.validation({ hotels: DISTRIBUTION_MSG.hotelsRequired });
    }
    const existing = new Set((await this.repository.existingHotels(hotelIds)).map((hotel) => hotel.id));
    const missing = values.hotels.findIndex((id) => !existing.has(id));
    if (!values.allHotels && missing >= 0) {
      throw AppError.validation({ [`hotels.${missing}`]: DISTRIBUTION_MSG.unknownHotel });
    }
    const expiresAt = values.expiresAt === null ? null : new Date(values.expiresAt);
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw AppError.validation({ expiresAt: DISTRIBUTION_MSG.expiryPast });
    }
    const token = newApiKey();
    const id = await this.repository.insert(
      {
        name: values.name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
        scopes: values.scopes as ApiKeyScope[],
        allHotels: values.allHotels,
        rateLimit: values.rateLimit,
        expiresAt,
        createdBy: staff?.id ?? null,
      },
      hotelIds,
      (tx, keyId) =>
        this.decisions.record(
          {
            hotelId: null,
            userId: staff?.id ?? null,
            action: 'api_key.created',
            detail: { key: keyId, name: values.name, scopes: values.scopes, allHotels: values.allHotels },
          },
          tx,
        ),
    );
    return { key: await this.get(id), token };
  }

  /** Revokes a key at once (409 when it is revoked already, 404 when there is none). */
  async revoke(staff: SessionUser, keyId: number): Promise<ApiKey> {
    if (!(await this.repository.exists(keyId))) throw AppError.notFound();
    const revoked = await this.repository.revoke(keyId, (tx) =>
      this.decisions.record(
        {
          hotelId: null,
          userId: staff.id,
          action: 'api_key.revoked',
          detail: { key: keyId },
        },
        tx,
      ),
    );
    if (!revoked) throw new AppError(409, { key: DISTRIBUTION_MSG.alreadyRevoked });
    return this.get(keyId);
  }

  async searchHotels(text: string): Promise<StaffHotelSearch> {
    return { hotels: await this.repository.searchHotels(text) };
  }

  private async get(keyId: number): Promise<ApiKey> {
    const [row] = await this.repository.list(keyId);
    if (!row) throw AppError.notFound();
    return toApiKey(row);
  }
}

function toApiKey({
  key,
  createdBy,
  hotels,
}: {
  key: ApiKeyRow;
  createdBy: string | null;
  hotels: { id: number; name: string; code: string }[];
}): ApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    allHotels: key.allHotels,
    hotels,
    rateLimit: key.rateLimit,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
    createdBy,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    useCount: key.useCount,
  };
}
