import { randomBytes, randomUUID } from 'node:crypto';
import {
  DISTRIBUTION_MSG,
  WEBHOOK_ATTEMPT_ERRORS,
  WEBHOOK_DELIVERIES_PAGE,
  type WebhookAttemptError,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookUpdate,
} from '@hotel/domain';
import type { ActivityLog } from '../../../lib/activity-log.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../lib/request-context.ts';
import { webhookBody } from './webhooks.body.ts';
import type {
  AttemptRow,
  DeliveryRow,
  DeliveryStatus,
  EndpointListRow,
  WebhooksRepository,
} from './webhooks.repository.ts';
import { TargetRefused, type WebhookTargets } from './webhooks.targets.ts';

/** Where back-office decisions are written (the hotel activity log). */
export type DecisionLog = ActivityLog;

/** A signing secret: 256 random bits, URL-safe, recognisable in a receiver's configuration. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function toEndpoint(row: EndpointListRow): WebhookEndpoint {
  return {
    id: row.endpoint.id,
    url: row.endpoint.url,
    events: row.endpoint.events.filter((event): event is WebhookEvent => event !== 'ping'),
    active: row.endpoint.active,
    createdAt: row.endpoint.createdAt.toISOString(),
    createdBy: row.createdBy,
    deliveries: row.counts,
  };
}

const ATTEMPT_ERRORS = new Set<string>(WEBHOOK_ATTEMPT_ERRORS);

/**
 * An attempt's error as staff see it: one of four words or `HTTP <status>` (decision 043). Rows
 * written before that kept the client's message (addresses, error codes): shown as the word it
 * comes to, never as written.
 */
export function shownAttemptError(error: string | null): WebhookAttemptError | `HTTP ${number}` | null {
  if (error === null) return null;
  if (ATTEMPT_ERRORS.has(error)) return error as WebhookAttemptError;
  if (/^HTTP \d{3}$/.test(error)) return error as `HTTP ${number}`;
  if (/time(d ?)?out|abort/i.test(error)) return 'timeout';
  if (/tls|ssl|cert/i.test(error)) return 'tls_failed';
  return 'connection_refused';
}

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: shownAttemptError(row.lastError),
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    log: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        statusCode: attempt.statusCode,
        error: shownAttemptError(attempt.error),
        durationMs: attempt.durationMs,
        at: attempt.at.toISOString(),
      })),
  };
}

/**
 * The back office's webhooks (issue 17, decision 029): staff register endpoints for events, see
 * each delivery with its attempts and send one again. Every change is a decision in the activity
 * log, written in its transaction. Sending is the dispatcher's (webhooks.dispatcher.ts).
 */
export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly decisions: DecisionLog,
    /** Where an endpoint may point (decision 043); the dispatcher checks again at every attempt. */
    private readonly targets: WebhookTargets,
  ) {}

  async list(): Promise<WebhookEndpoint[]> {
    return (await this.repository.list()).map(toEndpoint);
  }

  private async endpoint(id: number): Promise<WebhookEndpoint> {
    const row = await this.repository.find(id);
    if (!row) throw AppError.notFound();
    return toEndpoint(row);
  }

  /**
   * A new endpoint, with its secret shown this once and a `ping` queued to it. Its host must
   * resolve, and only to addresses webhooks may reach (decision 043): else 400 on `url`.
   */
  async create(staff: SessionUser, input: WebhookCreate): Promise<WebhookCreated> {
    try {
      await this.targets.check(input.url);
    } catch (error) {
      if (!(error instanceof TargetRefused)) throw error;
      throw AppError.validation({
        url:
          error.reason === 'https_required'
            ? DISTRIBUTION_MSG.httpsRequired
            : DISTRIBUTION_MSG.addressNotAllowed,
      });
    }
    const secret = newWebhookSecret();
    const events = [...input.events];
    const id = await this.repository.create(
      { url: input.url, secret, events, createdBy: staff.id },
      (endpointId) => webhookBody(randomUUID(), 'ping', null, { endpoint: endpointId }),
      (tx, endpointId) =>
        this.decisions.record(
          {
            hotelId: null,
            userId: staff.id,
            action: 'webhook.created',
            detail: { endpoint: endpointId, url: input.url, events },
          },
          tx,
        ),
    );
    return { endpoint: await this.endpoint(id), secret };
  }

  async update(staff: SessionUser, id: number, input: WebhookUpdate): Promise<WebhookEndpoint> {
    const values = {
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.events === undefined ? {} : { events: [...input.events] }),
    };
    const updated = await this.repository.update(id, values, (tx) =>
      this.decisions.record(
        {
          hotelId: null,
          userId: staff.id,
          action: 'webhook.updated',
          detail: { endpoint: id, ...values },
        },
        tx,
      ),
    );
    if (!updated) throw AppError.notFound();
    return this.endpoint(id);
  }

  async delete(staff: SessionUser, id: number): Promise<void> {
    const deleted = await this.repository.delete(id, (tx, url) =>
      this.decisions.record(
        {
          hotelId: null,
          userId: staff.id,
          action: 'webhook.deleted',
          detail: { endpoint: id, url },
        },
        tx,
      ),
    );
    if (!deleted) throw AppError.notFound();
  }

  /** A page of an endpoint's deliveries, newest first, each with its attempts: three statements. */
  async deliveries(
    endpointId: number,
    query: { page: number; status?: DeliveryStatus },
  ): Promise<WebhookDeliveryPage> {
    if (!(await this.repository.find(endpointId))) throw AppError.notFound();
    const { rows, total } = await this.repository.deliveries(endpointId, {
      status: query.status,
      offset: (query.page - 1) * WEBHOOK_DELIVERIES_PAGE,
      limit: WEBHOOK_DELIVERIES_PAGE,
    });
    const attempts = await this.repository.attempts(rows.map((row) => row.id));
    return {
      deliveries: rows.map((row) => toDelivery(row, attempts)),
      total,
      page: query.page,
      pageSize: WEBHOOK_DELIVERIES_PAGE,
    };
  }

  /** Sends a delivery again: back to pending, due now (the same body and id: receivers skip repeats). */
  async resend(staff: SessionUser, deliveryId: number): Promise<WebhookDelivery> {
    const row = await this.repository.resend(deliveryId, (tx, endpointId) =>
      this.decisions.record(
        {
          hotelId: null,
          userId: staff.id,
          action: 'webhook.resent',
          detail: { endpoint: endpointId, delivery: deliveryId },
        },
        tx,
      ),
    );
    if (!row) throw AppError.notFound();
    return toDelivery(row, await this.repository.attempts([row.id]));
  }
}
