import type { HotelTax, RateKind, RatePolicies, RateTerm } from '@hotel/domain';
import { and, asc, between, count, eq, inArray, min, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  hotels,
  hotelTaxes,
  rateCancellationPolicies,
  rateContracts,
  rateDays,
  ratePrices,
  rateRoomTypes,
  rates,
  rateTerms,
} from '../../db/schema/index.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import { type CellValues, setPrices } from './ari.statements.ts';

/** What a new rate sells, checked by the service: room types, a period (its days) and base prices. */
export interface RateProduct {
  roomIds: number[];
  /** ISO days of the period ('2027-06-01'…), empty without one. */
  days: string[];
  basePrices: { room: number; board: string; cell: CellValues }[];
}

export type RateContractRow = typeof rateContracts.$inferSelect;
export type RateRow = typeof rates.$inferSelect;
export type RateValues = Omit<typeof rates.$inferInsert, 'id' | 'contractId' | 'createdAt'>;

/** Insert at most this many day rows per statement (PostgreSQL allows 65 535 parameters). */
const DAY_ROWS_PER_INSERT = 10_000;

const yearBounds = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/** The first and last of ISO days (they sort as text); nothing when there are none. */
function daySpanOf(days: readonly string[]): { from?: string; to?: string } {
  if (days.length === 0) return {};
  const sorted = [...days].sort();
  return { from: sorted[0], to: sorted.at(-1) };
}

export class RatesRepository {
  constructor(
    private readonly db: Db,
    /**
     * Records every write that changes what ARI out answers (a rate, its days, its product) in
     * its transaction, one change per write (issue 17); none in unit setups.
     */
    private readonly changes?: Pick<DistributionChanges, 'changed' | 'rateChanged'>,
  ) {}

  /**
   * A hotel's rate contracts with their rates, each rate's day count and first day (ISO): three
   * statements whatever the size.
   */
  async rateContractsOf(
    hotelId: number,
  ): Promise<(RateContractRow & { rates: (RateRow & { daysCount: number; firstDay: string | null })[] })[]> {
    const contracts = await this.db
      .select()
      .from(rateContracts)
      .where(eq(rateContracts.hotelId, hotelId))
      .orderBy(asc(rateContracts.id));
    if (contracts.length === 0) return [];
    const contractIds = contracts.map((contract) => contract.id);
    const rateRows = await this.db
      .select()
      .from(rates)
      .where(inArray(rates.contractId, contractIds))
      .orderBy(asc(rates.id));
    const counts =
      rateRows.length === 0
        ? []
        : await this.db
            .select({ rateId: rateDays.rateId, days: count(), first: min(rateDays.day) })
            .from(rateDays)
            .where(
              inArray(
                rateDays.rateId,
                rateRows.map((rate) => rate.id),
              ),
            )
            .groupBy(rateDays.rateId);
    const daysOf = new Map(counts.map((row) => [row.rateId, row]));
    const byRateContract = new Map<number, (RateRow & { daysCount: number; firstDay: string | null })[]>();
    for (const rate of rateRows) {
      const list = byRateContract.get(rate.contractId) ?? [];
      const days = daysOf.get(rate.id);
      list.push({ ...rate, daysCount: Number(days?.days ?? 0), firstDay: days?.first ?? null });
      byRateContract.set(rate.contractId, list);
    }
    return contracts.map((contract) => ({ ...contract, rates: byRateContract.get(contract.id) ?? [] }));
  }

