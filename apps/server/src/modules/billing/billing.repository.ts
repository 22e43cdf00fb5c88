import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingConfigurationHotels,
  billingConfigurations,
  billingData,
  paymentMethods,
  userHotels,
  users,
} from '../../db/schema/index.ts';

export type BillingDataRow = typeof billingData.$inferSelect;
export type BillingDataValues = Omit<typeof billingData.$inferInsert, 'userId' | 'updatedAt'>;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodValues = Pick<
  typeof paymentMethods.$inferInsert,
  'kind' | 'label' | 'holder' | 'iban' | 'bic'
>;
export type ConfigurationRow = typeof billingConfigurations.$inferSelect & { hotels: number[] };
export interface ConfigurationValues {
  methodToHotel: number;
  methodToLogi: number;
}

export class BillingRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction that first locks the user's row: the billing writes of one
   * user run one after another, so the checks made inside (configuration limit, a hotel in one
   * configuration only, a method in use) still hold when the transaction commits.
   */
  async forUser<T>(userId: number, work: (repository: BillingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return work(new BillingRepository(tx as unknown as Db));
    });
  }

  async billingData(userId: number): Promise<{ row?: BillingDataRow; hasFacturationData: boolean }> {
    const [found] = await this.db
      .select({ row: billingData, hasFacturationData: users.hasFacturationData })
      .from(users)
      .leftJoin(billingData, eq(billingData.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return { row: found?.row ?? undefined, hasFacturationData: found?.hasFacturationData ?? false };
  }

  /** Stores the record and the user's `has_facturation_data` flag together. */
  async saveBillingData(userId: number, values: BillingDataValues, complete: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const updatedAt = new Date();
      await tx
        .insert(billingData)
        .values({ ...values, userId, updatedAt })
        .onConflictDoUpdate({ target: billingData.userId, set: { ...values, updatedAt } });
      await tx.update(users).set({ hasFacturationData: complete, updatedAt }).where(eq(users.id, userId));
    });
  }

  async paymentMethods(userId: number, methodId?: number): Promise<PaymentMethodRow[]> {
    return this.db
      .select()
      .from(paymentMethods)
      .where(
        methodId === undefined
          ? eq(paymentMethods.userId, userId)
          : and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, methodId)),
      )
      .orderBy(asc(paymentMethods.id));
  }

  async insertPaymentMethod(userId: number, values: PaymentMethodValues): Promise<PaymentMethodRow> {
    const [row] = await this.db
      .insert(paymentMethods)
      .values({ ...values, userId })
      .returning();
    if (!row) throw new Error('payment method not created');
    return row;
  }

  async updatePaymentMethod(
    userId: number,
    methodId: number,
    values: PaymentMethodValues,
  ): Promise<PaymentMethodRow | undefined> {
    const [row] = await this.db
      .update(paymentMethods)
      .set(values)
      .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.userId, userId)))
      .returning();
    return row;
  }

  async deletePaymentMethod(userId: number, methodId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.userId, userId)))
      .returning({ id: paymentMethods.id });
    return deleted.length > 0;
  }

  /** Whether one of the user's configurations pays with this method, either way. */
  async isMethodInUse(userId: number, methodId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: billingConfigurations.id })
      .from(billingConfigurations)
      .where(
        and(
          eq(billingConfigurations.userId, userId),
          or(
            eq(billingConfigurations.methodToHotel, methodId),
            eq(billingConfigurations.methodToLogi, methodId),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Which of these payment-method ids are the user's. */
  async ownMethodIds(userId: number, methodIds: number[]): Promise<Set<number>> {
    if (methodIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), inArray(paymentMethods.id, methodIds)));
    return new Set(rows.map((row) => row.id));
  }

  /** Ids of the hotels attached to the user. */
  async ownHotelIds(userId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: userHotels.hotelId })
      .from(userHotels)
      .where(eq(userHotels.userId, userId));
    return new Set(rows.map((row) => row.id));
  }

  async configurationCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(billingConfigurations)
      .where(eq(billingConfigurations.userId, userId));
    return row?.total ?? 0;
  }

  /** The user's configurations with their hotels: two statements whatever the count. */
  async configurations(userId: number, configurationId?: number): Promise<ConfigurationRow[]> {
    const rows = await this.db
      .select()
      .from(billingConfigurations)
      .where(
        configurationId === undefined
          ? eq(billingConfigurations.userId, userId)
          : and(eq(billingConfigurations.userId, userId), eq(billingConfigurations.id, configurationId)),
      )
      .orderBy(asc(billingConfigurations.id));
    if (rows.length === 0) return [];
    const links = await this.db
      .select()
      .from(billingConfigurationHotels)
      .where(
        inArray(
          billingConfigurationHotels.configurationId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(billingConfigurationHotels.hotelId));
    return rows.map((row) => ({
      ...row,
      hotels: links.filter((link) => link.configurationId === row.id).map((link) => link.hotelId),
    }));
  }

  /** Which of these hotels another configuration of the user already groups. */
  async hotelsInOtherConfigurations(
    userId: number,
    hotelIds: number[],
    exceptConfigurationId?: number,
  ): Promise<number[]> {
    if (hotelIds.length === 0) return [];
    const rows = await this.db
      .select({ hotelId: billingConfigurationHotels.hotelId })
      .from(billingConfigurationHotels)
      .innerJoin(
        billingConfigurations,
        eq(billingConfigurations.id, billingConfigurationHotels.configurationId),
      )
      .where(
        and(
          eq(billingConfigurations.userId, userId),
          inArray(billingConfigurationHotels.hotelId, hotelIds),
          exceptConfigurationId === undefined
            ? undefined
            : ne(billingConfigurations.id, exceptConfigurationId),
        ),
      );
    return rows.map((row) => row.hotelId);
  }

  /** Inside `forUser` (two statements). */
  async insertConfiguration(
    userId: number,
    values: ConfigurationValues,
    hotelIds: number[],
  ): Promise<number> {
    const [row] = await this.db
      .insert(billingConfigurations)
      .values({ ...values, userId })
      .returning({ id: billingConfigurations.id });
    if (!row) throw new Error('billing configuration not created');
    await this.db
      .insert(billingConfigurationHotels)
      .values(hotelIds.map((hotelId) => ({ configurationId: row.id, hotelId })));
    return row.id;
  }

  /**
   * Replaces the methods and the hotels of one of the user's configurations; false when it is not
   * theirs. Inside `forUser` (several statements).
   */
  async updateConfiguration(
    userId: number,
    configurationId: number,
    values: ConfigurationValues,
    hotelIds: number[],
  ): Promise<boolean> {
    const updated = await this.db
      .update(billingConfigurations)
      .set(values)
      .where(and(eq(billingConfigurations.id, configurationId), eq(billingConfigurations.userId, userId)))
      .returning({ id: billingConfigurations.id });
    if (updated.length === 0) return false;
    await this.db
      .delete(billingConfigurationHotels)
      .where(eq(billingConfigurationHotels.configurationId, configurationId));
    await this.db
      .insert(billingConfigurationHotels)
      .values(hotelIds.map((hotelId) => ({ configurationId, hotelId })));
    return true;
  }

  async deleteConfiguration(userId: number, configurationId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(billingConfigurations)
      .where(and(eq(billingConfigurations.id, configurationId), eq(billingConfigurations.userId, userId)))
      .returning({ id: billingConfigurations.id });
    return deleted.length > 0;
  }
}
