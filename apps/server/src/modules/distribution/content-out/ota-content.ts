import type { DistributionContent } from '@hotel/domain';
import { ATTR, buildOtaDocument, type OtaNode } from '../ota/index.ts';

/**
 * Content out as OTA_HotelDescriptiveContentNotifRQ (OTA 2003/05, issue 17): the same approved
 * document as the JSON answer, in the elements channel managers and bed banks read. Every
 * document is valid against the OpenTravel 2015B schema (issue 30, decision 045; the tests run it
 * through xmllint): a text longer than the schema's limit for its place is left out rather than
 * cut, and extensions stand only where the schema allows them.
 *
 * - `HotelDescriptiveContent`: HotelCode (the catalogue code), HotelName, LanguageCode (the
 *   language of names).
 * - `HotelInfo`: `CategoryCodes/HotelCategory` (PCT of the hotel type), `Position` (degrees, at
 *   most 7 decimals: the schema allows 16 characters), and `Services/Service`, one per service:
 *   Code (HAC) where mapped, `Included` = false for a paid service (true for a free one: "a
 *   standard service included in the room rate"), `OperationSchedules` from its schedule and
 *   `DescriptiveText` = its name (so a service without a HAC code is still there, by name).
 * - `FacilityInfo/GuestRooms/GuestRoom`, one per room type: Code = InvTypeCode (the room type's
 *   id), MaxOccupancy; `TypeRoom` with the name (when it fits the schema's 32 characters; a longer
 *   one is the GuestRoom's `DescriptiveText`), StandardOccupancy (adults the price is for),
 *   StandardNumBeds, a BedTypeCode when every bed of the room is of one mapped BED type and a
 *   RoomViewCode (RVT) when the room has one view and it is mapped; `Amenities/Amenity`, each with
 *   RoomAmenityCode (RMA) where mapped and `DescriptiveText` = its name: the bathroom type, each
 *   bath service (Quantity = the bathrooms that have it), the kitchen, and each view.
 * - The hotel's accessibility: one more `GuestRoom` with RoomTypeName "all" and no Code, whose
 *   `Features/Feature` carry AccessibleCode (PHY) where mapped and CodeDetail = the name: the
 *   place the schema documents for a feature of the whole hotel (FeaturesType/@AccessibleCode).
 * - `Policies/Policy/PolicyInfo`: CheckInTime, CheckOutTime.
 * - `AreaInfo/Recreations/Recreation`, one per activity: Name = the activity's name,
 *   `DescriptiveText` = its zone's name (no RST nor PRX code: neither list could be checked).
 * - `MultimediaDescriptions`: one `ImageItems` (an ImageItem per photo: Category = PIC, one
 *   ImageFormat per rendition, smallest first, with Sort = the photo's place and the URL), one
 *   `VideoItems` (Category = PIC, the player URL, in the photos' order), one `TextItems` (a
 *   TextItem per opinion: Title = its area, the text in the hotel's content language).
 * - `ContactInfos`: the physical location (address), then each operative contact (the person's name
 *   when given, as `Names/Name/Surname`: the product keeps one name field and PersonNameType requires
 *   Surname, so the whole name goes there rather than a guess at where the given name ends; phone,
 *   e-mail).
 * - `TPA_Extensions` (the one the schema allows, at the end of HotelDescriptiveContent):
 *   `RoomBeds/Bed` with the full bed structure OTA has no element for: InvTypeCode, BedTypeCode
 *   where mapped, Name, Quantity, Location Bedroom or Lounge, Part = the bedroom's or lounge's
 *   place (1-based).
 *
 * Codes come from the code tables (ota-codes.ts) through the JSON document: an unmapped value is
 * left out (a service without a HAC code has no Code, a photo category without a PIC code no
 * Category), never guessed.
 */
export const OTA_CONTENT_ROOT = 'OTA_HotelDescriptiveContentNotifRQ';

type Content = DistributionContent;

