// How OTA in reads a RateAmountMessage's prices: amounts, tax basis, decimal places, guests by age code.
import {
  AMOUNT_MAX_CENTS,
  type AriChange,
  amountIssue,
  BOARD_OTA_MEAL_PLAN,
  type Board,
  fromCents,
  OCCUPANCY_PRICES_MAX,
  OTA_MSG,
  type PriceCellInput,
  toCents,
} from '@hotel/domain';
import { AGE_QUALIFYING_CODE, attr, children, type GuestKind, type OtaNode } from '../ota/index.ts';
import {
  DIGITS,
  ElementReader,
  type OtaRateInfo,
  type PriceMode,
  type ReadChange,
  WEEKDAY_ATTRIBUTES,
} from './ota-in.element.ts';

/** The adult's age qualifying code (OTA code list AQC). */
const ADULT_CODE = '10';
const DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;
/** Attributes of a Rate that would narrow or widen what it applies to: the model cannot hold them. */
const RATE_UNSUPPORTED = new Set(
  ['Start', 'End', 'Duration', 'MinLOS', 'MaxLOS', 'StayOverDate', ...WEEKDAY_ATTRIBUTES].map(
    (name) => `@${name}`,
  ),
);

/** A RateAmountMessage read into one change of prices (or their removal). */
export class RateAmountReader extends ElementReader {
  rateAmount(node: OtaNode, mode: PriceMode): ReadChange | undefined {
    this.warnUnknown(node, 'RateAmountMessage', this.path);
    const control = this.control(node, { room: true, plan: true });
    const rates = this.single(node, 'Rates', this.path, mode !== 'remove');
    const rateList = rates ? children(rates, 'Rate') : [];
    const ratePath = `${this.path}/Rates/Rate`;
    if (rates && rateList.length !== 1)
      this.issue(ratePath, rateList.length === 0 ? OTA_MSG.required : OTA_MSG.oneOnly);
    const rateNode = rateList.length === 1 ? rateList[0] : undefined;
    if (!control?.plan || control.room === undefined) return this.incomplete();
    const cells: AriChange = {
      start: control.start,
      end: control.end,
      roomTypes: [control.room],
      boards: [control.plan.board],
    };
    if (control.weekdays) cells.weekdays = control.weekdays;
    if (mode === 'remove')
      return this.done({ rateId: control.plan.rateId, change: cells, priceMode: 'remove' });
    if (!rateNode) return this.incomplete();
    const rate = this.hotel.rates.get(control.plan.rateId) as OtaRateInfo;
    const occupancy = this.hotel.rooms.get(control.room) ?? 1;
    const read = this.price(rateNode, ratePath, rate, control.plan.board, occupancy, mode);
    if (!read) return this.incomplete();
    cells.price = read.price;
    const change: Omit<ReadChange, 'path' | 'origins'> = {
      rateId: control.plan.rateId,
      change: cells,
      priceMode: mode,
    };
    if (mode === 'delta') change.delta = read.delta;
    return this.done(change);
  }

  private currency(node: OtaNode, path: string, rate: OtaRateInfo): void {
    const code = attr(node, 'CurrencyCode');
    if (code !== undefined && code !== rate.currency)
      this.issue(`${path}/@CurrencyCode`, OTA_MSG.currencyMismatch, { currency: rate.currency });
  }

  /** DecimalPlaces of an element, or the one it inherits; undefined when none is stated. */
  private decimalPlaces(node: OtaNode, path: string, inherited: number | undefined): number | undefined {
    const text = attr(node, 'DecimalPlaces');
    if (text === undefined) return inherited;
    if (!/^[0-3]$/.test(text)) {
      this.issue(`${path}/@DecimalPlaces`, OTA_MSG.decimalPlacesInvalid);
      return inherited;
    }
    return Number(text);
  }

  /**
   * An amount attribute as an exact decimal string: with DecimalPlaces d, an amount without a
   * decimal point has d implied decimals (`3895` with 2 is 38.95, as the OTA standard states it);
   * one with a point is read as written and may not carry more decimals than d.
   */
  private amount(node: OtaNode, name: string, path: string, places: number | undefined): string | undefined {
    const at = `${path}/@${name}`;
    const text = attr(node, name);
    if (text === undefined) return this.issue(at, OTA_MSG.required);
    let value = text;
    if (places !== undefined && DECIMAL.test(text)) {
      const [whole = '', fraction] = text.split('.');
      if (fraction === undefined) {
        const digits = whole.padStart(places + 1, '0');
        value = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
      } else if (fraction.length > places) return this.issue(at, OTA_MSG.decimalPlacesInvalid);
      // Three implied decimals are exact to the cent only with a trailing zero.
      if (/\.\d\d0$/.test(value)) value = value.slice(0, -1);
    }
    const issue = amountIssue(value);
    if (issue) return this.issue(at, issue);
    return value;
  }

