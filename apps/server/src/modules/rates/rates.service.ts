import {
  dayKeyToIso,
  isSelectableYear,
  normalizeRate,
  parseDayKey,
  RATE_CONTRACTS_MAX,
  RATES_MSG,
  RATES_PER_CONTRACT_MAX,
  type Rate,
  type RateCalendar,
  type RateCalendarSave,
  type RateContract,
  type RateInput,
  type RateKind,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { HotelsRepository } from '../hotels/hotels.repository.ts';
import type { RateRow, RatesRepository } from './rates.repository.ts';

/** Who asks for which hotel: `userId` and `hotId` of the rates paths (spec §7). */
export interface RatesScope {
  userId: number;
  hotId: number;
}

export class RatesService {
  constructor(
    private readonly repository: RatesRepository,
    private readonly hotels: HotelsRepository,
    /** The clock that decides the selectable years; tests may fix it. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  /** The tenant rule: `userId` is the caller and `hotId` a hotel attached to them, otherwise 404. */
  private async assertAccess(user: SessionUser, scope: RatesScope): Promise<void> {
    if (scope.userId !== user.id || !(await this.hotels.isAttached(user.id, scope.hotId))) {
      throw AppError.notFound();
    }
  }

  private assertYear(year: number): void {
    if (!isSelectableYear(year, this.today())) throw AppError.validation({ year: RATES_MSG.yearOutOfRange });
  }

  async listContracts(user: SessionUser, scope: RatesScope): Promise<RateContract[]> {
    await this.assertAccess(user, scope);
    const contracts = await this.repository.contractsOf(scope.hotId);
    return contracts.map((contract) => ({
      id: contract.id,
      hotel: contract.hotelId,
      name: contract.name,
      rates: contract.rates.map((rate) => toRate(rate, rate.daysCount)),
    }));
  }

  async createContract(user: SessionUser, scope: RatesScope, name: string): Promise<RateContract> {
    await this.assertAccess(user, scope);
    const created = await this.repository.createContract(scope.hotId, name, RATE_CONTRACTS_MAX);
    if (!created) {
      throw AppError.validation({
        '': { key: RATES_MSG.tooManyContracts, params: { max: RATE_CONTRACTS_MAX } },
      });
    }
    return { id: created.id, hotel: created.hotelId, name: created.name, rates: [] };
  }

  async createRate(
    user: SessionUser,
    scope: RatesScope,
    contractId: number,
    input: RateInput,
  ): Promise<Rate> {
    await this.assertAccess(user, scope);
    const rate = normalizeRate(input);
    const created = await this.repository.createRate(
      scope.hotId,
      contractId,
      {
        kind: rate.kind,
        name: rate.name,
        rateType: rate.rateType,
        priceRoomType: rate.priceRoomType,
        currency: rate.currency,
        method: rate.method,
        quotaType: rate.quotaType,
        releaseDays: rate.releaseDays,
        market: rate.market,
        childsAge: rate.childsAge,
        infantAge: rate.infantAge,
        babyAge: rate.babyAge,
        expenditureChange: rate.expenditureChange,
        expenditureCancellation: rate.expenditureCancellation,
      },
      RATES_PER_CONTRACT_MAX,
    );
    if (created === 'missing') throw AppError.notFound();
    if (created === 'full') {
      throw AppError.validation({
        '': { key: RATES_MSG.tooManyRates, params: { max: RATES_PER_CONTRACT_MAX } },
      });
    }
    return toRate(created, 0);
  }

  async deleteRate(user: SessionUser, scope: RatesScope, contractId: number, rateId: number): Promise<void> {
    await this.assertAccess(user, scope);
    if (!(await this.repository.deleteRate(scope.hotId, contractId, rateId))) throw AppError.notFound();
  }

  async calendar(
    user: SessionUser,
    scope: RatesScope,
    year: number,
    filter: { contract?: number; kind?: RateKind } = {},
  ): Promise<RateCalendar> {
    await this.assertAccess(user, scope);
    this.assertYear(year);
    return this.readCalendar(scope.hotId, year, filter);
  }

  private async readCalendar(
    hotelId: number,
    year: number,
    filter: { contract?: number; kind?: RateKind },
  ): Promise<RateCalendar> {
    const rows = await this.repository.daysOf(hotelId, year, filter);
    const days: Record<string, number[]> = {};
    for (const row of rows) {
      const key = row.day.replaceAll('-', '_');
      const list = days[key] ?? [];
      list.push(row.rateId);
      days[key] = list;
    }
    return { year, days };
  }

  /**
   * Saves the days of the listed rates for one year (set semantics, one transaction) and answers
   * the calendar of that year as the GET with the same filter would. A day of another year, or a
   * rate that is not the hotel's, refuses the whole save.
   */
  async saveCalendar(
    user: SessionUser,
    scope: RatesScope,
    year: number,
    input: RateCalendarSave,
    filter: { contract?: number; kind?: RateKind } = {},
  ): Promise<RateCalendar> {
    await this.assertAccess(user, scope);
    this.assertYear(year);
    const fields: Record<string, string> = {};
    input.rates.forEach((rate, index) => {
      rate.days.forEach((day, at) => {
        if (parseDayKey(day)?.year !== year) fields[`rates.${index}.days.${at}`] ??= RATES_MSG.dayOutsideYear;
      });
    });
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    const entries = input.rates.map((rate) => ({
      id: rate.id,
      days: [...new Set(rate.days)].map(dayKeyToIso),
    }));
    const { unknown } = await this.repository.replaceDays(scope.hotId, year, entries);
    if (unknown.length > 0) {
      const index = input.rates.findIndex((rate) => unknown.includes(rate.id));
      throw AppError.validation({ [`rates.${index}.id`]: RATES_MSG.unknownRate });
    }
    return this.readCalendar(scope.hotId, year, filter);
  }
}

function toRate(row: RateRow, daysCount: number): Rate {
  return {
    id: row.id,
    contract: row.contractId,
    kind: row.kind,
    name: row.name,
    rateType: row.rateType as Rate['rateType'],
    priceRoomType: row.priceRoomType as Rate['priceRoomType'],
    currency: row.currency as Rate['currency'],
    method: row.method as Rate['method'],
    quotaType: row.quotaType as Rate['quotaType'],
    releaseDays: row.releaseDays,
    market: row.market,
    childsAge: row.childsAge,
    infantAge: row.infantAge,
    babyAge: row.babyAge,
    expenditureChange: row.expenditureChange as Rate['expenditureChange'],
    expenditureCancellation: row.expenditureCancellation as Rate['expenditureCancellation'],
    days_count: daysCount,
  };
}
