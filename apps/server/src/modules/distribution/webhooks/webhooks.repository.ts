import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  users,
  type WebhookEvent,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type DeliveryStatus = DeliveryRow['status'];

export interface EndpointListRow {
  endpoint: EndpointRow;
  createdBy: string | null;
  counts: Record<DeliveryStatus, number>;
}

/** A delivery claimed for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  event: WebhookEvent;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/** The outcome of one attempt, as the dispatcher saw it. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds}::float8)`;
const rowsOf = async <T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Webhook endpoints, their deliveries (the outbox) and the attempts of each (decision 029). */
export class WebhooksRepository {
  constructor(private readonly db: Db) {}

  /** Every endpoint, newest first, with who created it and its deliveries by state: two statements. */
  async list(): Promise<EndpointListRow[]> {
    const endpoints = await this.db
      .select({ endpoint: webhookEndpoints, createdBy: users.name })
      .from(webhookEndpoints)
      .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    const counts = await this.counts(endpoints.map((row) => row.endpoint.id));
    return endpoints.map((row) => ({ ...row, counts: counts(row.endpoint.id) }));
  }

  async find(id: number): Promise<EndpointListRow | undefined> {
    const [row] = await this.db
      .select({ endpoint: webhookEndpoints, createdBy: users.name })
      .from(webhookEndpoints)
      .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
      .where(eq(webhookEndpoints.id, id));
    if (!row) return undefined;
    return { ...row, counts: (await this.counts([id]))(id) };
  }

  private async counts(ids: number[]): Promise<(id: number) => Record<DeliveryStatus, number>> {
    const found =
      ids.length === 0
        ? []
        : await this.db
            .select({
              endpointId: webhookDeliveries.endpointId,
              status: webhookDeliveries.status,
              n: count(),
            })
            .from(webhookDeliveries)
            .where(inArray(webhookDeliveries.endpointId, ids))
            .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
    return (id) => {
      const counts = { pending: 0, delivered: 0, failed: 0 };
      for (const row of found) if (row.endpointId === id) counts[row.status] = Number(row.n);
      return counts;
    };
  }

