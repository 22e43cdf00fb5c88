import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type ChangeKind,
  distributionChanges,
  hotels,
  rateContracts,
  rates,
  type WebhookEvent,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema/index.ts';
import type { DistributionChange, DistributionChanges } from '../../../lib/distribution-changes.ts';
import { webhookBody } from '../webhooks/index.ts';

const CHANGE_EVENTS: Record<Exclude<ChangeKind, 'reservations'>, WebhookEvent> = {
  content: 'content.changed',
  rates: 'rates.changed',
};

/**
 * Records distribution events (issue 17, decision 029) inside the transaction of the write that
 * causes them: a feed row and the webhook deliveries commit or roll back with the change itself,
 * so a client never hears of a change that did not happen nor misses one that did. The request
 * only inserts rows; the dispatcher (webhooks/webhooks.dispatcher.ts) sends them afterwards.
 */
export class DistributionEvents implements DistributionChanges {
  /**
   * A change of what content out or ARI out answers for a hotel: one `distribution_changes` row
   * (its `xid` is the caller's transaction) and one delivery per active endpoint subscribed to
   * `content.changed` / `rates.changed`. Two statements when no endpoint listens.
   */
  async changed(tx: Db, change: DistributionChange): Promise<void> {
    await tx.insert(distributionChanges).values({
      hotelId: change.hotelId,
      kind: change.kind,
      detail: change.detail ?? null,
    });
    if (change.kind !== 'reservations')
      await this.enqueue(tx, change.hotelId, CHANGE_EVENTS[change.kind], change.detail ?? {});
  }

  /**
   * A change of one rate's ARI (`detail`: the first and last day written, where known): as
   * `changed`, the hotel read from the rate in the same statement that records the change.
   */
  async rateChanged(tx: Db, rateId: number, detail: { from?: string; to?: string } = {}): Promise<void> {
    const full = { rate: rateId, ...detail };
    const result = (await tx.execute(
      sql`insert into ${distributionChanges} (hotel_id, kind, detail)
          select ${rateContracts.hotelId}, 'rates', ${JSON.stringify(full)}::jsonb
          from ${rates} inner join ${rateContracts} on ${rateContracts.id} = ${rates.contractId}
          where ${rates.id} = ${rateId}
          returning hotel_id as "hotelId"`,
    )) as unknown as { rows: { hotelId: number }[] };
    const row = result.rows[0];
    if (row) await this.enqueue(tx, row.hotelId, 'rates.changed', full);
  }

  /** A contract approved by staff: the `contract.approved` deliveries (no feed row of its own). */
  async contractApproved(tx: Db, hotelId: number): Promise<void> {
    await this.enqueue(tx, hotelId, 'contract.approved', {});
  }

  async reservationChanged(
    tx: Db,
    hotelId: number,
    event: Parameters<DistributionChanges['reservationChanged']>[2],
    detail: Parameters<DistributionChanges['reservationChanged']>[3],
  ): Promise<void> {
    const data = { event, ...detail };
    await tx.insert(distributionChanges).values({ hotelId, kind: 'reservations', detail: data });
    await this.enqueue(tx, hotelId, event, detail);
  }

  /**
   * One delivery of `event` per active endpoint subscribed to it, with the hotel it is about; none
   * while the hotel is unverified (decision 044): such events are dropped, not held, and the
   * verification itself records one `rates` change (`verifiedHotelChanged`) that tells everyone.
   */
  private async enqueue(tx: Db, hotelId: number, event: WebhookEvent, data: Record<string, unknown>) {
    // The hotel and the listening endpoints in one statement: most writes find no endpoint.
    const rows = await tx
      .select({ code: hotels.code, name: hotels.name, endpointId: webhookEndpoints.id })
      .from(hotels)
      .innerJoin(
        webhookEndpoints,
        and(eq(webhookEndpoints.active, true), sql`${event} = any(${webhookEndpoints.events})`),
      )
      .where(and(eq(hotels.id, hotelId), eq(hotels.verified, true)));
    const first = rows[0];
    if (!first) return;
    const hotel = { id: hotelId, code: first.code, name: first.name };
    const occurredAt = new Date();
    await tx.insert(webhookDeliveries).values(
      rows.map((row) => ({
        endpointId: row.endpointId,
        event,
        body: webhookBody(randomUUID(), event, hotel, data, occurredAt),
      })),
    );
  }
}
