// The JSON a webhook delivery sends: the webhooks' own format, built by the events and by the ping alike.
import type { WebhookEvent } from '../../../db/schema/index.ts';

/** The hotel a webhook body names; null for a `ping`. */
export interface WebhookHotel {
  id: number;
  code: string;
  name: string;
}

/**
 * The exact JSON a delivery sends and signs. `id` (also the `X-Hotel-Delivery` header) is the
 * delivery's own: a receiver that sees it twice (a resend, a retry whose 2xx got lost) skips it.
 */
export function webhookBody(
  id: string,
  event: WebhookEvent,
  hotel: WebhookHotel | null,
  data: Record<string, unknown>,
  occurredAt: Date = new Date(),
): string {
  return JSON.stringify({ id, event, occurredAt: occurredAt.toISOString(), hotel, data });
}
