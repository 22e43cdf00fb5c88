// How OTA in reads an AvailStatusMessage: allotments, stop sales, stay limits and arrival/departure closings.
import { type AriChange, OTA_MSG } from '@hotel/domain';
import { attr, children, type OtaNode } from '../ota/index.ts';
import { DIGITS, ElementReader, type ReadChange } from './ota-in.element.ts';

/** An ISO 8601 duration of whole days (`P7D`), as OTA's advance booking offsets are sent. */
const DAYS_DURATION = /^P(\d{1,4})D$/;

/** An AvailStatusMessage read into one change of inventory, or of a rate plan's restrictions. */
export class AvailStatusReader extends ElementReader {
  /** The stays of LengthsOfStay into `change` (minStay, maxStay, and closedArrival for a pattern closed to all). */
  private lengths(node: OtaNode, change: Partial<AriChange>): void {
    const lengths = this.single(node, 'LengthsOfStay', this.path, false);
    if (!lengths) return;
    const path = `${this.path}/LengthsOfStay`;
    const arrivalBased = attr(lengths, 'ArrivalDateBased');
    if (arrivalBased === 'false' || arrivalBased === '0')
      this.unsupported(`${path}/@ArrivalDateBased`, 'ArrivalDateBased="false"');
    const set = (
      field: 'minStay' | 'maxStay' | 'closedArrival',
      value: number | null | boolean,
      at: string,
    ) => {
      if (change[field] !== undefined) return this.issue(at, OTA_MSG.oneOnly);
      (change as Record<string, unknown>)[field] = value;
      this.origins[field] = at;
    };
    for (const [index, length] of children(lengths, 'LengthOfStay').entries()) {
      const at = `${path}/LengthOfStay[${index + 1}]`;
      const type = attr(length, 'MinMaxMessageType');
      const typeAt = `${at}/@MinMaxMessageType`;
      if (type === 'FullPatternLOS') {
        this.pattern(length, at, attr(lengths, 'FixedPatternLength'), set);
        continue;
      }
      if (type === 'RemoveMinLOS' || type === 'RemoveMaxLOS') {
        set(type === 'RemoveMinLOS' ? 'minStay' : 'maxStay', null, typeAt);
        continue;
      }
      if (type !== undefined && /Forward/.test(type)) {
        // A stay-through limit (every stay including the night) is not a limit on arrivals.
        this.unsupported(typeAt, `MinMaxMessageType="${type}"`);
        continue;
      }
      const fields: Record<string, ('minStay' | 'maxStay')[]> = {
        SetMinLOS: ['minStay'],
        MinLOS: ['minStay'],
        SetMaxLOS: ['maxStay'],
        MaxLOS: ['maxStay'],
        FixedLOS: ['minStay', 'maxStay'],
      };
      const targets = type === undefined ? undefined : fields[type];
      if (!targets) {
        this.issue(typeAt, OTA_MSG.lengthOfStayInvalid);
        continue;
      }
      const unit = attr(length, 'TimeUnit');
      if (unit !== undefined && unit !== 'Day') {
        this.issue(`${at}/@TimeUnit`, OTA_MSG.lengthOfStayInvalid);
        continue;
      }
      const time = attr(length, 'Time');
      if (time === undefined || !DIGITS.test(time)) {
        this.issue(`${at}/@Time`, time === undefined ? OTA_MSG.required : OTA_MSG.numberInvalid);
        continue;
      }
      // Time 0 sets no limit (channel managers send it for "none").
      for (const field of targets) set(field, Number(time) === 0 ? null : Number(time), `${at}/@Time`);
    }
  }

  /**
   * FullPatternLOS: the n-th character says whether a stay of n nights may arrive that day. The
   * model holds one run of open lengths: a minimum (the first open) and a maximum (the last open,
   * none when the pattern ends open); a pattern with no open length closes the day to arrival.
   */
  private pattern(
    length: OtaNode,
    at: string,
    fixedLength: string | undefined,
    set: (field: 'minStay' | 'maxStay' | 'closedArrival', value: number | null | boolean, at: string) => void,
  ): void {
    const node = this.single(length, 'LOS_Pattern', at, true);
    const patternAt = `${at}/LOS_Pattern/@FullPatternLOS`;
    const text = node ? attr(node, 'FullPatternLOS') : undefined;
    if (!node) return;
    if (
      text === undefined ||
      !/^[YN10]{1,32}$/.test(text) ||
      (fixedLength !== undefined && Number(fixedLength) !== text.length)
    ) {
      this.issue(patternAt, OTA_MSG.losPatternInvalid);
      return;
    }
    const open = [...text].map((character) => character === 'Y' || character === '1');
    const first = open.indexOf(true);
    const last = open.lastIndexOf(true);
    if (first === -1) {
      set('closedArrival', true, patternAt);
      return;
    }
    if (open.slice(first, last + 1).includes(false)) {
      this.issue(patternAt, OTA_MSG.losPatternInvalid);
      return;
    }
    set('minStay', first === 0 ? null : first + 1, patternAt);
    set('maxStay', last === open.length - 1 ? null : last + 1, patternAt);
    set('closedArrival', false, patternAt);
  }

