import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { users } from './users.ts';

/** What an API key may do (issue 17, decision 029). */
export type ApiKeyScope =
  | 'content:read'
  | 'ari:read'
  | 'ari:write'
  | 'reservations:read'
  | 'reservations:write';

/**
 * A machine client's key: shown once, stored as its SHA-256 like sessions. `all_hotels` keys are
 * the group's own systems; the others reach the hotels of `api_key_hotels` only. Every request
 * checks the row (no cache), so a revocation or expiry applies at once on every instance.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The key's first characters, to tell keys apart in lists (never enough to use it). */
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    allHotels: boolean('all_hotels').notNull().default(false),
    /** Requests a minute before 429. */
    rateLimit: integer('rate_limit').notNull().default(600),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    useCount: bigint('use_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('api_keys_token_hash_key').on(t.tokenHash)],
);

/** The hotels a key that is not `all_hotels` reaches. */
export const apiKeyHotels = pgTable(
  'api_key_hotels',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hotelId] }), index('api_key_hotels_hotel_idx').on(t.hotelId)],
);

/** PostgreSQL's 64-bit transaction id (xid8), read and written as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export type ChangeKind = 'content' | 'rates' | 'reservations';

/**
 * The change feed (decision 029): one row per change of a hotel's approved content (an approval)
 * or of its rates, written in the transaction of the change. `xid` is that transaction's id; the
 * feed answers only rows of transactions older than every transaction still running
 * (`pg_snapshot_xmin`), in (xid, id) order, so a row committed late can never fall behind a cursor
 * already handed out.
 */
export const distributionChanges = pgTable(
  'distribution_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    hotelId: integer('hotel_id').notNull(),
    kind: text('kind').$type<ChangeKind>().notNull(),
    /** Rates: the rate and the first and last day written ({ rate, from, to }). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distribution_changes_order_idx').on(t.xid, t.id)],
);

export type WebhookEvent =
  | 'contract.approved'
  | 'content.changed'
  | 'rates.changed'
  | 'reservation.created'
  | 'reservation.modified'
  | 'reservation.cancelled'
  | 'reservation.confirmed'
  | 'reservation.no_show'
  | 'ping';

/** An endpoint staff registered for events; `secret` signs every delivery (HMAC-SHA256). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  /** Kept in clear: the server signs with it. Shown to staff once, at creation. */
  secret: text('secret').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The webhook outbox: one row per event and endpoint, claimed like the mail outbox (lease,
 * `FOR UPDATE SKIP LOCKED`, attempts as fence), retried with backoff for a day.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The exact JSON body sent (and signed). */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastStatusCode: integer('last_status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every delivery attempt: when, how long, the answer's status or the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * Applied inbound OTA messages by EchoToken, per key: a message sent again answers the stored
 * response and is not applied twice (a refused message is not kept: its corrected version may
 * come with the same token).
 */
export const otaInboundMessages = pgTable(
  'ota_inbound_messages',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    echoToken: text('echo_token').notNull(),
    messageType: text('message_type').notNull(),
    /** The OTA success response it was answered with (only applied messages are kept). */
    response: text('response').notNull(),
    /** SHA-256 (hex) of the message body: a copy is the same key, token, root and body (issue 30). */
    bodySha256: text('body_sha256').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ota_inbound_messages_key_token_key').on(t.keyId, t.echoToken)],
);