/** Attributes from an object, dropping the absent ones: `{ Code: '1', Name: undefined }` → `{ '@Code': '1' }`. */
function attrs(values: Record<string, string | number | undefined | null>): OtaNode {
  const out: OtaNode = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) out[`${ATTR}${name}`] = String(value);
  }
  return out;
}

/** Builds the element tree without its absent parts (undefined values are dropped). */
function node(entries: Record<string, unknown>): OtaNode {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** HH:MM (or HH:MM:SS) → HH:MM:SS (xs:time); anything else is left out. */
const time = (value: string | undefined | null) => {
  if (!value) return undefined;
  if (/^\d{2}:\d{2}$/.test(value)) return `${value}:00`;
  return /^\d{2}:\d{2}:\d{2}$/.test(value) ? value : undefined;
};

/**
 * A text for a place the schema limits to `max` characters (StringLength1toN): the text when it
 * is not empty and fits, else undefined (left out, never cut). Characters are code points, as
 * the schema counts them.
 */
export function fits(value: string | null | undefined, max: number): string | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  return [...value].length <= max ? value : undefined;
}

/** A latitude or longitude in at most 7 decimals (about 1 cm): the schema allows 16 characters. */
const degrees = (value: number) => String(Number(value.toFixed(7)));

function operationTimes(schedule: Content['services'][number]['schedule']): OtaNode[] {
  switch (schedule.type) {
    case 'ANY_TIME':
      return [];
    case 'FROM_TIME':
    case 'AT_TIME':
      return [attrs({ Start: time(schedule.from) })];
    case 'TO_TIME':
      return [attrs({ End: time(schedule.to) })];
    case 'BETWEEN_TWO_HOURS':
      return [attrs({ Start: time(schedule.from), End: time(schedule.to) })];
    case 'SPLIT_TIME':
      return [
        attrs({ Start: time(schedule.from), End: time(schedule.to) }),
        attrs({ Start: time(schedule.from2), End: time(schedule.to2) }),
      ];
  }
}

function hotelInfo(content: Content): OtaNode | undefined {
  const category = content.basic.hotelType?.otaCode;
  const { latitude, longitude } = content.location;
  const services = content.services.flatMap((entry) => {
    const code = entry.service.otaCode;
    const name = entry.service.name || undefined;
    if (!code && !name) return [];
    const times = operationTimes(entry.schedule).filter((operation) => Object.keys(operation).length > 0);
    return [
      node({
        ...attrs({
          Code: code,
          Included: entry.ofPayment === null ? undefined : String(!entry.ofPayment),
        }),
        OperationSchedules:
          times.length > 0 ? { OperationSchedule: { OperationTimes: { OperationTime: times } } } : undefined,
        DescriptiveText: name,
      }),
    ];
  });
  const info = node({
    CategoryCodes: category ? { HotelCategory: attrs({ Code: category }) } : undefined,
    Position:
      latitude !== null && longitude !== null
        ? attrs({ Latitude: degrees(latitude), Longitude: degrees(longitude) })
        : undefined,
    Services: services.length > 0 ? { Service: services } : undefined,
  });
  return Object.keys(info).length > 0 ? info : undefined;
}

type RoomType = Content['roomTypes'][number];
type Ref = { otaCode: string | null; name: string | null };

/** A room amenity: RoomAmenityCode where the item has one, its name as DescriptiveText. */
function amenity(ref: Ref, code: 'RMA' | 'none', quantity?: number): OtaNode | undefined {
  const amenityCode = code === 'RMA' ? (ref.otaCode ?? undefined) : undefined;
  const name = ref.name || undefined;
  if (!amenityCode && !name) return undefined;
  return node({ ...attrs({ RoomAmenityCode: amenityCode, Quantity: quantity }), DescriptiveText: name });
}