  availStatus(node: OtaNode): ReadChange | undefined {
    this.warnUnknown(node, 'AvailStatusMessage', this.path);
    const control = this.control(node, { room: false, plan: false });
    const change: Partial<AriChange> = {};
    let allotmentMode: ReadChange['allotmentMode'];
    let stopSale: boolean | undefined;
    const bookingLimit = attr(node, 'BookingLimit');
    const limitType = attr(node, 'BookingLimitMessageType');
    this.origins.allotment = `${this.path}/@BookingLimit`;
    if (limitType === 'RemoveLimit') allotmentMode = 'remove';
    else if (limitType !== undefined && limitType !== 'SetLimit' && limitType !== 'AdjustLimit')
      this.issue(`${this.path}/@BookingLimitMessageType`, OTA_MSG.notSupported, {
        what: `BookingLimitMessageType="${limitType}"`,
      });
    else if (bookingLimit !== undefined) {
      if (!DIGITS.test(bookingLimit)) this.issue(`${this.path}/@BookingLimit`, OTA_MSG.numberInvalid);
      else {
        change.allotment = Number(bookingLimit);
        allotmentMode = limitType === 'AdjustLimit' ? 'adjust' : 'set';
      }
    } else if (limitType !== undefined) this.issue(`${this.path}/@BookingLimit`, OTA_MSG.required);
    this.lengths(node, change);
    const restriction = this.single(node, 'RestrictionStatus', this.path, false);
    let offsets: { at: string; name: string; value: string }[] = [];
    if (restriction) {
      const at = `${this.path}/RestrictionStatus`;
      offsets = ['MinAdvancedBookingOffset', 'MaxAdvancedBookingOffset'].flatMap((name) => {
        const value = attr(restriction, name);
        return value === undefined ? [] : [{ at: `${at}/@${name}`, name, value }];
      });
      const status = attr(restriction, 'Status');
      const closed = status === 'Close' ? true : status === 'Open' ? false : undefined;
      const what = attr(restriction, 'Restriction');
      const field =
        what === undefined || what === 'Master'
          ? 'stopSale'
          : what === 'Arrival'
            ? 'closedArrival'
            : what === 'Departure'
              ? 'closedDeparture'
              : undefined;
      if (!field) this.issue(`${at}/@Restriction`, OTA_MSG.restrictionInvalid);
      else if (closed === undefined) {
        if (status !== undefined || offsets.length === 0) this.issue(`${at}/@Status`, OTA_MSG.statusInvalid);
      } else if (field === 'stopSale') {
        stopSale = closed;
        this.origins.stopSale = `${at}/@Status`;
      } else if (change[field] !== undefined) this.issue(`${at}/@Status`, OTA_MSG.oneOnly);
      else {
        change[field] = closed;
        this.origins[field] = `${at}/@Status`;
      }
    }
    if (!control) return this.incomplete();
    const rate = control.plan ? this.hotel.rates.get(control.plan.rateId) : undefined;
    // Advance booking: the model holds the rate's release only (the least days before arrival).
    for (const offset of offsets) {
      const days = DAYS_DURATION.exec(offset.value)?.[1];
      const isRelease =
        offset.name === 'MinAdvancedBookingOffset' &&
        rate !== undefined &&
        days !== undefined &&
        Number(days) === (rate.releaseDays ?? 0);
      if (!isRelease) this.unsupported(offset.at, `${offset.name}="${offset.value}"`);
    }
    const restrictionFields = ['minStay', 'maxStay', 'closedArrival', 'closedDeparture'] as const;
    if (!control.plan) {
      // Without a rate plan: the room type's inventory only (restrictions are each rate plan's).
      for (const field of restrictionFields) {
        if (change[field] !== undefined)
          this.issue(this.origins[field] ?? this.path, OTA_MSG.ratePlanRequired);
      }
      if (control.room === undefined && (allotmentMode !== undefined || stopSale !== undefined))
        this.issue(`${control.path}/@InvTypeCode`, OTA_MSG.roomRequired);
      if (
        allotmentMode === undefined &&
        stopSale === undefined &&
        !restrictionFields.some((f) => change[f] !== undefined)
      )
        return this.incomplete();
      return this.done({
        rateId: null,
        change: {
          start: control.start,
          end: control.end,
          ...(control.weekdays ? { weekdays: control.weekdays } : {}),
          ...(control.room !== undefined ? { roomTypes: [control.room] } : {}),
          ...change,
          ...(stopSale !== undefined ? { stopSale } : {}),
        },
        ...(allotmentMode ? { allotmentMode } : {}),
      });
    }
    // Rooms allotted are the room type's, shared by the hotel's allotment rates: never per rate plan.
    if (allotmentMode !== undefined) this.issue(this.origins.allotment, OTA_MSG.allotmentPerRoomType);
    const rooms = control.room !== undefined ? [control.room] : [...(rate?.rooms ?? [])];
    const hasRestriction = restrictionFields.some((field) => change[field] !== undefined);
    if (!hasRestriction && stopSale === undefined && offsets.length === 0) return this.incomplete();
    return this.done({
      rateId: control.plan.rateId,
      change: {
        start: control.start,
        end: control.end,
        ...(control.weekdays ? { weekdays: control.weekdays } : {}),
        roomTypes: rooms,
        boards: [control.plan.board],
        ...change,
      },
      plan: { board: control.plan.board, rooms, ...(stopSale !== undefined ? { stopSale } : {}) },
    });
  }
}
