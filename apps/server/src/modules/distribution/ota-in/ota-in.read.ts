/**
 * OTA in (issue 17 item 6, made trade-grade by issue 30; decision 042): an OTA_HotelRateAmountNotifRQ
 * or OTA_HotelAvailNotifRQ, already parsed by ota/ota-xml.ts, read into ARI changes (one per message
 * element), each with the XPath-like place of every value it came from, so that an issue the ARI
 * rules find later names the element at fault. Pure: the hotel's room types and rates are given.
 *
 * What is read (the inverse of ari-out/ari-out.ota.ts), and what is refused or only warned
 * about, is listed in decision 042 and the README's Integrations section. In short:
 * - `StatusApplicationControl` Start/End, Mon…Sun, `InvTypeCode` or `InvCode` (the room type's
 *   id; both may be given when equal), `RatePlanCode` (`<rate>-<board>`);
 * - RateAmountMessage: one `Rates/Rate`; the root's `NotifType` Overlay (default: the message sets
 *   the whole price of its cells), Delta (only the occupancies and guests named change) or Remove
 *   (the cells' prices are removed); `AmountAfterTax` or `AmountBeforeTax` as the rate's prices
 *   are stated; `DecimalPlaces` (an amount without a decimal point has that many implied decimals);
 *   `CurrencyCode` at every level it may be stated; per person, `NumberOfGuests` 1..n give the
 *   total of n adults, one amount without it is each adult's night whatever their number, and an
 *   adult `AdditionalGuestAmount` (AgeQualifyingCode 10 or none) prices each adult past the last n;
 * - AvailStatusMessage: `BookingLimit` with `BookingLimitMessageType` SetLimit, AdjustLimit (added)
 *   or RemoveLimit, per room type only; `RestrictionStatus` Master (or no Restriction: stop sale),
 *   Arrival, Departure; `LengthsOfStay` SetMinLOS, SetMaxLOS, RemoveMinLOS, RemoveMaxLOS, FixedLOS,
 *   FullPatternLOS (one run of open lengths); restrictions and a stop sale with a RatePlanCode act
 *   on that rate plan (and on the room type named, else on each room type of the rate).
 * What the model cannot hold (a stay-through minimum, an advance-booking window other than the
 * rate's release…) is an issue naming it; elements read and not applied are warnings.
 *
 * This file reads a message into its elements; each element is read by ota-in.element.ts and, by
 * kind, ota-in.read-rates.ts or ota-in.read-avail.ts.
 */
import { OTA_MSG } from '@hotel/domain';
import { attr, child, children, type OtaNode } from '../ota/index.ts';
import type { OtaHotel, OtaIssue, PriceMode, ReadChange } from './ota-in.element.ts';
import { AvailStatusReader } from './ota-in.read-avail.ts';
import { RateAmountReader } from './ota-in.read-rates.ts';

export type { OtaHotel, OtaIssue, OtaRateInfo, PriceMode, ReadChange } from './ota-in.element.ts';

export type OtaRoot = 'OTA_HotelRateAmountNotifRQ' | 'OTA_HotelAvailNotifRQ';
export const OTA_ROOTS: readonly OtaRoot[] = ['OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ'];
/** The answer of each message. */
export const OTA_ANSWER: Record<OtaRoot, string> = {
  OTA_HotelRateAmountNotifRQ: 'OTA_HotelRateAmountNotifRS',
  OTA_HotelAvailNotifRQ: 'OTA_HotelAvailNotifRS',
};
/** The container and message element of each root. */
const ELEMENTS: Record<OtaRoot, { container: string; message: string }> = {
  OTA_HotelRateAmountNotifRQ: { container: 'RateAmountMessages', message: 'RateAmountMessage' },
  OTA_HotelAvailNotifRQ: { container: 'AvailStatusMessages', message: 'AvailStatusMessage' },
};

/** Message elements in one message at most (a year × 10 room types × 3 boards, a price a day, is 10 950). */
export const OTA_MESSAGES_MAX = 50_000;
export const ECHO_TOKEN_MAX = 128;

export interface ReadMessage {
  hotelCode: string | undefined;
  changes: ReadChange[];
  issues: OtaIssue[];
  warnings: OtaIssue[];
}

/** The HotelCode and container of a message (the hotel is checked before the rest is read). */
export function readHotelCode(root: OtaRoot, message: OtaNode): { hotelCode?: string; issues: OtaIssue[] } {
  const { container } = ELEMENTS[root];
  const node = child(message, container);
  if (node === undefined) return { issues: [{ path: container, key: OTA_MSG.required }] };
  if (node === 'many') return { issues: [{ path: container, key: OTA_MSG.oneOnly }] };
  const hotelCode = attr(node, 'HotelCode');
  if (!hotelCode) return { issues: [{ path: `${container}/@HotelCode`, key: OTA_MSG.required }] };
  return { hotelCode, issues: [] };
}

/**
 * The changes of a message whose hotel is known. Issues found here are structural or about
 * codes; the ARI rules (ranges, writable days, occupancy, allotment rates, derived rates…) are
 * checked afterwards on the changes.
 */
export function readMessage(root: OtaRoot, message: OtaNode, hotel: OtaHotel): ReadMessage {
  const { container, message: element } = ELEMENTS[root];
  const head = readHotelCode(root, message);
  const result: ReadMessage = {
    hotelCode: head.hotelCode,
    changes: [],
    issues: [...head.issues],
    warnings: [],
  };
  if (head.issues.length > 0) return result;
  let mode: PriceMode = 'overlay';
  if (root === 'OTA_HotelRateAmountNotifRQ') {
    const notifType = attr(message, 'NotifType');
    if (notifType === 'Delta') mode = 'delta';
    else if (notifType === 'Remove') mode = 'remove';
    else if (notifType !== undefined && notifType !== 'Overlay')
      result.issues.push({
        path: '@NotifType',
        key: OTA_MSG.notSupported,
        params: { what: `NotifType="${notifType}"` },
      });
  }
  const node = child(message, container) as OtaNode;
  const items = children(node, element);
  if (items.length === 0) {
    result.issues.push({ path: `${container}/${element}`, key: OTA_MSG.required });
    return result;
  }
  if (items.length > OTA_MESSAGES_MAX) {
    result.issues.push({
      path: `${container}/${element}`,
      key: OTA_MSG.tooManyMessages,
      params: { max: OTA_MESSAGES_MAX },
    });
    return result;
  }
  items.forEach((item, index) => {
    const path = `${container}/${element}[${index + 1}]`;
    const read =
      root === 'OTA_HotelRateAmountNotifRQ'
        ? new RateAmountReader(path, hotel, result.issues, result.warnings).rateAmount(item, mode)
        : new AvailStatusReader(path, hotel, result.issues, result.warnings).availStatus(item);
    if (read) result.changes.push(read);
  });
  return result;
}