  /**
   * Creates an endpoint and its first delivery (`pingBody` of the new id), then runs
   * `alsoInTransaction` (the decision's log entry): all or nothing.
   */
  async create(
    values: { url: string; secret: string; events: WebhookEvent[]; createdBy: number },
    pingBody: (endpointId: number) => string,
    alsoInTransaction: (tx: Db, endpointId: number) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(webhookEndpoints)
        .values(values)
        .returning({ id: webhookEndpoints.id });
      if (!created) throw new Error('endpoint not created');
      await tx
        .insert(webhookDeliveries)
        .values({ endpointId: created.id, event: 'ping', body: pingBody(created.id) });
      await alsoInTransaction(tx, created.id);
      return created.id;
    });
  }

  /** Changes an endpoint and logs it in one transaction; false when there is no such endpoint. */
  async update(
    id: number,
    values: { active?: boolean; events?: WebhookEvent[] },
    alsoInTransaction: (tx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated =
        Object.keys(values).length === 0
          ? await tx
              .select({ id: webhookEndpoints.id })
              .from(webhookEndpoints)
              .where(eq(webhookEndpoints.id, id))
          : await tx
              .update(webhookEndpoints)
              .set(values)
              .where(eq(webhookEndpoints.id, id))
              .returning({ id: webhookEndpoints.id });
      if (updated.length === 0) return false;
      await alsoInTransaction(tx);
      return true;
    });
  }

  /** Deletes an endpoint with its deliveries and their attempts; false when there was none. */
  async delete(id: number, alsoInTransaction: (tx: Db, url: string) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ url: webhookEndpoints.url });
      if (!deleted) return false;
      await alsoInTransaction(tx, deleted.url);
      return true;
    });
  }

  /** A page of an endpoint's deliveries, newest first, and how many there are: two statements. */
  async deliveries(
    endpointId: number,
    filter: { status?: DeliveryStatus; offset: number; limit: number },
  ): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where = and(
      eq(webhookDeliveries.endpointId, endpointId),
      filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ n: count() }).from(webhookDeliveries).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The attempts of these deliveries, oldest first. */
  async attempts(deliveryIds: number[]): Promise<AttemptRow[]> {
    if (deliveryIds.length === 0) return [];
    return this.db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, deliveryIds))
      .orderBy(asc(webhookAttempts.id));
  }

  /**
   * A delivery back to pending, due now (staff's resend), logged in the same transaction;
   * undefined when there is no such delivery. An attempt in flight meanwhile still records its
   * outcome (a 2xx then stands: the receiver has it).
   */
  async resend(id: number, alsoInTransaction: (tx: Db, endpointId: number) => Promise<void>) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: sql`now()` })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      if (!row) return undefined;
      await alsoInTransaction(tx, row.endpointId);
      return row;
    });
  }

  /**
   * Takes due deliveries of active endpoints for one attempt each, oldest first, at most
   * `perEndpoint` of any endpoint (one endpoint's backlog does not fill the batch) and none of
   * the endpoints in `skipEndpoints` (this worker already waits on enough of theirs): their next
   * attempt moves `leaseSeconds` ahead (no other worker or instance takes them meanwhile; if this
   * one dies they are due again when it ends) and their attempt count goes up by one, which fences
   * the outcome to this claim. Rows another worker is claiming are skipped, not waited for.
   */
  async claimDue(options: {
    leaseSeconds: number;
    limit: number;
    perEndpoint: number;
    skipEndpoints: number[];
  }): Promise<ClaimedDelivery[]> {
    const skip =
      options.skipEndpoints.length > 0
        ? sql`and d.endpoint_id not in (select value::int from jsonb_array_elements_text(${JSON.stringify(options.skipEndpoints)}::jsonb) as s(value))`
        : sql``;
    const claimed = await rowsOf<ClaimedDelivery & { id: number | string }>(
      this.db,
      sql`update webhook_deliveries w
          set next_attempt_at = ${inSeconds(options.leaseSeconds)}, attempts = w.attempts + 1
          from webhook_endpoints e
          where e.id = w.endpoint_id and w.id in (
            select id from webhook_deliveries
            where status = 'pending' and next_attempt_at <= now() and id in (
              select id from (
                select c.id, row_number() over (partition by c.endpoint_id order by c.next_attempt_at, c.id) as rank
                from (
                  select d.id, d.endpoint_id, d.next_attempt_at from webhook_deliveries d
                  inner join webhook_endpoints e on e.id = d.endpoint_id and e.active
                  where d.status = 'pending' and d.next_attempt_at <= now() ${skip}
                  order by d.next_attempt_at, d.id
                  limit ${options.limit * options.perEndpoint}
                ) c
              ) ranked
              where rank <= ${options.perEndpoint}
            )
            order by next_attempt_at, id
            limit ${options.limit}
            for update skip locked
          )
          returning w.id, w.endpoint_id as "endpointId", w.event, w.body, w.attempts, e.url, e.secret`,
    );
    return claimed.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
  }

  /**
   * Writes an attempt and, when the claim that counted `attempts` still owns the delivery, its
   * outcome: delivered, due again in `retryInSeconds` (at the latest when `maxAgeSeconds` after
   * its creation end), or failed once they have. One statement.
   */
  async recordAttempt(
    delivery: { id: number; attempts: number },
    outcome: AttemptOutcome,
    delivered: boolean,
    retry: { retryInSeconds: number; maxAgeSeconds: number },
  ): Promise<void> {
    const fence = sql`id = ${delivery.id} and status = 'pending' and attempts = ${delivery.attempts}`;
    const deadline = sql`created_at + make_interval(secs => ${retry.maxAgeSeconds}::float8)`;
    const mark = delivered
      ? sql`update webhook_deliveries set status = 'delivered', delivered_at = now(), last_error = null,
            last_status_code = ${outcome.statusCode} where ${fence}`
      : sql`update webhook_deliveries set
            status = case when now() >= ${deadline} then 'failed' else 'pending' end,
            next_attempt_at = least(${inSeconds(retry.retryInSeconds)}, ${deadline}),
            last_error = ${outcome.error}, last_status_code = ${outcome.statusCode}
            where ${fence}`;
    await this.db.execute(
      sql`with marked as (${mark} returning id)
          insert into webhook_attempts (delivery_id, attempt, status_code, error, duration_ms)
          values (${delivery.id}, ${delivery.attempts}, ${outcome.statusCode}, ${outcome.error}, ${outcome.durationMs})`,
    );
  }
}