function amenities(room: RoomType): OtaNode[] {
  const bathServices = new Map<number, { ref: Ref; quantity: number }>();
  for (const bath of room.baths) {
    for (const service of new Map(bath.services.map((entry) => [entry.id, entry])).values()) {
      const counted = bathServices.get(service.id);
      if (counted) counted.quantity += 1;
      else bathServices.set(service.id, { ref: service, quantity: 1 });
    }
  }
  return [
    room.bath ? amenity(room.bath, 'RMA') : undefined,
    ...[...bathServices.values()].map(({ ref, quantity }) => amenity(ref, 'RMA', quantity)),
    room.kitchen ? amenity(room.kitchen, 'RMA') : undefined,
    // RVT is no RMA list: a view is named here, its code goes to TypeRoom/@RoomViewCode.
    ...room.views.map((view) => amenity(view, 'none')),
  ].filter((entry): entry is OtaNode => entry !== undefined);
}

/** The one code of a list when every item has it (a room's beds, its views), else undefined. */
function singleCode(codes: (string | null)[]): string | undefined {
  const distinct = new Set(codes);
  const [single] = distinct;
  return distinct.size === 1 && single ? single : undefined;
}

function guestRoom(room: RoomType): OtaNode {
  const fixedBeds = [...room.bedrooms, ...room.lounges].flatMap((part) => part.beds);
  const name = fits(room.name, 32);
  const listed = amenities(room);
  const maxOccupancy = room.occupancy.maxOccupancy;
  return node({
    ...attrs({
      Code: room.invTypeCode,
      MaxOccupancy: maxOccupancy !== null && maxOccupancy >= 1 ? maxOccupancy : undefined,
    }),
    TypeRoom: attrs({
      Name: name,
      StandardOccupancy: room.occupancy.standardAdults,
      StandardNumBeds: room.occupancy.beds,
      // One BedTypeCode says the room's beds only when they are all of one mapped type.
      BedTypeCode: singleCode(fixedBeds.map((bed) => bed.bedType.otaCode)),
      RoomViewCode: room.views.length === 1 ? (room.views[0]?.otaCode ?? undefined) : undefined,
    }),
    Amenities: listed.length > 0 ? { Amenity: listed } : undefined,
    DescriptiveText: name === undefined && room.name.trim() !== '' ? room.name : undefined,
  });
}

/** The hotel's accessibility as the schema documents it: a GuestRoom "all" with its Features. */
function accessibilityRoom(content: Content): OtaNode | undefined {
  const features = content.accessibility.flatMap((item) => {
    const feature = attrs({ AccessibleCode: item.otaCode, CodeDetail: fits(item.name, 128) });
    return Object.keys(feature).length > 0 ? [feature] : [];
  });
  return features.length > 0
    ? { ...attrs({ RoomTypeName: 'all' }), Features: { Feature: features } }
    : undefined;
}

function facilityInfo(content: Content): OtaNode | undefined {
  const rooms = content.roomTypes.map(guestRoom);
  const accessibility = accessibilityRoom(content);
  if (accessibility) rooms.push(accessibility);
  return rooms.length > 0 ? { GuestRooms: { GuestRoom: rooms } } : undefined;
}

function areaInfo(content: Content): OtaNode | undefined {
  const recreations = content.activities.flatMap(({ activity, zone }) => {
    const name = fits(activity.name, 64);
    if (!name) return [];
    return [node({ ...attrs({ Name: name }), DescriptiveText: zone.name || undefined })];
  });
  return recreations.length > 0 ? { Recreations: { Recreation: recreations } } : undefined;
}

/** The bed structure OTA has no element for, in the extension HotelDescriptiveContent allows. */
function bedExtension(content: Content): OtaNode | undefined {
  const beds = content.roomTypes.flatMap((room) =>
    [
      ...room.bedrooms.map((part, index) => ({ part, index, location: 'Bedroom' })),
      ...room.lounges.map((part, index) => ({ part, index, location: 'Lounge' })),
    ].flatMap(({ part, index, location }) =>
      part.beds.map((bed) =>
        attrs({
          InvTypeCode: room.invTypeCode,
          BedTypeCode: bed.bedType.otaCode,
          Name: bed.bedType.name,
          Quantity: bed.quantity,
          Location: location,
          Part: index + 1,
        }),
      ),
    ),
  );
  return beds.length > 0 ? { RoomBeds: { Bed: beds } } : undefined;
}

