import type { DistributionContent } from '@hotel/domain';
import { ATTR, buildOtaDocument, type OtaNode } from './ota-xml.ts';

/**
 * Content out as OTA_HotelDescriptiveContentNotifRQ (OTA 2003/05, issue 17): the same approved
 * document as the JSON answer, in the elements channel managers and bed banks read.
 *
 * - `HotelDescriptiveContent`: HotelCode (the catalogue code), HotelName, LanguageCode (the
 *   language of names).
 * - `HotelInfo`: `CategoryCodes/HotelCategory` (PCT of the hotel type), `Position`, and
 *   `Services/Service` (HAC) with `OperationSchedules` from each service's schedule.
 * - `FacilityInfo/GuestRooms/GuestRoom`: Code = InvTypeCode (the room type's id), MaxOccupancy;
 *   `TypeRoom` with the name, StandardOccupancy (adults the price is for), StandardNumBeds and a
 *   BedTypeCode when every bed of the room is of one mapped BED type. OTA has one BedTypeCode per
 *   TypeRoom, so the full structure goes in `TPA_Extensions/Beds/Bed` (BedTypeCode where mapped,
 *   Quantity, Location Bedroom or Lounge, Part = the bedroom's or lounge's place, 1-based).
 * - `Policies/Policy/PolicyInfo`: CheckInTime, CheckOutTime.
 * - `MultimediaDescriptions`: one `ImageItems` (an ImageItem per photo: Category = PIC, one
 *   ImageFormat per rendition, smallest first, with Sort = the photo's place and the URL), one
 *   `VideoItems` (Category = PIC, the player URL), one `TextItems` (a TextItem per opinion: Title
 *   = its area, the text in the hotel's content language).
 * - `ContactInfos`: the physical location (address), then each operative contact (the person's name
 *   when given, as `Names/Name/Surname`: the product keeps one name field and PersonNameType requires
 *   Surname, so the whole name goes there rather than a guess at where the given name ends; phone,
 *   e-mail).
 *
 * Codes come from the code tables (ota-codes.ts) through the JSON document: an unmapped value is
 * left out (a service without a HAC code, a photo category without a PIC code), never guessed.
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

/** A non-empty list, or undefined (the element is then left out). */
const some = <T>(items: T[]): T[] | undefined => (items.length > 0 ? items : undefined);

/** Builds the element tree without its absent parts (undefined values are dropped). */
function node(entries: Record<string, unknown>): OtaNode {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** HH:MM → HH:MM:SS (xs:time). */
const time = (value: string | undefined | null) => (value ? `${value}:00` : undefined);

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
    if (!code) return [];
    const times = operationTimes(entry.schedule);
    return [
      node({
        ...attrs({ Code: code }),
        OperationSchedules:
          times.length > 0 ? { OperationSchedule: { OperationTimes: { OperationTime: times } } } : undefined,
      }),
    ];
  });
  const info = node({
    CategoryCodes: category ? { HotelCategory: attrs({ Code: category }) } : undefined,
    Position:
      latitude !== null && longitude !== null
        ? attrs({ Latitude: latitude, Longitude: longitude })
        : undefined,
    Services: services.length > 0 ? { Service: services } : undefined,
  });
  return Object.keys(info).length > 0 ? info : undefined;
}

function guestRoom(room: Content['roomTypes'][number]): OtaNode {
  const placed = [
    ...room.bedrooms.map((part, index) => ({ part, index, location: 'Bedroom' })),
    ...room.lounges.map((part, index) => ({ part, index, location: 'Lounge' })),
  ];
  const beds = placed.flatMap(({ part, index, location }) =>
    part.beds.map((bed) =>
      attrs({
        BedTypeCode: bed.bedType.otaCode,
        Quantity: bed.quantity,
        Location: location,
        Part: index + 1,
      }),
    ),
  );
  const fixedBeds = placed.flatMap(({ part }) => part.beds);
  const codes = new Set(fixedBeds.map((bed) => bed.bedType.otaCode));
  // One BedTypeCode says the room's beds only when they are all of one mapped type.
  const [single] = codes;
  const bedTypeCode = codes.size === 1 && single ? single : undefined;
  return node({
    ...attrs({ Code: room.invTypeCode, MaxOccupancy: room.occupancy.maxOccupancy }),
    TypeRoom: attrs({
      Name: room.name,
      StandardOccupancy: room.occupancy.standardAdults,
      StandardNumBeds: room.occupancy.beds,
      BedTypeCode: bedTypeCode,
    }),
    TPA_Extensions: beds.length > 0 ? { Beds: { Bed: beds } } : undefined,
  });
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
  const videos = content.videos.map((video, index) =>
    node({
      ...attrs({ Category: video.category.otaCode }),
      VideoFormat: { ...attrs({ Sort: index + 1 }), URL: video.playerUrl },
    }),
  );
  const language = content.basic.contentLanguage?.code ?? undefined;
  const texts = content.opinions.map((opinion) => ({
    ...attrs({ Title: opinion.area }),
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
  const located = [address, city, postalCode, country].some((value) => value !== null && value !== '');
  const infos: OtaNode[] = [];
  if (located) {
    infos.push({
      ...attrs({ ContactProfileType: 'PhysicalLocation' }),
      Addresses: {
        Address: node({
          AddressLine: address ?? undefined,
          CityName: city ?? undefined,
          PostalCode: postalCode ?? undefined,
          CountryName: country ?? undefined,
        }),
      },
    });
  }
  for (const contact of content.contacts) {
    infos.push({
      ...attrs({ ContactProfileType: 'Operations', ContactProfileID: contact.id }),
      ...(contact.name ? { Names: { Name: { Surname: contact.name } } } : {}),
      Phones: { Phone: attrs({ PhoneNumber: contact.phone }) },
      Emails: { Email: contact.email },
    });
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
    ...attrs({ HotelCode: hotel.code, HotelName: hotel.name, LanguageCode: content.language }),
    HotelInfo: hotelInfo(content),
    FacilityInfo: some(content.roomTypes) && { GuestRooms: { GuestRoom: content.roomTypes.map(guestRoom) } },
    Policies: Object.keys(policyInfo).length > 0 ? { Policy: { PolicyInfo: policyInfo } } : undefined,
    MultimediaDescriptions: multimedia(content),
    ContactInfos: contactInfos(content),
  });
  return buildOtaDocument(
    OTA_CONTENT_ROOT,
    { echoToken: `content-${hotel.id}-${Date.parse(hotel.approvedAt)}`, timeStamp: now },
    { HotelDescriptiveContents: { HotelDescriptiveContent: descriptive } },
  );
}
