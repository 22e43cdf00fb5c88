/**
 * Reservations in as OpenTravel messages (issue 32 item 4, decision 053): OTA_HotelResNotifRQ and
 * OTA_CancelRQ, already parsed by distribution's ota-xml.ts, read into what the JSON routes take
 * (a ReservationInput; a reference to cancel), so that both ways in go through the same rules.
 * Pure: no database, no answer format (ota-res.answer.ts writes the …RS).
 *
 * OTA_HotelResNotifRQ: the root's `ResStatus` says what it is (`Commit` or `Book`: a new
 * reservation; `Modify`: a new revision of one); one `HotelReservation` a message, with
 * - `UniqueID` (Type 14, reservation) `ID`: the sender's reference; `Instance`: its revision
 *   (1 when absent; a modification sends a higher one);
 * - one or more `RoomStays/RoomStay`, each with `RoomRates/RoomRate` (`RoomTypeCode`: the room
 *   type's id; `RatePlanCode`: `<rate>-<board>` as ARI out sends them; `Rates/Rate`: the price of
 *   each night, `EffectiveDate` to `ExpireDate` inclusive unless `ExpireDateExclusiveInd` is true,
 *   `Base` `AmountAfterTax` or `AmountBeforeTax`), `GuestCounts/GuestCount` (AgeQualifyingCode 10
 *   adults, 8 and 7 children, infants and babies with their `Age`; `Count`), `TimeSpan` `Start`
 *   and `End` (arrival and departure), `Total` and `BasicPropertyInfo` `HotelCode` (the same on
 *   every stay);
 * - `ResGuests/ResGuest`: the lead guest is the one with `PrimaryIndicator="true"`, else the
 *   first: `PersonName` (`GivenName`, `Surname`), `Email`, `Telephone` `PhoneNumber` (E.164);
 * - `ResGlobalInfo`: `SpecialRequests/SpecialRequest/Text` and `Comments/Comment/Text`, joined.
 * OTA_CancelRQ: `UniqueID` Type 14 (the reservation) and Type 10 (the hotel's code), `CancelType`
 * `Initiate` (quote the penalty, cancel nothing) or `Commit` (cancel, charging the penalty of now).
 *
 * Each value read keeps the place it came from, so that an issue the rules find later (the zod
 * schema, or a night refused) names the element at fault.
 */
import { CHILD_AGE_MAX, OTA_MSG } from '@hotel/domain';
import { attr, child, children, type OtaNode } from '../distribution/ota/index.ts';

export type ResRoot = 'OTA_HotelResNotifRQ' | 'OTA_CancelRQ';
export const RES_ROOTS: readonly ResRoot[] = ['OTA_HotelResNotifRQ', 'OTA_CancelRQ'];
export const RES_ANSWER: Record<ResRoot, string> = {
  OTA_HotelResNotifRQ: 'OTA_HotelResNotifRS',
  OTA_CancelRQ: 'OTA_CancelRS',
};

/** Code list UIT (unique id type): a reservation, a hotel. */
export const UIT = { reservation: '14', hotel: '10' } as const;
/** Code list AQC (age qualifying code): adult, child, infant (ours: infant and baby alike). */
const AQC = { adult: '10', child: '8', infant: '7' } as const;
/** An adult whose age is not sent: old enough for no rate's child limit (CHILD_AGE_MAX). */
export const ADULT_AGE_UNSTATED = CHILD_AGE_MAX + 1;

