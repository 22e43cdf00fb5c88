import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hotels, otaInboundMessages, rateContracts, rates } from '../../../db/schema/index.ts';
import type { AriRateRow } from '../../rates/index.ts';

/** OTA in's own reads and its idempotency record (issue 17); the ARI itself is written by AriService.apply. */
export class OtaInRepository {
  constructor(private readonly db: Db) {}

  async hotelIdByCode(code: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, code));
    return row?.id;
  }

  /** Every rate, offer and promotion of the hotel's contracts. */
  async ratesOfHotel(hotelId: number): Promise<AriRateRow[]> {
    const found = await this.db
      .select({ rate: rates })
      .from(rates)
      .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
      .where(eq(rateContracts.hotelId, hotelId))
      .orderBy(asc(rates.id));
    return found.map((row) => row.rate);
  }

  /** The message this key already applied with this EchoToken: its root, body hash and answer. */
  async storedAnswer(
    keyId: number,
    echoToken: string,
  ): Promise<{ response: string; messageType: string; bodySha256: string } | undefined> {
    const [row] = await this.db
      .select({
        response: otaInboundMessages.response,
        messageType: otaInboundMessages.messageType,
        bodySha256: otaInboundMessages.bodySha256,
      })
      .from(otaInboundMessages)
      .where(and(eq(otaInboundMessages.keyId, keyId), eq(otaInboundMessages.echoToken, echoToken)));
    return row;
  }

  /**
   * Claims the EchoToken in the applying transaction: true when this transaction holds it now,
   * false when a message with it was applied already. A concurrent copy's insert waits on the
   * unique index until the first commits (then finds it) or rolls back (then claims it), so two
   * copies never both apply.
   */
  async claim(
    tx: Db,
    keyId: number,
    echoToken: string,
    messageType: string,
    bodySha256: string,
    response: string,
  ): Promise<boolean> {
    const result = (await tx.execute(
      sql`insert into ota_inbound_messages (key_id, echo_token, message_type, body_sha256, response)
          values (${keyId}, ${echoToken}, ${messageType}, ${bodySha256}, ${response})
          on conflict (key_id, echo_token) do nothing
          returning id`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }
}
