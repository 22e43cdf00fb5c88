import {
  ARI_MSG,
  type AriIssue,
  type CancellationPolicy,
  cancellationPolicyOf,
  cellFromInput,
  dayKeysInRange,
  dayKeyToIso,
  deriveAmount,
  type HotelTax,
  type HotelTaxesAnswer,
  type HotelTaxesInput,
  isoToDayKey,
  isSelectableYear,
  NO_RATE_POLICIES,
  normalizeRate,
  parseDayKey,
  priceIssues,
  RATE_CONTRACTS_MAX,
  RATES_MSG,
  RATES_PER_CONTRACT_MAX,
  type Rate,
  type RateCalendar,
  type RateCalendarSave,
  type RateContract,
  type RateCreate,
  type RateKind,
  type RatePolicies,
  type RatePoliciesAnswer,
  type RatePoliciesInput,
  type RateProductUpdate,
  type RateTerm,
  type RateTermsAnswer,
  type RateTermsInput,
  ratePoliciesIssues,
  roomOccupancy,
  selectableYears,
  sortOverrides,
} from '@hotel/domain';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { AriRateRow, AriRepository } from './ari.repository.ts';
import { derivationOf } from './ari.service.ts';
import { assertRatesAccess, type RatesScope } from './rates.access.ts';
import type { RateProduct, RateRow, RatesRepository } from './rates.repository.ts';

