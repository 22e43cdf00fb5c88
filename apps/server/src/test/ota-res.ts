/**
 * Builders of the reservation messages of the tests (issue 32): OTA_HotelResNotifRQ and OTA_CancelRQ
 * as a group's booking engine sends them. Pure text: the unit tests of the reader use them without an
 * app, and the messages themselves are checked against the 2015B schemas there.
 */
import { OTA_NAMESPACE } from '../modules/distribution/ota/index.ts';

/** One night's price of a reservation message: a Rate of one night (ExpireDate inclusive, the standard's default). */
export const resNight = (day: string, amount: string) =>
  `<Rate EffectiveDate="${day}" ExpireDate="${day}" RateTimeUnit="Day" UnitMultiplier="1"><Base AmountAfterTax="${amount}" CurrencyCode="EUR"/></Rate>`;

/** A RoomStay of an OTA_HotelResNotifRQ: a room type and rate plan, the nights' Rates, the guests, the dates. */
export const resRoomStay = (stay: {
  room: number;
  plan: string;
  rates: string;
  guests: string;
  arrival: string;
  departure: string;
  total: string;
  hotelCode: string;
}) =>
  `<RoomStay><RoomRates><RoomRate RoomTypeCode="${stay.room}" RatePlanCode="${stay.plan}" NumberOfUnits="1"><Rates>${stay.rates}</Rates></RoomRate></RoomRates>` +
  `<GuestCounts>${stay.guests}</GuestCounts><TimeSpan Start="${stay.arrival}" End="${stay.departure}"/>` +
  `<Total AmountAfterTax="${stay.total}" CurrencyCode="EUR"/><BasicPropertyInfo HotelCode="${stay.hotelCode}"/></RoomStay>`;

/** An OTA_HotelResNotifRQ as a group's booking engine sends it: one reservation, its stays, its lead guest. */
export const resNotifRq = (res: {
  token: string;
  status: 'Commit' | 'Modify' | 'Book' | 'Cancel';
  reference: string;
  revision?: number;
  stays: string;
  guest?: string;
  requests?: string;
  /** The hotel in ResGlobalInfo (the schema wants BasicPropertyInfo there); each stay names its own. */
  hotelCode?: string;
}) =>
  `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelResNotifRQ xmlns="${OTA_NAMESPACE}" Version="1.0" EchoToken="${res.token}" TimeStamp="2026-12-07T10:00:00Z" ResStatus="${res.status}">` +
  `<HotelReservations><HotelReservation CreateDateTime="2026-12-07T10:00:00Z">` +
  `<UniqueID Type="14" ID="${res.reference}"${res.revision ? ` Instance="${res.revision}"` : ''}/>` +
  `<RoomStays>${res.stays}</RoomStays>` +
  `<ResGuests><ResGuest ResGuestRPH="1" PrimaryIndicator="true"><Profiles><ProfileInfo><Profile><Customer>` +
  (res.guest ??
    '<PersonName><GivenName>Ana</GivenName><Surname>García Ruiz</Surname></PersonName><Telephone PhoneNumber="+34600123456"/><Email>ana.garcia@example.com</Email>') +
  `</Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests>` +
  `<ResGlobalInfo>${res.requests ? `<SpecialRequests><SpecialRequest><Text>${res.requests}</Text></SpecialRequest></SpecialRequests>` : ''}` +
  `<BasicPropertyInfo HotelCode="${res.hotelCode ?? 'ES-AND-MAL-0001'}"/></ResGlobalInfo>` +
  `</HotelReservation></HotelReservations></OTA_HotelResNotifRQ>`;

/** An OTA_CancelRQ: Initiate quotes the penalty, Commit cancels. */
export const cancelRq = (token: string, type: 'Initiate' | 'Commit', reference: string, hotelCode: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><OTA_CancelRQ xmlns="${OTA_NAMESPACE}" Version="1.0" EchoToken="${token}" TimeStamp="2026-12-07T10:00:00Z" CancelType="${type}">` +
  `<UniqueID Type="14" ID="${reference}"/><UniqueID Type="10" ID="${hotelCode}"/></OTA_CancelRQ>`;