  /** The amount of a base or additional guest amount on the rate's tax basis. */
  private taxedAmount(node: OtaNode, path: string, rate: OtaRateInfo, places: number | undefined) {
    const expected = rate.pricesIncludeTax ? 'AmountAfterTax' : 'AmountBeforeTax';
    const other = rate.pricesIncludeTax ? 'AmountBeforeTax' : 'AmountAfterTax';
    if (attr(node, expected) === undefined && attr(node, other) !== undefined)
      return this.issue(`${path}/@${other}`, OTA_MSG.taxBasisMismatch, {
        basis: rate.pricesIncludeTax ? 'ota.basis.after_tax' : 'ota.basis.before_tax',
        attribute: expected,
      });
    return { name: expected, value: this.amount(node, expected, path, places) };
  }

  private price(
    node: OtaNode,
    path: string,
    rate: OtaRateInfo,
    board: Board,
    occupancy: number,
    mode: PriceMode,
  ): { price: PriceCellInput; delta: NonNullable<ReadChange['delta']> } | undefined {
    this.origins.price = path;
    this.warnUnknown(node, 'Rate', path);
    for (const key in node) {
      if (RATE_UNSUPPORTED.has(key)) this.unsupported(`${path}/${key}`, `Rate/${key}`);
    }
    const unit = attr(node, 'RateTimeUnit');
    if (unit !== undefined && unit !== 'Day')
      this.unsupported(`${path}/@RateTimeUnit`, `RateTimeUnit="${unit}"`);
    this.currency(node, path, rate);
    const places = this.decimalPlaces(node, path, undefined);
    const perPerson = rate.priceRoomType === 'person';
    const meals = this.single(node, 'MealsIncluded', path, false);
    if (meals) {
      const codes = attr(meals, 'MealPlanCodes');
      if (codes !== undefined && codes !== String(BOARD_OTA_MEAL_PLAN[board]))
        this.issue(`${path}/MealsIncluded/@MealPlanCodes`, OTA_MSG.mealPlanMismatch);
    }
    const baseList = this.single(node, 'BaseByGuestAmts', path, mode === 'overlay');
    const bases = baseList ? children(baseList, 'BaseByGuestAmt') : [];
    const basePath = `${path}/BaseByGuestAmts/BaseByGuestAmt`;
    this.origins['price.amounts'] = `${path}/BaseByGuestAmts`;
    if (baseList && bases.length === 0) this.issue(basePath, OTA_MSG.required);
    const issuesBefore = this.issues.length;
    /** Totals of n adults by n (per person), or the room's night at 1 (per room). */
    const totals = new Map<number, number>();
    let perAdult: string | undefined;
    for (let index = 0; index < bases.length; index++) {
      const base = bases[index] as OtaNode;
      const at = `${basePath}[${index + 1}]`;
      this.currency(base, at, rate);
      const code = attr(base, 'AgeQualifyingCode');
      if (code !== undefined && code !== ADULT_CODE) {
        this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
        continue;
      }
      const amount = this.taxedAmount(base, at, rate, this.decimalPlaces(base, at, places));
      if (!amount?.value) continue;
      const guestsText = attr(base, 'NumberOfGuests');
      if (guestsText === undefined) {
        // One amount without NumberOfGuests: the room's night (per room), each adult's night (per person).
        if (bases.length !== 1) {
          this.issue(at, OTA_MSG.guestsInvalid);
          continue;
        }
        if (perPerson) perAdult = amount.value;
        else totals.set(1, toCents(amount.value) ?? 0);
        this.origins['price.amounts.0'] = `${at}/@${amount.name}`;
        continue;
      }
      const guests = DIGITS.test(guestsText) ? Number(guestsText) : 0;
      if (!perPerson || guests < 1 || guests > OCCUPANCY_PRICES_MAX || totals.has(guests)) {
        this.issue(`${at}/@NumberOfGuests`, OTA_MSG.guestsInvalid);
        continue;
      }
      totals.set(guests, toCents(amount.value) ?? 0);
      this.origins[`price.amounts.${guests - 1}`] = `${at}/@${amount.name}`;
    }
    // Overlay per person: NumberOfGuests 1..n without a gap (once each amount is right).
    if (
      perPerson &&
      mode === 'overlay' &&
      this.issues.length === issuesBefore &&
      totals.size > 0 &&
      totals.size !== Math.max(...totals.keys())
    )
      this.issue(basePath, OTA_MSG.guestsInvalid);

    const guests: Partial<Record<GuestKind, string>> = {};
    let extraAdult: number | undefined;
    const extraList = this.single(node, 'AdditionalGuestAmounts', path, false);
    for (const [index, extra] of children(extraList, 'AdditionalGuestAmount').entries()) {
      const at = `${path}/AdditionalGuestAmounts/AdditionalGuestAmount[${index + 1}]`;
      this.currency(extra, at, rate);
      if (attr(extra, 'Percent') !== undefined) {
        this.unsupported(`${at}/@Percent`, 'AdditionalGuestAmount/@Percent');
        continue;
      }
      const extraPlaces = this.decimalPlaces(extra, at, places);
      // `Amount` is what such a guest pays; otherwise the amount on the rate's tax basis.
      const amount =
        attr(extra, 'Amount') !== undefined
          ? { name: 'Amount', value: this.amount(extra, 'Amount', at, extraPlaces) }
          : this.taxedAmount(extra, at, rate, extraPlaces);
      if (!amount?.value) continue;
      const code = attr(extra, 'AgeQualifyingCode');
      if (code === undefined || code === ADULT_CODE) {
        // An adult past the base amounts (the standard's reading of an extra guest without an age code).
        if (!perPerson) {
          this.issue(`${at}/@${amount.name}`, OTA_MSG.extraAdultPerRoom);
          continue;
        }
        if (extraAdult !== undefined) {
          this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
          continue;
        }
        extraAdult = toCents(amount.value) ?? 0;
        this.origins['price.extraAdult'] = `${at}/@${amount.name}`;
        continue;
      }
      const kind = this.guestKind(extra, at, rate);
      if (!kind) continue;
      if (guests[kind] !== undefined) {
        this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
        continue;
      }
      guests[kind] = amount.value;
      this.origins[`price.${kind}`] = `${at}/@${amount.name}`;
    }
    // The amount per adult by number of adults: a total of n adults is split in equal cents.
    const amounts: (string | undefined)[] = [];
    if (!perPerson) {
      const night = totals.get(1);
      if (night !== undefined) amounts[0] = fromCents(night);
    } else if (perAdult !== undefined) {
      for (let adults = 1; adults <= occupancy; adults++) amounts[adults - 1] = perAdult;
    } else {
      for (const [adults, total] of totals) amounts[adults - 1] = this.split(total, adults);
      if (extraAdult !== undefined) {
        const last = Math.max(0, ...totals.keys());
        const base = totals.get(last);
        if (base === undefined) this.issue(this.origins['price.extraAdult'] ?? path, OTA_MSG.guestsInvalid);
        else
          for (let adults = last + 1; adults <= occupancy; adults++)
            amounts[adults - 1] = this.split(base + (adults - last) * extraAdult, adults);
      }
    }
    if (this.failed) return undefined;
    if (mode === 'overlay' && amounts.length === 0) return this.incomplete();
    const price: PriceCellInput = {
      // Delta: the amounts not named are read from the cells when applied; checked here as zero.
      amounts: Array.from(amounts, (value) => value ?? '0.00'),
      ...guests,
    };
    if (price.amounts.length === 0) price.amounts = ['0.00'];
    return { price, delta: { amounts, guests } };
  }