export class RatesService {
  constructor(
    private readonly repository: RatesRepository,
    private readonly ari: AriRepository,
    /** The back office's log: who created, changed or deleted which rate (decision 061). */
    private readonly activity: ActivityLog,
    /** The clock that decides the selectable years; tests may fix it. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  private assertAccess(user: SessionUser, scope: RatesScope): void {
    assertRatesAccess(user, scope);
  }

  private assertYear(year: number): void {
    if (!isSelectableYear(year, this.today())) throw AppError.validation({ year: RATES_MSG.yearOutOfRange });
  }

  async listRateContracts(user: SessionUser, scope: RatesScope): Promise<RateContract[]> {
    this.assertAccess(user, scope);
    return this.rateContractsOfHotel(scope.hotId);
  }

  /** The hotel's rate contracts with their rates, whoever asks: the caller checked access (the staff review). */
  async rateContractsOfHotel(hotelId: number): Promise<RateContract[]> {
    const contracts = await this.repository.rateContractsOf(hotelId);
    const all = contracts.flatMap((contract) => contract.rates);
    const products = await this.productsOf(all);
    return contracts.map((contract) => ({
      id: contract.id,
      hotel: contract.hotelId,
      name: contract.name,
      rates: contract.rates.map((rate) =>
        toRate(rate, { count: rate.daysCount, first: rate.firstDay }, products),
      ),
    }));
  }

  /** The room types and price range of each rate (a derived rate's range is its base's, resolved): two statements. */
  private async productsOf(list: RateRow[]): Promise<Products> {
    const ids = list.map((rate) => rate.id);
    const [rooms, ranges] = await Promise.all([
      this.ari.roomIdsOfRates(ids),
      // An offer's range: its base's prices over the offer's own days, derived below.
      this.ari.priceRanges(
        list.map((rate) => ({ rateId: rate.id, priceRateId: derivationOf(rate)?.baseRate ?? rate.id })),
      ),
    ]);
    const roomsOf = new Map<number, number[]>();
    for (const row of rooms) roomsOf.set(row.rateId, [...(roomsOf.get(row.rateId) ?? []), row.roomId]);
    return { roomsOf, rangeOf: new Map(ranges.map((row) => [row.rateId, { min: row.min, max: row.max }])) };
  }

  async createRateContract(user: SessionUser, scope: RatesScope, name: string): Promise<RateContract> {
    this.assertAccess(user, scope);
    const created = await this.repository.createRateContract(scope.hotId, name, RATE_CONTRACTS_MAX, user.id);
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
    input: RateCreate,
  ): Promise<Rate> {
    this.assertAccess(user, scope);
    const rate = normalizeRate(input);
    const { product, base } = await this.checkProduct(scope.hotId, contractId, input);
    const created = await this.repository.createRate(
      scope.hotId,
      contractId,
      {
        kind: rate.kind,
        name: rate.name,
        rateType: rate.rateType,
        priceRoomType: rate.priceRoomType,
        currency: rate.currency,
        pricesIncludeTax: rate.pricesIncludeTax,
        method: rate.method,
        quotaType: rate.quotaType,
        releaseDays: rate.releaseDays,
        market: rate.market,
        childsAge: rate.childsAge,
        infantAge: rate.infantAge,
        babyAge: rate.babyAge,
        expenditureChange: rate.expenditureChange,
        expenditureCancellation: rate.expenditureCancellation,
        boards: input.boards ?? base?.boards ?? [],
        baseRateId: input.derived?.baseRate ?? null,
        derivation: input.derived ? { kind: input.derived.kind, value: input.derived.value } : null,
      },
      RATES_PER_CONTRACT_MAX,
      product,
    );
    if (created === 'missing') throw AppError.notFound();
    if (created === 'full') {
      throw AppError.validation({
        '': { key: RATES_MSG.tooManyRates, params: { max: RATES_PER_CONTRACT_MAX } },
      });
    }
    await this.activity.record({
      hotelId: scope.hotId,
      userId: user.id,
      action: 'rate.created',
      detail: { rate: created.id, name: created.name, kind: created.kind, currency: created.currency },
    });
    return toRate(
      created,
      { count: product.days.length, first: product.days[0] ?? null },
      await this.productsOf([created]),
    );
  }

  /**
   * The checks of a new rate's product that need the database: room types of this hotel, base
   * prices within their occupancy, a period in the writable years, a base rate of the same
   * contract, currency and price type (a plain rate) whose prices include tax as the new one's
   * do. Answers what to store, or throws 400.
   */
  private async checkProduct(
    hotelId: number,
    contractId: number,
    input: RateCreate,
  ): Promise<{ product: RateProduct; base?: AriRateRow }> {
    const issues: AriIssue[] = [];
    const hotelRooms = new Map(
      (await this.ari.roomTypesOf(hotelId)).map((room) => [
        room.id,
        roomOccupancy({ total_occupancy: room.totalOccupancy, default_adults: room.defaultAdults }),
      ]),
    );
    let roomIds = input.roomTypes ?? [];
    roomIds.forEach((room, index) => {
      if (!hotelRooms.has(room))
        issues.push({ path: ['roomTypes', index], message: ARI_MSG.roomTypeUnknown });
    });
    let base: AriRateRow | undefined;
    if (input.derived) {
      base = await this.ari.rateOf(hotelId, input.derived.baseRate);
      const fits =
        base !== undefined &&
        base.contractId === contractId &&
        base.kind === 'rate' &&
        base.baseRateId === null &&
        base.currency === input.currency &&
        base.priceRoomType === input.priceRoomType;
      if (!fits) issues.push({ path: ['derived', 'baseRate'], message: ARI_MSG.baseRateInvalid });
      else if (base && base.pricesIncludeTax !== input.pricesIncludeTax)
        issues.push({ path: ['derived', 'baseRate'], message: ARI_MSG.baseRateTaxDiffers });
      else if (roomIds.length === 0 && base) {
        roomIds = (await this.ari.roomIdsOfRates([base.id])).map((row) => row.roomId);
      }
    }
    const pricing = {
      priceRoomType: input.priceRoomType,
      childsAge: input.childsAge,
      infantAge: input.infantAge,
      babyAge: input.babyAge,
    };
    (input.basePrices ?? []).forEach((entry, index) => {
      for (const issue of priceIssues(entry.price, pricing, [hotelRooms.get(entry.room) ?? 1]))
        issues.push({ path: ['basePrices', index, ...issue.path], message: issue.message });
    });
    const [current, next] = selectableYears(this.today());
    const { period } = input;
    if (period) {
      if (period.start < `${current}_01_01` || period.start > `${next}_12_31`)
        issues.push({ path: ['period', 'start'], message: ARI_MSG.dayOutOfYears });
      if (period.end < `${current}_01_01` || period.end > `${next}_12_31`)
        issues.push({ path: ['period', 'end'], message: ARI_MSG.dayOutOfYears });
    }
    if (issues.length > 0) throw validationOf(issues);
    const days =
      period && period.start <= period.end ? dayKeysInRange(period.start, period.end).map(dayKeyToIso) : [];
    return {
      base,
      product: {
        roomIds,
        days,
        basePrices: (input.basePrices ?? []).map((entry) => ({
          room: entry.room,
          board: entry.board,
          cell: cellFromInput(entry.price),
        })),
      },
    };
  }

  /**
   * PATCH of a rate: the room types (the hotel's) and boards it sells, and whether its prices
   * include tax. An offer or promotion priced off a base rate says what its base says (its
   * amounts are the base's), so a base rate's offers and promotions follow it.
   */
  async updateProduct(
    user: SessionUser,
    scope: RatesScope,
    contractId: number,
    rateId: number,
    input: RateProductUpdate,
  ): Promise<Rate> {
    this.assertAccess(user, scope);
    const rate = await this.ari.rateOf(scope.hotId, rateId);
    if (!rate || rate.contractId !== contractId) throw AppError.notFound();
    const hotelRooms = new Set((await this.ari.roomTypesOf(scope.hotId)).map((room) => room.id));
    const issues: AriIssue[] = input.roomTypes.flatMap((room, index) =>
      hotelRooms.has(room) ? [] : [{ path: ['roomTypes', index], message: ARI_MSG.roomTypeUnknown }],
    );
    const { pricesIncludeTax } = input;
    if (pricesIncludeTax !== undefined && rate.baseRateId !== null) {
      const base = await this.ari.rateOf(scope.hotId, rate.baseRateId);
      if (base && base.pricesIncludeTax !== pricesIncludeTax)
        issues.push({ path: ['pricesIncludeTax'], message: ARI_MSG.baseRateTaxDiffers });
    }
    if (issues.length > 0) throw validationOf(issues);
    const updated = await this.repository.replaceProduct(
      rateId,
      input.roomTypes,
      input.boards,
      pricesIncludeTax,
    );
    if (!updated) throw AppError.notFound();
    const before = (await this.productsOf([rate])).roomsOf.get(rateId) ?? [];
    await this.activity.record({
      hotelId: scope.hotId,
      userId: user.id,
      action: 'rate.updated',
      detail: {
        rate: rateId,
        name: rate.name,
        before: { room_types: before, boards: rate.boards, prices_include_tax: rate.pricesIncludeTax },
        after: {
          room_types: input.roomTypes,
          boards: input.boards,
          prices_include_tax: pricesIncludeTax ?? rate.pricesIncludeTax,
        },
      },
    });
    const [counted] = (await this.repository.rateContractsOf(scope.hotId))
      .flatMap((contract) => contract.rates)
      .filter((candidate) => candidate.id === rateId);
    return toRate(
      updated,
      { count: counted?.daysCount ?? 0, first: counted?.firstDay ?? null },
      await this.productsOf([updated]),
    );
  }

  /**
   * A rate's cancellation policy (null: the wizard's, answered as `wizard`) and its date overrides
   * in date order (decision 056).
   */
  async policies(
    user: SessionUser,
    scope: RatesScope,
    contractId: number,
    rateId: number,
  ): Promise<RatePoliciesAnswer> {
    this.assertAccess(user, scope);
    const rate = await this.ari.rateOf(scope.hotId, rateId);
    if (!rate || rate.contractId !== contractId) throw AppError.notFound();
    const stored = (await this.ari.policiesOf([rateId])).get(rateId) ?? NO_RATE_POLICIES;
    return toPoliciesAnswer(rate, stored);
  }

  /**
   * Replaces a rate's policy and overrides (PUT): bounded tiers and penalties, override ranges in
   * the writable years and not overlapping (the domain's `ratePoliciesIssues`). Answers as the GET.
   */
  async replacePolicies(
    user: SessionUser,
    scope: RatesScope,
    contractId: number,
    rateId: number,
    input: RatePoliciesInput,
  ): Promise<RatePoliciesAnswer> {
    this.assertAccess(user, scope);
    const rate = await this.ari.rateOf(scope.hotId, rateId);
    if (!rate || rate.contractId !== contractId) throw AppError.notFound();
    const [current, next] = selectableYears(this.today());
    const issues = ratePoliciesIssues(input, { first: `${current}-01-01`, last: `${next}-12-31` });
    if (issues.length > 0) {
      const fields: Record<string, { key: string; params?: Record<string, string | number> }> = {};
      for (const issue of issues)
        fields[issue.path.join('.')] ??= {
          key: issue.message,
          ...(issue.params ? { params: issue.params } : {}),
        };
      throw AppError.validation(fields);
    }
    const stored: RatePolicies = { policy: input.policy, overrides: sortOverrides(input.overrides) };
    if (!(await this.repository.replacePolicies(scope.hotId, rateId, stored))) throw AppError.notFound();
    await this.activity.record({
      hotelId: scope.hotId,
      userId: user.id,
      action: 'rate.updated',
      detail: { rate: rateId, name: rate.name, fields: ['cancellation_policy'] },
    });
    return toPoliciesAnswer(rate, stored);
  }

  /** A rate's contract terms (decision 064); an empty list without any. */
  async terms(
    user: SessionUser,
    scope: RatesScope,
    contractId: number,
    rateId: number,
  ): Promise<RateTermsAnswer> {
    this.assertAccess(user, scope);
    const rate = await this.ari.rateOf(scope.hotId, rateId);
    if (!rate || rate.contractId !== contractId) throw AppError.notFound();
    return { rateId, terms: await this.ari.termsOf(rateId) };
  }

  /**
   * Replaces a rate's terms (PUT). The body's schema ran the domain's rules (`termsIssues`); what
   * needs the database is checked here: the room types a term names are the hotel's.
   */
  async replaceTerms(
    user: SessionUser,
    scope: RatesScope,
    contractId: number,
    rateId: number,
    input: RateTermsInput,
  ): Promise<RateTermsAnswer> {
    this.assertAccess(user, scope);
    const rate = await this.ari.rateOf(scope.hotId, rateId);
    if (!rate || rate.contractId !== contractId) throw AppError.notFound();
    const hotelRooms = new Set((await this.ari.roomTypesOf(scope.hotId)).map((room) => room.id));
    const issues: AriIssue[] = input.terms.flatMap((term, index) =>
      term.roomTypes.flatMap((room, at) =>
        hotelRooms.has(room)
          ? []
          : [{ path: ['terms', index, 'roomTypes', at], message: ARI_MSG.roomTypeUnknown }],
      ),
    );
    if (issues.length > 0) throw validationOf(issues);
    const terms = input.terms as RateTerm[];
    if (!(await this.repository.replaceTerms(scope.hotId, rateId, terms))) throw AppError.notFound();
    return { rateId, terms };
  }

  /** The hotel's taxes and fees (decision 064); an empty list without any. */
  /**
   * The terms of these rates, whoever asks: the caller checked access (the staff review). Rates
   * without terms are left out; the others come in the order given.
   */
  async termsOfRates(rateIds: readonly number[]): Promise<RateTermsAnswer[]> {
    const terms = await this.ari.termsOfRates(rateIds);
    return rateIds.flatMap((rateId) => {
      const list = terms.get(rateId);
      return list && list.length > 0 ? [{ rateId, terms: list }] : [];
    });
  }

  /** The hotel's taxes and fees, whoever asks: the caller checked access (the staff review). */
  taxesOfHotel(hotelId: number): Promise<HotelTax[]> {
    return this.ari.taxesOf(hotelId);
  }

  async taxes(user: SessionUser, scope: RatesScope): Promise<HotelTaxesAnswer> {
    this.assertAccess(user, scope);
    return { hotelId: scope.hotId, taxes: await this.ari.taxesOf(scope.hotId) };
  }

  /**
   * Replaces the hotel's taxes and fees (PUT). The body's schema ran the domain's rules
   * (`taxesIssues`); here: the room types and rates a tax is scoped to are the hotel's.
   */
  async replaceTaxes(
    user: SessionUser,
    scope: RatesScope,
    input: HotelTaxesInput,
  ): Promise<HotelTaxesAnswer> {
    this.assertAccess(user, scope);
    const [rooms, contracts] = await Promise.all([
      this.ari.roomTypesOf(scope.hotId),
      this.repository.rateContractsOf(scope.hotId),
    ]);
    const hotelRooms = new Set(rooms.map((room) => room.id));
    const hotelRates = new Set(contracts.flatMap((contract) => contract.rates.map((rate) => rate.id)));
    const issues: AriIssue[] = input.taxes.flatMap((tax, index) => [
      ...tax.roomTypes.flatMap((room, at) =>
        hotelRooms.has(room)
          ? []
          : [{ path: ['taxes', index, 'roomTypes', at], message: ARI_MSG.roomTypeUnknown }],
      ),
      ...tax.rateIds.flatMap((rate, at) =>
        hotelRates.has(rate)
          ? []
          : [{ path: ['taxes', index, 'rateIds', at], message: RATES_MSG.unknownRate }],
      ),
    ]);
    if (issues.length > 0) throw validationOf(issues);
    const taxes = input.taxes as HotelTax[];
    await this.repository.replaceTaxes(scope.hotId, taxes);
    return { hotelId: scope.hotId, taxes };
  }

  async deleteRate(user: SessionUser, scope: RatesScope, contractId: number, rateId: number): Promise<void> {
    this.assertAccess(user, scope);
    const rate = await this.ari.rateOf(scope.hotId, rateId);
    if (!(await this.repository.deleteRate(scope.hotId, contractId, rateId))) throw AppError.notFound();
    await this.activity.record({
      hotelId: scope.hotId,
      userId: user.id,
      action: 'rate.deleted',
      detail: { rate: rateId, name: rate?.name ?? '' },
    });
  }

  async calendar(
    user: SessionUser,
    scope: RatesScope,
    year: number,
    filter: { contract?: number; kind?: RateKind } = {},
  ): Promise<RateCalendar> {
    this.assertAccess(user, scope);
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
    this.assertAccess(user, scope);
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

interface Products {
  roomsOf: Map<number, number[]>;
  rangeOf: Map<number, { min: string; max: string }>;
}

function toPoliciesAnswer(rate: AriRateRow, stored: RatePolicies): RatePoliciesAnswer {
  return {
    rateId: rate.id,
    policy: stored.policy,
    overrides: stored.overrides,
    wizard: cancellationPolicyOf(rate.expenditureCancellation as CancellationPolicy),
  };
}

function validationOf(issues: AriIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
  return AppError.validation(fields);
}

/** A derived rate's price range is its base's prices over its days, resolved (deriving keeps the order of amounts). */
function rangeOf(row: RateRow, products: Products): Rate['priceRange'] {
  const derived = derivationOf(row);
  if (!derived) return products.rangeOf.get(row.id) ?? null;
  const base = products.rangeOf.get(row.id);
  return base ? { min: deriveAmount(base.min, derived), max: deriveAmount(base.max, derived) } : null;
}

/** `days`: how many days the rate applies and the first of them (ISO), null without days. */
function toRate(row: RateRow, days: { count: number; first: string | null }, products: Products): Rate {
  return {
    id: row.id,
    contract: row.contractId,
    kind: row.kind,
    name: row.name,
    rateType: row.rateType as Rate['rateType'],
    priceRoomType: row.priceRoomType as Rate['priceRoomType'],
    currency: row.currency as Rate['currency'],
    pricesIncludeTax: row.pricesIncludeTax,
    method: row.method as Rate['method'],
    quotaType: row.quotaType as Rate['quotaType'],
    releaseDays: row.releaseDays,
    market: row.market,
    childsAge: row.childsAge,
    infantAge: row.infantAge,
    babyAge: row.babyAge,
    expenditureChange: row.expenditureChange as Rate['expenditureChange'],
    expenditureCancellation: row.expenditureCancellation as Rate['expenditureCancellation'],
    days_count: days.count,
    firstDay: days.first === null ? null : isoToDayKey(days.first),
    roomTypes: products.roomsOf.get(row.id) ?? [],
    boards: row.boards,
    derived: derivationOf(row),
    priceRange: rangeOf(row, products),
  };
}
