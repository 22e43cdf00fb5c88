import { z } from 'zod';
import { INT32_MAX, idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import {
  API_KEY_RATE_LIMIT_MAX,
  API_KEY_SCOPES,
  DISTRIBUTION_MSG,
  isAllowedWebhookUrl,
  WEBHOOK_ATTEMPT_ERRORS,
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
} from './rules.ts';

/**
 * Distribution (issue 17, decision 029): API keys for the group's systems and channel managers,
 * webhooks, and what staff see of them in the back office. The machine routes themselves live
 * under /api/distribution/ and take `Authorization: Bearer <key>` only.
 */

const isoDateTime = z.iso.datetime({ offset: true });
const nameSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(100, { error: MSG.tooLong });

export const apiKeyHotelSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`hxk_AbCd`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  allHotels: z.boolean(),
  hotels: z.array(apiKeyHotelSchema),
  rateLimit: z.number().int(),
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  createdBy: z.string().nullable(),
  lastUsedAt: isoDateTime.nullable(),
  useCount: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/staff/hotels/?q= : existing hotels by name, code or id (the key form's hotel picker). */
export const staffHotelSearchQuerySchema = z
  .object({
    q: z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required })
      .max(100, { error: MSG.tooLong }),
  })
  .strict();
export const staffHotelSearchSchema = z.object({ hotels: z.array(apiKeyHotelSchema) });
export type StaffHotelSearch = z.infer<typeof staffHotelSearchSchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** POST /api/staff/api-keys/ */
export const apiKeyCreateSchema = z
  .object({
    name: nameSchema,
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: MSG.invalidValue }), { error: DISTRIBUTION_MSG.scopesRequired })
      .min(1, { error: DISTRIBUTION_MSG.scopesRequired })
      .refine((scopes) => new Set(scopes).size === scopes.length, { error: DISTRIBUTION_MSG.scopesRequired }),
    allHotels: z.boolean({ error: MSG.required }),
    hotels: z
      .array(z.number({ error: MSG.invalidValue }).int({ error: MSG.invalidValue }).min(1).max(INT32_MAX))
      .max(500, { error: MSG.tooLong })
      .default([]),
    /** Requests a minute before 429. */
    rateLimit: z
      .number({ error: MSG.invalidValue })
      .int({ error: MSG.invalidValue })
      .min(1, { error: MSG.invalidValue })
      .max(API_KEY_RATE_LIMIT_MAX, { error: MSG.invalidValue })
      .default(600),
    expiresAt: isoDateTime.nullable().default(null),
  })
  .strict();
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** The answer to a creation: the key in clear, shown this once. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, token: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyParamsSchema = z.object({ keyId: idParam });

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: isoDateTime,
  createdBy: z.string().nullable(),
  /** Deliveries by state. */
  deliveries: z.object({ pending: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: MSG.invalidValue }), { error: DISTRIBUTION_MSG.eventsRequired })
  .min(1, { error: DISTRIBUTION_MSG.eventsRequired })
  .refine((events) => new Set(events).size === events.length, { error: DISTRIBUTION_MSG.eventsRequired });

/** POST /api/staff/webhooks/ */
export const webhookCreateSchema = z
  .object({
    url: z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required })
      .max(2000, { error: MSG.tooLong })
      .refine(isAllowedWebhookUrl, { error: DISTRIBUTION_MSG.httpsRequired }),
    events: eventsSchema,
  })
  .strict();
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** PATCH /api/staff/webhooks/:endpointId */
export const webhookUpdateSchema = z
  .object({ active: z.boolean({ error: MSG.invalidValue }).optional(), events: eventsSchema.optional() })
  .strict();
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

/** The answer to a creation: the signing secret, shown this once. */
export const webhookCreatedSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookParamsSchema = z.object({ endpointId: idParam });
export const webhookDeliveryParamsSchema = z.object({ deliveryId: idParam });

/** An attempt's failure: one of WEBHOOK_ATTEMPT_ERRORS, or the answer's `HTTP <status>`. */
const attemptErrorSchema = z
  .union([z.enum(WEBHOOK_ATTEMPT_ERRORS), z.string().regex(/^HTTP \d{3}$/)])
  .nullable();

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: attemptErrorSchema,
  durationMs: z.number().int(),
  at: isoDateTime,
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: attemptErrorSchema,
  createdAt: isoDateTime,
  nextAttemptAt: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
  /** Every attempt, oldest first. */
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z
  .object({
    page: z.coerce.number({ error: MSG.invalidValue }).int().min(1).max(10_000).default(1),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: MSG.invalidValue }).optional(),
  })
  .strict();

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