  /**
   * Creates a rate contract unless the hotel already holds `limit`; the hotel row is locked so that
   * concurrent creations count each other. Answers undefined when the limit is reached.
   * `createdBy` is the user creating it (decision 044: a superseded claimant loses theirs).
   */
  async createRateContract(
    hotelId: number,
    name: string,
    limit: number,
    createdBy: number,
  ): Promise<RateContractRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
      const [existing] = await tx
        .select({ value: count() })
        .from(rateContracts)
        .where(eq(rateContracts.hotelId, hotelId));
      if (Number(existing?.value ?? 0) >= limit) return undefined;
      const [created] = await tx.insert(rateContracts).values({ hotelId, name, createdBy }).returning();
      return created;
    });
  }

  /**
   * Creates a rate in one of the hotel's contracts. Answers 'missing' when the contract is not the
   * hotel's, 'full' when it already holds `limit` rates (the contract row is locked meanwhile).
   */
  async createRate(
    hotelId: number,
    contractId: number,
    values: RateValues,
    limit: number,
    product: RateProduct = { roomIds: [], days: [], basePrices: [] },
  ): Promise<RateRow | 'missing' | 'full'> {
    return this.db.transaction(async (tx) => {
      const [contract] = await tx
        .select({ id: rateContracts.id })
        .from(rateContracts)
        .where(and(eq(rateContracts.id, contractId), eq(rateContracts.hotelId, hotelId)))
        .for('update');
      if (!contract) return 'missing';
      const [existing] = await tx
        .select({ value: count() })
        .from(rates)
        .where(eq(rates.contractId, contractId));
      if (Number(existing?.value ?? 0) >= limit) return 'full';
      const [created] = await tx
        .insert(rates)
        .values({ ...values, contractId })
        .returning();
      if (!created) throw new Error('rate not created');
      if (product.roomIds.length > 0)
        await tx
          .insert(rateRoomTypes)
          .values(product.roomIds.map((roomId) => ({ rateId: created.id, roomId })));
      for (let at = 0; at < product.days.length; at += DAY_ROWS_PER_INSERT) {
        const slice = product.days.slice(at, at + DAY_ROWS_PER_INSERT);
        await tx.insert(rateDays).values(slice.map((day) => ({ rateId: created.id, day })));
      }
      if (product.days.length > 0) {
        for (const price of product.basePrices) {
          const step = {
            type: 'price' as const,
            days: product.days,
            rooms: [price.room],
            boards: [price.board],
            cell: price.cell,
          };
          // A new rate has no prices: the insert alone.
          const [, insert] = setPrices(created.id, step);
          if (insert) await tx.execute(insert);
        }
      }
      await this.changes?.changed(tx, {
        hotelId,
        kind: 'rates',
        detail: { rate: created.id, ...daySpanOf(product.days) },
      });
      return created;
    });
  }

  /** Deletes one rate of one of the hotel's contracts (its days go with it); false when not there. */
  async deleteRate(hotelId: number, contractId: number, rateId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const contract = tx
        .select({ id: rateContracts.id })
        .from(rateContracts)
        .where(and(eq(rateContracts.id, contractId), eq(rateContracts.hotelId, hotelId)));
      const deleted = await tx
        .delete(rates)
        .where(
          and(eq(rates.id, rateId), eq(rates.contractId, contractId), inArray(rates.contractId, contract)),
        )
        .returning({ id: rates.id });
      if (deleted.length === 0) return false;
      await this.changes?.changed(tx, { hotelId, kind: 'rates', detail: { rate: rateId } });
      return true;
    });
  }

  /** The hotel's (rate, day) pairs of a year, optionally of one contract and one kind, in day order. */
  async daysOf(
    hotelId: number,
    year: number,
    filter: { contract?: number; kind?: RateKind } = {},
  ): Promise<{ rateId: number; day: string }[]> {
    const conditions: SQL[] = [
      eq(rateContracts.hotelId, hotelId),
      between(rateDays.day, ...yearBounds(year)),
    ];
    if (filter.contract !== undefined) conditions.push(eq(rates.contractId, filter.contract));
    if (filter.kind !== undefined) conditions.push(eq(rates.kind, filter.kind));
    return this.db
      .select({ rateId: rateDays.rateId, day: rateDays.day })
      .from(rateDays)
      .innerJoin(rates, eq(rates.id, rateDays.rateId))
      .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
      .where(and(...conditions))
      .orderBy(asc(rateDays.day), asc(rateDays.rateId));
  }

  /**
   * Replaces, for each listed rate, its days of `year` by the given ones: one transaction, the
   * rates locked. Answers the ids that are not the hotel's (then nothing is written).
   */
  async replaceDays(
    hotelId: number,
    year: number,
    entries: { id: number; days: string[] }[],
  ): Promise<{ unknown: number[] }> {
    if (entries.length === 0) return { unknown: [] };
    const ids = entries.map((entry) => entry.id);
    return this.db.transaction(async (tx) => {
      const own = await tx
        .select({ id: rates.id })
        .from(rates)
        .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
        .where(and(eq(rateContracts.hotelId, hotelId), inArray(rates.id, ids)))
        .for('update', { of: rates });
      const owned = new Set(own.map((row) => row.id));
      const unknown = ids.filter((rateId) => !owned.has(rateId));
      if (unknown.length > 0) return { unknown };
      await tx
        .delete(rateDays)
        .where(and(inArray(rateDays.rateId, ids), between(rateDays.day, ...yearBounds(year))));
      const rows = entries.flatMap((entry) => entry.days.map((day) => ({ rateId: entry.id, day })));
      for (let at = 0; at < rows.length; at += DAY_ROWS_PER_INSERT) {
        await tx.insert(rateDays).values(rows.slice(at, at + DAY_ROWS_PER_INSERT));
      }
      // One change for the save, whatever the number of rates: the year is what may differ.
      const [from, to] = yearBounds(year);
      await this.changes?.changed(tx, {
        hotelId,
        kind: 'rates',
        detail: ids.length === 1 ? { rate: ids[0], from, to } : { rates: ids, from, to },
      });
      return { unknown: [] };
    });
  }

  /**
   * The rooms and boards a rate sells become these; prices of the ones left out go with them.
   * With `pricesIncludeTax`, the rate and the offers and promotions priced off it take it.
   */
  async replaceProduct(
    rateId: number,
    roomIds: number[],
    boards: string[],
    pricesIncludeTax?: boolean,
  ): Promise<RateRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(rates)
        .set(pricesIncludeTax === undefined ? { boards } : { boards, pricesIncludeTax })
        .where(eq(rates.id, rateId))
        .returning();
      if (!updated) return undefined;
      if (pricesIncludeTax !== undefined) {
        const followers = await tx
          .update(rates)
          .set({ pricesIncludeTax })
          .where(and(eq(rates.baseRateId, rateId), ne(rates.pricesIncludeTax, pricesIncludeTax)))
          .returning({ id: rates.id });
        for (const follower of followers) await this.changes?.rateChanged(tx, follower.id);
      }
      await tx.delete(rateRoomTypes).where(eq(rateRoomTypes.rateId, rateId));
      if (roomIds.length > 0)
        await tx.insert(rateRoomTypes).values(roomIds.map((roomId) => ({ rateId, roomId })));
      await this.changes?.rateChanged(tx, rateId);
      await tx
        .delete(ratePrices)
        .where(
          and(
            eq(ratePrices.rateId, rateId),
            or(
              roomIds.length > 0 ? notInArray(ratePrices.roomId, roomIds) : sql`true`,
              boards.length > 0 ? notInArray(ratePrices.board, boards) : sql`true`,
            ),
          ),
        );
      return updated;
    });
  }

  /**
   * A rate's cancellation policy and overrides become these (decision 056), the rate locked: one
   * row per rate, deleted when both are empty (the wizard's choice is in force again). Recorded as
   * a change of the rate, as every rate write is (ARI out and webhooks send the policy).
   */
  async replacePolicies(hotelId: number, rateId: number, policies: RatePolicies): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: rates.id })
        .from(rates)
        .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
        .where(and(eq(rates.id, rateId), eq(rateContracts.hotelId, hotelId)))
        .for('update', { of: rates });
      if (!own) return false;
      if (policies.policy === null && policies.overrides.length === 0) {
        await tx.delete(rateCancellationPolicies).where(eq(rateCancellationPolicies.rateId, rateId));
      } else {
        const values = { policy: policies.policy, overrides: policies.overrides, updatedAt: new Date() };
        await tx
          .insert(rateCancellationPolicies)
          .values({ rateId, ...values })
          .onConflictDoUpdate({ target: rateCancellationPolicies.rateId, set: values });
      }
      await this.changes?.rateChanged(tx, rateId);
      return true;
    });
  }

  /**
   * A rate's contract terms become these (decision 064), the rate locked: one row per rate,
   * deleted when the list is empty. Recorded as a change of the rate, as the policies are.
   */
  async replaceTerms(hotelId: number, rateId: number, terms: RateTerm[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: rates.id })
        .from(rates)
        .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
        .where(and(eq(rates.id, rateId), eq(rateContracts.hotelId, hotelId)))
        .for('update', { of: rates });
      if (!own) return false;
      if (terms.length === 0) {
        await tx.delete(rateTerms).where(eq(rateTerms.rateId, rateId));
      } else {
        const values = { terms, updatedAt: new Date() };
        await tx
          .insert(rateTerms)
          .values({ rateId, ...values })
          .onConflictDoUpdate({ target: rateTerms.rateId, set: values });
      }
      await this.changes?.rateChanged(tx, rateId);
      return true;
    });
  }

  /**
   * A hotel's taxes and fees become these (decision 064): one row per hotel, deleted when the
   * list is empty. They price every rate of the hotel, so the change is one `rates` change of the
   * hotel (feed and webhooks), detail `{ taxes: true }`.
   */
  async replaceTaxes(hotelId: number, taxes: HotelTax[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (taxes.length === 0) {
        await tx.delete(hotelTaxes).where(eq(hotelTaxes.hotelId, hotelId));
      } else {
        const values = { taxes, updatedAt: new Date() };
        await tx
          .insert(hotelTaxes)
          .values({ hotelId, ...values })
          .onConflictDoUpdate({ target: hotelTaxes.hotelId, set: values });
      }
      await this.changes?.changed(tx, { hotelId, kind: 'rates', detail: { taxes: true } });
    });
  }
}