export interface ResIssue {
  /** XPath-like, below the root. */
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

interface StayRead {
  roomTypeId?: number;
  rateId?: number;
  board?: string;
  arrival?: string;
  departure?: string;
  guests: { name?: string; age: number }[];
  nightlyPrices: string[];
  total?: string;
}

/** What a reservation message asks, read. `input` is checked by the JSON routes' schema next. */
export interface ReadResNotif {
  action: 'create' | 'modify';
  hotelCode?: string;
  input: {
    reference?: string;
    revision?: number;
    leadGuest: { name?: string; email?: string; phone?: string };
    specialRequests: string;
    stays: StayRead[];
  };
  /** The element each field of `input` came from, by its path joined with '.' (`stays.0.arrival`). */
  origins: Map<string, string>;
  issues: ResIssue[];
}

export interface ReadCancel {
  action: 'quote' | 'cancel';
  hotelCode?: string;
  reference?: string;
  issues: ResIssue[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const INTEGER = /^\d{1,9}$/;
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A date attribute as an ISO day: `2027-07-01` or the day of a dateTime; undefined otherwise. */
function dayOf(value: string | undefined): string | undefined {
  const day = value?.slice(0, 10);
  if (!day || !ISO_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return undefined;
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day ? day : undefined;
}

class Reader {
  readonly issues: ResIssue[] = [];
  readonly origins = new Map<string, string>();

  issue(path: string, key: string, params?: Record<string, string | number>) {
    this.issues.push(params ? { path, key, params } : { path, key });
  }

  /** The single child `name` of `node`; an issue when repeated, or when absent and `required`. */
  one(node: OtaNode | undefined, name: string, path: string, required = false): OtaNode | undefined {
    const found = child(node, name);
    if (found === 'many') {
      this.issue(`${path}/${name}`, OTA_MSG.oneOnly);
      return undefined;
    }
    if (!found && required) this.issue(`${path}/${name}`, OTA_MSG.required);
    return found;
  }

  /** A text child's trimmed text ('' when absent). */
  text(node: OtaNode | undefined, name: string): string {
    const value = node?.[name];
    if (typeof value === 'string') return value.trim();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = (value as OtaNode)['#text'];
      return typeof inner === 'string' ? inner.trim() : '';
    }
    return '';
  }

  /** An amount attribute (AmountAfterTax, else AmountBeforeTax), with DecimalPlaces applied. */
  amount(node: OtaNode | undefined, path: string): string | undefined {
    const name = attr(node, 'AmountAfterTax') !== undefined ? 'AmountAfterTax' : 'AmountBeforeTax';
    const raw = attr(node, name);
    if (raw === undefined) {
      this.issue(`${path}/@AmountAfterTax`, OTA_MSG.required);
      return undefined;
    }
    const places = attr(node, 'DecimalPlaces');
    let value = raw.trim();
    // DecimalPlaces: an amount without a decimal point has that many implied decimals.
    if (places !== undefined && /^\d+$/.test(value) && /^[0-3]$/.test(places) && places !== '0') {
      const digits = value.padStart(Number(places) + 1, '0');
      value = `${digits.slice(0, -Number(places))}.${digits.slice(-Number(places))}`;
    }
    if (!AMOUNT.test(value)) {
      this.issue(`${path}/@${name}`, OTA_MSG.numberInvalid);
      return undefined;
    }
    return value;
  }
}

/** `<rate>-<board>` (ARI out's RatePlanCode) as its rate id and board. */
function splitRatePlan(code: string | undefined): { rateId: number; board: string } | undefined {
  const match = /^(\d{1,9})-([A-Z]{2,3})$/.exec(code ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return { rateId: Number(match[1]), board: match[2] };
}

function readStay(reader: Reader, stay: OtaNode, path: string, index: number, out: StayRead) {
  const origin = (field: string, place: string) => reader.origins.set(`stays.${index}.${field}`, place);
  const rates = reader.one(stay, 'RoomRates', path, true);
  const roomRates = children(rates, 'RoomRate');
  if (rates && roomRates.length !== 1)
    reader.issue(`${path}/RoomRates/RoomRate`, roomRates.length === 0 ? OTA_MSG.required : OTA_MSG.oneOnly);
  const roomRate = roomRates.length === 1 ? roomRates[0] : undefined;
  const ratePath = `${path}/RoomRates/RoomRate`;
  if (roomRate) {
    const units = attr(roomRate, 'NumberOfUnits');
    // One room a stay: two rooms are two RoomStays (each consumes and is priced on its own).
    if (units !== undefined && units !== '1')
      reader.issue(`${ratePath}/@NumberOfUnits`, OTA_MSG.notSupported, { what: 'NumberOfUnits > 1' });
    const room = attr(roomRate, 'RoomTypeCode');
    origin('roomTypeId', `${ratePath}/@RoomTypeCode`);
    if (room === undefined) reader.issue(`${ratePath}/@RoomTypeCode`, OTA_MSG.required);
    else if (!INTEGER.test(room)) reader.issue(`${ratePath}/@RoomTypeCode`, OTA_MSG.roomUnknown);
    else out.roomTypeId = Number(room);
    const plan = attr(roomRate, 'RatePlanCode');
    origin('rateId', `${ratePath}/@RatePlanCode`);
    origin('board', `${ratePath}/@RatePlanCode`);
    const split = splitRatePlan(plan);
    if (plan === undefined) reader.issue(`${ratePath}/@RatePlanCode`, OTA_MSG.required);
    else if (!split) reader.issue(`${ratePath}/@RatePlanCode`, OTA_MSG.ratePlanUnknown);
    else {
      out.rateId = split.rateId;
      out.board = split.board;
    }
  }

  const span = reader.one(stay, 'TimeSpan', path, true);
  const start = attr(span, 'Start');
  const end = attr(span, 'End');
  out.arrival = dayOf(start);
  out.departure = dayOf(end);
  origin('arrival', `${path}/TimeSpan/@Start`);
  origin('departure', `${path}/TimeSpan/@End`);
  if (span && !out.arrival)
    reader.issue(`${path}/TimeSpan/@Start`, start ? OTA_MSG.dateInvalid : OTA_MSG.required);
  if (span && !out.departure)
    reader.issue(`${path}/TimeSpan/@End`, end ? OTA_MSG.dateInvalid : OTA_MSG.required);

  // The nights' prices: each Rate covers EffectiveDate..ExpireDate; together, every night once.
  origin('nightlyPrices', `${ratePath}/Rates/Rate`);
  if (roomRate && out.arrival && out.departure) {
    const byNight = new Map<string, string>();
    const list = children(reader.one(roomRate, 'Rates', ratePath, true), 'Rate');
    list.forEach((rate, position) => {
      const place = `${ratePath}/Rates/Rate[${position + 1}]`;
      const from = dayOf(attr(rate, 'EffectiveDate'));
      const expire = attr(rate, 'ExpireDate');
      const exclusive = attr(rate, 'ExpireDateExclusiveInd') === 'true';
      const to = expire === undefined ? from : dayOf(expire);
      if (!from || !to) {
        reader.issue(`${place}/@${from ? 'ExpireDate' : 'EffectiveDate'}`, OTA_MSG.dateInvalid);
        return;
      }
      const last = exclusive ? addDays(to, -1) : to;
      const unit = attr(rate, 'RateTimeUnit');
      if (unit !== undefined && unit !== 'Day')
        reader.issue(`${place}/@RateTimeUnit`, OTA_MSG.notSupported, { what: `RateTimeUnit ${unit}` });
      const amount = reader.amount(reader.one(rate, 'Base', place, true), `${place}/Base`);
      if (amount === undefined) return;
      for (let night = from, guard = 0; night <= last && guard < 400; night = addDays(night, 1), guard++) {
        if (byNight.has(night)) reader.issue(place, OTA_MSG.datesOverlap, { day: night });
        byNight.set(night, amount);
      }
    });
    const nights: string[] = [];
    for (
      let night = out.arrival, guard = 0;
      night < out.departure && guard < 400;
      night = addDays(night, 1), guard++
    )
      nights.push(night);
    const missing = nights.find((night) => !byNight.has(night));
    const extra = [...byNight.keys()].find((night) => !nights.includes(night));
    if (list.length > 0 && (missing || extra))
      reader.issue(`${ratePath}/Rates`, OTA_MSG.nightsMismatch, { day: missing ?? extra ?? '' });
    else out.nightlyPrices = nights.map((night) => byNight.get(night) ?? '');
  }

  origin('total', `${path}/Total`);
  const total = reader.one(stay, 'Total', path, true);
  if (total) out.total = reader.amount(total, `${path}/Total`);

  origin('guests', `${path}/GuestCounts`);
  const counts = children(reader.one(stay, 'GuestCounts', path, true), 'GuestCount');
  counts.forEach((count, position) => {
    const place = `${path}/GuestCounts/GuestCount[${position + 1}]`;
    const guests = readGuestCount(count);
    if ('problem' in guests) reader.issue(`${place}/@${guests.problem[0]}`, guests.problem[1]);
    else out.guests.push(...guests.ages.map((age) => ({ age })));
  });
}

/** The ages of the guests a GuestCount names, or the attribute at fault and why. */
function readGuestCount(count: OtaNode): { ages: number[] } | { problem: [string, string] } {
  const code = attr(count, 'AgeQualifyingCode') ?? AQC.adult;
  const many = attr(count, 'Count') ?? '1';
  const age = attr(count, 'Age');
  if (!/^\d{1,2}$/.test(many) || Number(many) < 1) return { problem: ['Count', OTA_MSG.numberInvalid] };
  if (age !== undefined && !/^\d{1,3}$/.test(age)) return { problem: ['Age', OTA_MSG.numberInvalid] };
  if (code !== AQC.adult && code !== AQC.child && code !== AQC.infant)
    return { problem: ['AgeQualifyingCode', OTA_MSG.ageCodeInvalid] };
  // A child's price depends on the age: a child, an infant or a baby states it.
  if (code !== AQC.adult && age === undefined) return { problem: ['Age', OTA_MSG.required] };
  const years = age === undefined ? ADULT_AGE_UNSTATED : Number(age);
  return { ages: Array.from({ length: Number(many) }, () => years) };
}

/** An OTA_HotelResNotifRQ read into the reservation the JSON routes take. */
export function readResNotif(message: OtaNode): ReadResNotif {
  const reader = new Reader();
  const status = attr(message, 'ResStatus');
  const action = status === 'Modify' ? 'modify' : 'create';
  if (status === undefined) reader.issue('@ResStatus', OTA_MSG.required);
  else if (status !== 'Commit' && status !== 'Book' && status !== 'Modify')
    reader.issue('@ResStatus', OTA_MSG.notSupported, { what: `ResStatus ${status}` });

  const input: ReadResNotif['input'] = { leadGuest: {}, specialRequests: '', stays: [] };
  const result: ReadResNotif = { action, input, origins: reader.origins, issues: reader.issues };
  const list = children(reader.one(message, 'HotelReservations', '', true), 'HotelReservation');
  if (list.length !== 1) {
    reader.issue(
      'HotelReservations/HotelReservation',
      list.length === 0 ? OTA_MSG.required : OTA_MSG.oneOnly,
    );
    return result;
  }
  const reservation = list[0] as OtaNode;
  const path = 'HotelReservations/HotelReservation';

  const id = children(reservation, 'UniqueID').find((node) => attr(node, 'Type') === UIT.reservation);
  reader.origins.set('reference', `${path}/UniqueID/@ID`);
  reader.origins.set('revision', `${path}/UniqueID/@Instance`);
  if (!id) reader.issue(`${path}/UniqueID`, OTA_MSG.required);
  else {
    input.reference = attr(id, 'ID');
    const instance = attr(id, 'Instance');
    if (instance !== undefined && !/^\d{1,7}$/.test(instance))
      reader.issue(`${path}/UniqueID/@Instance`, OTA_MSG.numberInvalid);
    input.revision = instance === undefined ? 1 : Number(instance);
  }

  const stays = children(reader.one(reservation, 'RoomStays', path, true), 'RoomStay');
  const codes = new Set<string>();
  stays.forEach((stay, index) => {
    const place = `${path}/RoomStays/RoomStay[${index + 1}]`;
    const read: StayRead = { guests: [], nightlyPrices: [] };
    readStay(reader, stay, place, index, read);
    input.stays.push(read);
    const code = attr(reader.one(stay, 'BasicPropertyInfo', place), 'HotelCode');
    if (code !== undefined) codes.add(code);
  });
  if (stays.length === 0) reader.issue(`${path}/RoomStays/RoomStay`, OTA_MSG.required);

  const global = reader.one(reservation, 'ResGlobalInfo', path);
  const globalCode = attr(reader.one(global, 'BasicPropertyInfo', `${path}/ResGlobalInfo`), 'HotelCode');
  if (globalCode !== undefined) codes.add(globalCode);
  if (codes.size === 0)
    reader.issue(`${path}/RoomStays/RoomStay[1]/BasicPropertyInfo/@HotelCode`, OTA_MSG.required);
  else if (codes.size > 1)
    reader.issue(`${path}/RoomStays/RoomStay/BasicPropertyInfo/@HotelCode`, OTA_MSG.hotelCodesDiffer);
  else result.hotelCode = [...codes][0];

  const requests = [
    ...children(reader.one(global, 'SpecialRequests', `${path}/ResGlobalInfo`), 'SpecialRequest'),
    ...children(reader.one(global, 'Comments', `${path}/ResGlobalInfo`), 'Comment'),
  ]
    .map((node) => reader.text(node, 'Text'))
    .filter((text) => text !== '');
  input.specialRequests = requests.join('\n');
  reader.origins.set('specialRequests', `${path}/ResGlobalInfo/SpecialRequests`);

  const guests = children(reader.one(reservation, 'ResGuests', path, true), 'ResGuest');
  const leadIndex = Math.max(
    0,
    guests.findIndex((guest) => attr(guest, 'PrimaryIndicator') === 'true'),
  );
  const lead = guests[leadIndex];
  const customerPath = `${path}/ResGuests/ResGuest[${leadIndex + 1}]/Profiles/ProfileInfo/Profile/Customer`;
  const customer = reader.one(
    reader.one(reader.one(reader.one(lead, 'Profiles', ''), 'ProfileInfo', ''), 'Profile', ''),
    'Customer',
    '',
  );
  if (lead && !customer) reader.issue(customerPath, OTA_MSG.required);
  if (customer) {
    const name = reader.one(customer, 'PersonName', customerPath, true);
    input.leadGuest.name = [reader.text(name, 'GivenName'), reader.text(name, 'Surname')]
      .filter((part) => part !== '')
      .join(' ');
    input.leadGuest.email = reader.text(customer, 'Email') || undefined;
    const phone = children(customer, 'Telephone')[0];
    input.leadGuest.phone = attr(phone, 'PhoneNumber')?.replace(/[\s-]/g, '') || undefined;
  }
  reader.origins.set('leadGuest.name', `${customerPath}/PersonName`);
  reader.origins.set('leadGuest.email', `${customerPath}/Email`);
  reader.origins.set('leadGuest.phone', `${customerPath}/Telephone/@PhoneNumber`);
  reader.origins.set('leadGuest', customerPath);
  return result;
}

/** An OTA_CancelRQ read: which reservation of which hotel, and whether to quote or to cancel. */
export function readCancel(message: OtaNode): ReadCancel {
  const reader = new Reader();
  const type = attr(message, 'CancelType');
  const action = type === 'Initiate' ? 'quote' : 'cancel';
  if (type === undefined) reader.issue('@CancelType', OTA_MSG.required);
  else if (type !== 'Initiate' && type !== 'Commit')
    reader.issue('@CancelType', OTA_MSG.notSupported, { what: `CancelType ${type}` });
  const ids = children(message, 'UniqueID');
  const reservation = ids.find((node) => attr(node, 'Type') === UIT.reservation);
  const hotel = ids.find((node) => attr(node, 'Type') === UIT.hotel);
  if (!reservation) reader.issue(`UniqueID[@Type='${UIT.reservation}']`, OTA_MSG.required);
  if (!hotel) reader.issue(`UniqueID[@Type='${UIT.hotel}']`, OTA_MSG.required);
  return { action, hotelCode: attr(hotel, 'ID'), reference: attr(reservation, 'ID'), issues: reader.issues };
}