function multimedia(content: Content): OtaNode | undefined {
  const images = content.photos.map((photo) =>
    node({
      ...attrs({ Category: photo.category.otaCode }),
      ImageFormat: photo.renditions.map((rendition) => ({
        ...attrs({ Sort: photo.sort }),
        URL: rendition.url,
      })),
    }),
  );
  // VideoFormat has no Sort (ImageFormat has): the videos go in their order.
  const videos = content.videos.map((video) =>
    node({
      ...attrs({ Category: video.category.otaCode }),
      VideoFormat: { URL: video.playerUrl },
    }),
  );
  const language = content.basic.contentLanguage?.code ?? undefined;
  const texts = content.opinions.map((opinion) => ({
    ...attrs({ Title: fits(opinion.area, 64) }),
    Description: { ...attrs({ TextFormat: 'PlainText', Language: language }), '#text': opinion.text },
  }));
  const descriptions = [
    images.length > 0 ? { ImageItems: { ImageItem: images } } : undefined,
    videos.length > 0 ? { VideoItems: { VideoItem: videos } } : undefined,
    texts.length > 0 ? { TextItems: { TextItem: texts } } : undefined,
  ].filter((entry) => entry !== undefined);
  return descriptions.length > 0 ? { MultimediaDescription: descriptions } : undefined;
}

function contactInfos(content: Content): OtaNode | undefined {
  const { address, city, postalCode, country } = content.location;
  // The schema's lengths: AddressLine 255, CityName 64, PostalCode 16, CountryName 64.
  const located = node({
    AddressLine: fits(address, 255),
    CityName: fits(city, 64),
    PostalCode: fits(postalCode, 16),
    CountryName: fits(country, 64),
  });
  const infos: OtaNode[] = [];
  if (Object.keys(located).length > 0) {
    infos.push({ ...attrs({ ContactProfileType: 'PhysicalLocation' }), Addresses: { Address: located } });
  }
  for (const contact of content.contacts) {
    const surname = fits(contact.name, 64);
    const phone = fits(contact.phone, 32);
    const email = fits(contact.email, 128);
    infos.push(
      node({
        ...attrs({ ContactProfileType: 'Operations', ContactProfileID: contact.id }),
        Names: surname ? { Name: { Surname: surname } } : undefined,
        Phones: phone ? { Phone: attrs({ PhoneNumber: phone }) } : undefined,
        Emails: email ? { Email: email } : undefined,
      }),
    );
  }
  return infos.length > 0 ? { ContactInfo: infos } : undefined;
}

/**
 * The XML text of the notification. `EchoToken` names the approved version (hotel id and approval
 * time), so a receiver can tell a repeat of one it already applied.
 */
export function otaHotelDescriptiveContent(content: Content, now: Date = new Date()): string {
  const { hotel } = content;
  const policyInfo = attrs({
    CheckInTime: time(content.basic.checkInFrom),
    CheckOutTime: time(content.basic.checkOutFrom),
  });
  const descriptive = node({
    ...attrs({ HotelCode: hotel.code, HotelName: fits(hotel.name, 128), LanguageCode: content.language }),
    // In the schema's order: HotelInfo, FacilityInfo, Policies, AreaInfo, MultimediaDescriptions,
    // ContactInfos, TPA_Extensions.
    HotelInfo: hotelInfo(content),
    FacilityInfo: facilityInfo(content),
    Policies: Object.keys(policyInfo).length > 0 ? { Policy: { PolicyInfo: policyInfo } } : undefined,
    AreaInfo: areaInfo(content),
    MultimediaDescriptions: multimedia(content),
    ContactInfos: contactInfos(content),
    TPA_Extensions: bedExtension(content),
  });
  return buildOtaDocument(
    OTA_CONTENT_ROOT,
    { echoToken: `content-${hotel.id}-${Date.parse(hotel.approvedAt)}`, timeStamp: now },
    { HotelDescriptiveContents: { HotelDescriptiveContent: descriptive } },
  );
}