  /** A total of `adults` split into equal cents per adult (an issue when it does not divide). */
  private split(total: number, adults: number): string | undefined {
    if (total % adults !== 0) {
      const where =
        this.origins[`price.amounts.${adults - 1}`] ?? this.origins['price.extraAdult'] ?? this.path;
      return this.issue(where, OTA_MSG.amountSplit, { guests: adults });
    }
    // Within bounds: the total is at most AMOUNT_MAX_CENTS times the adults, so its share is too.
    return fromCents(Math.min(AMOUNT_MAX_CENTS, total / adults));
  }

  /** 8 → child; 7 → infant or baby by MaxAge (which may be left out when the rate has only one of them). */
  private guestKind(node: OtaNode, path: string, rate: OtaRateInfo): GuestKind | undefined {
    const code = attr(node, 'AgeQualifyingCode');
    const maxAgeText = attr(node, 'MaxAge');
    const maxAge = maxAgeText !== undefined && DIGITS.test(maxAgeText) ? Number(maxAgeText) : undefined;
    if (maxAgeText !== undefined && maxAge === undefined)
      return this.issue(`${path}/@MaxAge`, OTA_MSG.ageCodeInvalid);
    if (code === AGE_QUALIFYING_CODE.child) {
      if (maxAge !== undefined && maxAge !== rate.childsAge)
        return this.issue(`${path}/@MaxAge`, OTA_MSG.ageCodeInvalid);
      return 'child';
    }
    if (code === AGE_QUALIFYING_CODE.infant) {
      const offered = (['infant', 'baby'] as const).filter((kind) => ages(rate)[kind] > 0);
      const kind =
        maxAge === undefined
          ? offered.length === 1
            ? offered[0]
            : undefined
          : offered.find((candidate) => ages(rate)[candidate] === maxAge);
      if (!kind) return this.issue(`${path}/@MaxAge`, OTA_MSG.ageCodeInvalid);
      return kind;
    }
    return this.issue(`${path}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
  }
}

function ages(rate: OtaRateInfo): Record<'infant' | 'baby', number> {
  return { infant: rate.infantAge, baby: rate.babyAge };
}
