import { distributionContentSchema } from '@hotel/domain';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { referenceRows } from '../../db/seed/reference-data.ts';
import { expectValidOta, otaSchemaErrors } from '../../test/ota-schema.ts';
import type { ReferenceItemRow } from '../catalogue/index.ts';
import { absoluteUrl, approvedParts, contentDocument, ReferenceLookup } from './content-out.service.ts';
import { OTA_CONTENT_ROOT, otaHotelDescriptiveContent } from './ota-content.ts';

const references = new ReferenceLookup(referenceRows() as ReferenceItemRow[]);
const hotel = {
  id: 7,
  code: 'ES-MAD-0007',
  name: 'Hotel Sol & Luna',
  approvedAt: new Date('2026-03-01T10:00:00Z'),
};

const bed = (rbed: number, quantity: number) => ({ rbed, quantity });
const photo = (id: number, category: string, order: number) => ({
  id,
  order,
  category,
  quality_rate: 4,
  suggested_quality_rate: 4,
  low_quality: false,
  url: `/media/h7/p${id}-1024.webp`,
  thumbnail_url: `/media/h7/p${id}-320.webp`,
  public_url: `/media/h7/p${id}-2048.webp`,
  width: 1200,
  height: 800,
});

/** A snapshot as ContractsService stores it (review-diff.ts ReviewParts). */
const snapshot = {
  basic: {
    htype: 1,
    rating: 4,
    style: null,
    check_in_start: '14:00',
    check_out_start: '12:00',
    languages: [1, 2],
    content_language: 1,
    oberture: null,
    smoke: null,
  },
  ubication: {
    address: 'Calle Mayor 1',
    city: 'Madrid',
    country: 'España',
    postal_code: '28013',
    latitude: 40.4168,
    longitude: -3.7038,
  },
  accesibility: [1, 4],
  services: [
    { service: 1, schedule: { type: 'ANY_TIME' } },
    { service: 22, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '11:00' } },
    {
      service: 3,
      schedule: { type: 'SPLIT_TIME', from: '08:00', to: '12:00', from2: '16:00', to2: '20:00' },
    },
  ],
  activities: [
    { activity: 1, zone: 1 },
    { activity: 3, zone: 7 },
  ],
  rooms: [
    {
      id: 31,
      hotel: 7,
      is_apartment: false,
      name: 'Doble estándar',
      names: { en: 'Standard double' },
      type: 2,
      structure: null,
      hotelroom_rooms: [{ order: 0, hoteltypebeds: [bed(13, 1), bed(14, 0)], hotelroomdist_lounges: [] }],
      lounges: [],
      beds: 1,
      default_adults: 2,
      total_occupancy: 3,
      bath: 1,
      view_type: 1,
      views: [1],
      view_names: {},
      baths: [],
      kitchen: null,
      rooms: [],
      roomNumber: 1,
      bathNumber: 1,
    },
    {
      id: 32,
      is_apartment: false,
      // Longer than TypeRoom/@Name's 32 characters.
      name: 'Habitación familiar con dos dormitorios y terraza',
      names: {},
      type: 5,
      structure: null,
      hotelroom_rooms: [{ order: 0, hoteltypebeds: [bed(13, 1), bed(16, 1)] }],
      lounges: [{ order: 0, hoteltypebeds: [bed(15, 1)], hotelroomdist_lounges: [] }],
      default_adults: 2,
      total_occupancy: null,
      bath: null,
      view_type: null,
      views: [1, 7],
      baths: [
        { name: 'Baño 1', services: [1, 2] },
        { name: 'Baño 2', services: [1, 8] },
      ],
      kitchen: 3,
    },
  ],
  photos: [photo(101, 'exterior', 1), photo(102, 'exterior', 2), photo(103, 'not_a_category', 1)],
  videos: [
    {
      id: 201,
      order: 1,
      category: 'promotional',
      url_type: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      code: 'dQw4w9WgXcQ',
      public_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    },
  ],
  opinions: [{ area: 'hotel', text: 'Un hotel "tranquilo" <de verdad> & céntrico.' }],
};

const document = (language: 'es' | 'en' = 'es', parts: unknown = snapshot) =>
  contentDocument({
    hotel,
    parts: approvedParts(parts),
    contacts: [{ id: 5, name: 'Luis Pérez', phone: '+34 600 000 000', email: 'ops@example.com' }],
    references,
    language,
    publicUrl: 'https://extranet.example.com/',
  });

describe('contentDocument', () => {
  it('answers the approved parts with ids resolved to names and OTA codes', () => {
    const content = document('en');
    expect(distributionContentSchema.parse(content)).toEqual(content);
    expect(content.hotel).toEqual({
      id: 7,
      code: 'ES-MAD-0007',
      name: 'Hotel Sol & Luna',
      approvedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(content.basic.hotelType).toEqual({ id: 1, name: 'Hotel', otaCode: '20' });
    expect(content.basic.languages).toEqual([
      { id: 1, code: 'es', name: 'Spanish' },
      { id: 2, code: 'en', name: 'English' },
    ]);
    expect(content.basic.checkInFrom).toBe('14:00');
    expect(content.location).toMatchObject({ city: 'Madrid', postalCode: '28013', latitude: 40.4168 });
    expect(content.accessibility).toEqual([
      { id: 1, name: 'Step-free entrance', otaCode: '129' },
      { id: 4, name: 'No lift, stairs only', otaCode: null },
    ]);
    expect(content.services[0]).toEqual({
      service: { id: 1, name: 'Air conditioning', otaCode: '5' },
      group: { id: 1, name: 'General' },
      ofPayment: false,
      schedule: { type: 'ANY_TIME' },
    });
    expect(content.services[1]?.service.otaCode).toBeNull();
    expect(content.services[1]?.schedule).toEqual({ type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '11:00' });
    // Activities carry no code on purpose (reference-data.ts): null, not a guess.
    expect(content.activities[0]?.activity).toEqual({ id: 1, name: 'Golf', otaCode: null });
    expect(content.contacts).toEqual([
      { id: 5, name: 'Luis Pérez', phone: '+34 600 000 000', email: 'ops@example.com' },
    ]);
  });

  it('names reference items in the language asked for', () => {
    expect(document('es').basic.languages[1]?.name).toBe('Inglés');
    expect(document('es').language).toBe('es');
  });

  it('gives room types their InvTypeCode, structure, beds and occupancy', () => {
    const [double, family] = document('en').roomTypes;
    expect(double).toMatchObject({
      id: 31,
      invTypeCode: '31',
      name: 'Doble estándar',
      names: { en: 'Standard double' },
      type: { id: 2, name: 'Double room', otaCode: '10' },
      occupancy: { standardAdults: 2, maxOccupancy: 3, beds: 1, bedCapacity: 2 },
    });
    // A bed type listed at quantity 0 is no bed.
    expect(double?.bedrooms[0]?.beds).toEqual([
      { bedType: { id: 13, name: 'Double bed', otaCode: '1' }, quantity: 1, capacity: 2 },
    ]);
    expect(family?.occupancy).toEqual({ standardAdults: 2, maxOccupancy: 2, beds: 3, bedCapacity: 5 });
    expect(family?.bedrooms[0]?.beds.map((entry) => entry.bedType.otaCode)).toEqual(['1', null]);
    expect(family?.lounges[0]?.beds[0]?.bedType).toEqual({ id: 15, name: 'Sofa bed', otaCode: '6' });
  });

  it('gives views their RVT codes and bathrooms, bath services and kitchens their RMA codes where mapped', () => {
    const [double, family] = document('en').roomTypes;
    expect(double?.views).toEqual([{ id: 1, name: 'Sea view', otaCode: '25' }]);
    expect(double?.viewType).toEqual({ id: 1, name: 'Exterior', otaCode: null });
    expect(double?.bath).toEqual({ id: 1, name: 'Private bathroom with shower', otaCode: null });
    // Street view has no RVT code: null, not the nearest one.
    expect(family?.views.map((view) => view.otaCode)).toEqual(['25', null]);
    expect(family?.kitchen).toEqual({ id: 3, name: 'Kitchenette', otaCode: '61' });
    expect(family?.baths[1]?.services).toEqual([
      { id: 1, name: 'Shower', otaCode: '142' },
      { id: 8, name: 'Slippers', otaCode: null },
    ]);
  });

  it('makes stored media absolute with PUBLIC_URL and keeps the photo order', () => {
    const content = document();
    expect(content.photos.map((entry) => [entry.id, entry.sort, entry.category.otaCode])).toEqual([
      [101, 1, '1'],
      [102, 2, '1'],
      [103, 3, null],
    ]);
    expect(content.photos[0]?.renditions).toEqual([
      { maxSide: 320, url: 'https://extranet.example.com/media/h7/p101-320.webp' },
      { maxSide: 1024, url: 'https://extranet.example.com/media/h7/p101-1024.webp' },
      { maxSide: 2048, url: 'https://extranet.example.com/media/h7/p101-2048.webp' },
    ]);
    expect(content.videos[0]).toMatchObject({
      kind: 'youtube',
      category: { key: 'promotional', otaCode: '18' },
      playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('reads an approval written before a part existed as empty', () => {
    const content = document('es', { basic: snapshot.basic, rooms: [] });
    expect(content.location).toEqual({
      address: null,
      postalCode: null,
      city: null,
      country: null,
      latitude: null,
      longitude: null,
    });
    expect([content.services, content.photos, content.videos, content.opinions]).toEqual([[], [], [], []]);
  });

  it('refuses a snapshot that is not one', () => {
    expect(() => approvedParts({ rooms: 'everything' })).toThrow();
  });
});

describe('absoluteUrl', () => {
  it('joins PUBLIC_URL and its path with a stored file, and keeps absolute addresses', () => {
    expect(absoluteUrl('https://x.example/extranet/')('/media/a.webp')).toBe(
      'https://x.example/extranet/media/a.webp',
    );
    expect(absoluteUrl('https://x.example')('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(absoluteUrl('https://x.example')('//evil.example/a')).toBe('//evil.example/a');
  });
});

describe('otaHotelDescriptiveContent', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (name) =>
      [
        'Service',
        'GuestRoom',
        'Amenity',
        'Feature',
        'Recreation',
        'ImageItem',
        'ImageFormat',
        'TextItem',
        'ContactInfo',
        'Bed',
        'OperationTime',
      ].includes(name),
  });
  const xml = otaHotelDescriptiveContent(document('en'), new Date('2026-03-02T08:00:00Z'));
  const root = parser.parse(xml)[OTA_CONTENT_ROOT];
  const content = root.HotelDescriptiveContents.HotelDescriptiveContent;
  const bareContent = (
    parts: unknown = {},
    contacts: Parameters<typeof contentDocument>[0]['contacts'] = [],
  ) =>
    otaHotelDescriptiveContent(
      contentDocument({
        hotel,
        parts: approvedParts(parts),
        contacts,
        references,
        language: 'es',
        publicUrl: 'https://x.example',
      }),
    );

  it('is valid against the OpenTravel 2015B schema, full and empty', () => {
    expectValidOta(xml);
    expectValidOta(otaHotelDescriptiveContent(document('es')));
    expectValidOta(bareContent());
  });

  it('stays valid when a text is longer than its place in the schema allows, leaving it out', () => {
    const long = (length: number) => 'x'.repeat(length);
    const over = bareContent(
      {
        ...snapshot,
        ubication: {
          ...snapshot.ubication,
          city: long(100),
          postal_code: long(20),
          latitude: 40.4168123456789,
          longitude: -3.70381234567891,
        },
        rooms: [{ ...snapshot.rooms[0], name: long(120) }],
      },
      [{ id: 9, name: long(120), phone: '+34 600 000 000', email: `${long(130)}@example.com` }],
    );
    expect(otaSchemaErrors(over)).toEqual([]);
    const parsed = parser.parse(over)[OTA_CONTENT_ROOT].HotelDescriptiveContents.HotelDescriptiveContent;
    expect(parsed.HotelInfo.Position).toEqual({ '@Latitude': '40.4168123', '@Longitude': '-3.7038123' });
    expect(parsed.ContactInfos.ContactInfo[0].Addresses.Address).toEqual({
      AddressLine: 'Calle Mayor 1',
      CountryName: 'España',
    });
    expect(parsed.ContactInfos.ContactInfo[1]).toEqual({
      '@ContactProfileType': 'Operations',
      '@ContactProfileID': '9',
      Phones: { Phone: { '@PhoneNumber': '+34 600 000 000' } },
    });
    // The room's name does not fit TypeRoom/@Name: it is the GuestRoom's text, whole.
    const [room] = parsed.FacilityInfo.GuestRooms.GuestRoom;
    expect(room.TypeRoom['@Name']).toBeUndefined();
    expect(room.DescriptiveText).toBe(long(120));
  });

  it('is an OTA 2003/05 notification naming the hotel', () => {
    expect(root['@xmlns']).toBe('http://www.opentravel.org/OTA/2003/05');
    expect(root['@TimeStamp']).toBe('2026-03-02T08:00:00.000Z');
    expect(root['@Version']).toBeTruthy();
    expect(root['@EchoToken']).toBe(`content-7-${hotel.approvedAt.getTime()}`);
    expect(content['@HotelCode']).toBe('ES-MAD-0007');
    // Escaped on the way out, read back as written.
    expect(content['@HotelName']).toBe('Hotel Sol & Luna');
    expect(content['@LanguageCode']).toBe('en');
  });

  it('carries the hotel category, position and every service: HAC code where mapped, paid or included, name', () => {
    expect(content.HotelInfo.CategoryCodes.HotelCategory['@Code']).toBe('20');
    expect(content.HotelInfo.Position).toEqual({ '@Latitude': '40.4168', '@Longitude': '-3.7038' });
    const services = content.HotelInfo.Services.Service;
    // Service 22 has no HAC code: there by name, without a Code.
    expect(
      services.map((service: Record<string, string>) => [
        service['@Code'],
        service['@Included'],
        service.DescriptiveText,
      ]),
    ).toEqual([
      ['5', 'true', 'Air conditioning'],
      [undefined, 'false', 'Special diet menus'],
      ['78', 'false', 'Safe deposit box'],
    ]);
    expect(services[0].OperationSchedules).toBeUndefined();
    expect(services[2].OperationSchedules.OperationSchedule.OperationTimes.OperationTime).toEqual([
      { '@Start': '08:00:00', '@End': '12:00:00' },
      { '@Start': '16:00:00', '@End': '20:00:00' },
    ]);
  });

  it('describes each room type with its code, occupancy, BED and RVT codes where mapped', () => {
    const [double, family] = content.FacilityInfo.GuestRooms.GuestRoom;
    expect(double['@Code']).toBe('31');
    expect(double['@MaxOccupancy']).toBe('3');
    expect(double.TypeRoom).toEqual({
      '@Name': 'Doble estándar',
      '@StandardOccupancy': '2',
      '@StandardNumBeds': '1',
      '@BedTypeCode': '1',
      '@RoomViewCode': '25',
    });
    // Mixed beds: no single BedTypeCode; two views: no single RoomViewCode.
    expect(family.TypeRoom).toEqual({ '@StandardOccupancy': '2', '@StandardNumBeds': '3' });
    expect(family.DescriptiveText).toBe('Habitación familiar con dos dormitorios y terraza');
    // The full bed structure is in the extension HotelDescriptiveContent allows (GuestRoom has none).
    expect(family.TPA_Extensions).toBeUndefined();
    expect(content.TPA_Extensions.RoomBeds.Bed).toEqual([
      {
        '@InvTypeCode': '31',
        '@BedTypeCode': '1',
        '@Name': 'Double bed',
        '@Quantity': '1',
        '@Location': 'Bedroom',
        '@Part': '1',
      },
      {
        '@InvTypeCode': '32',
        '@BedTypeCode': '1',
        '@Name': 'Double bed',
        '@Quantity': '1',
        '@Location': 'Bedroom',
        '@Part': '1',
      },
      { '@InvTypeCode': '32', '@Name': 'Bunk bed', '@Quantity': '1', '@Location': 'Bedroom', '@Part': '1' },
      {
        '@InvTypeCode': '32',
        '@BedTypeCode': '6',
        '@Name': 'Sofa bed',
        '@Quantity': '1',
        '@Location': 'Lounge',
        '@Part': '1',
      },
    ]);
  });

  it('lists the bathroom, bath services, kitchen and views as room amenities, RMA codes where mapped', () => {
    const [double, family] = content.FacilityInfo.GuestRooms.GuestRoom;
    expect(double.Amenities.Amenity).toEqual([
      { DescriptiveText: 'Private bathroom with shower' },
      { DescriptiveText: 'Sea view' },
    ]);
    expect(family.Amenities.Amenity).toEqual([
      // Quantity: the bathrooms that have it.
      { '@RoomAmenityCode': '142', '@Quantity': '2', DescriptiveText: 'Shower' },
      { '@RoomAmenityCode': '13', '@Quantity': '1', DescriptiveText: 'Bathtub' },
      { '@Quantity': '1', DescriptiveText: 'Slippers' },
      { '@RoomAmenityCode': '61', DescriptiveText: 'Kitchenette' },
      { DescriptiveText: 'Sea view' },
      { DescriptiveText: 'Street view' },
    ]);
  });

  it("gives the hotel's accessibility with PHY codes where mapped, as the schema documents it", () => {
    const rooms = content.FacilityInfo.GuestRooms.GuestRoom;
    expect(rooms).toHaveLength(3);
    expect(rooms[2]).toEqual({
      '@RoomTypeName': 'all',
      Features: {
        Feature: [
          { '@AccessibleCode': '129', '@CodeDetail': 'Step-free entrance' },
          { '@CodeDetail': 'No lift, stairs only' },
        ],
      },
    });
  });

  it('lists the activities as recreations with their zone', () => {
    expect(content.AreaInfo.Recreations.Recreation).toEqual([
      { '@Name': 'Golf', DescriptiveText: 'At the hotel' },
      { '@Name': 'Hiking', DescriptiveText: 'In the surrounding countryside' },
    ]);
  });

  it('lists photos with PIC categories, renditions and order, videos and opinions', () => {
    const [images, videos, texts] = content.MultimediaDescriptions.MultimediaDescription;
    const items = images.ImageItems.ImageItem;
    expect(items.map((item: Record<string, string>) => item['@Category'])).toEqual(['1', '1', undefined]);
    expect(items[1].ImageFormat).toEqual([
      { '@Sort': '2', URL: 'https://extranet.example.com/media/h7/p102-320.webp' },
      { '@Sort': '2', URL: 'https://extranet.example.com/media/h7/p102-1024.webp' },
      { '@Sort': '2', URL: 'https://extranet.example.com/media/h7/p102-2048.webp' },
    ]);
    expect(videos.VideoItems.VideoItem).toEqual({
      '@Category': '18',
      VideoFormat: { URL: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    });
    expect(texts.TextItems.TextItem[0]['@Title']).toBe('hotel');
    expect(texts.TextItems.TextItem[0].Description['#text']).toBe(
      'Un hotel "tranquilo" <de verdad> & céntrico.',
    );
    expect(texts.TextItems.TextItem[0].Description['@Language']).toBe('es');
  });

  it('gives check-in and check-out times, the address and the operative contacts', () => {
    expect(content.Policies.Policy.PolicyInfo).toEqual({
      '@CheckInTime': '14:00:00',
      '@CheckOutTime': '12:00:00',
    });
    const [location, operative] = content.ContactInfos.ContactInfo;
    expect(location['@ContactProfileType']).toBe('PhysicalLocation');
    expect(location.Addresses.Address).toEqual({
      AddressLine: 'Calle Mayor 1',
      CityName: 'Madrid',
      PostalCode: '28013',
      CountryName: 'España',
    });
    expect(operative).toEqual({
      '@ContactProfileType': 'Operations',
      '@ContactProfileID': '5',
      Names: { Name: { Surname: 'Luis Pérez' } },
      Phones: { Phone: { '@PhoneNumber': '+34 600 000 000' } },
      Emails: { Email: 'ops@example.com' },
    });
  });

  it('leaves out the sections a hotel has nothing for', () => {
    const bare = parser.parse(bareContent())[OTA_CONTENT_ROOT].HotelDescriptiveContents
      .HotelDescriptiveContent;
    expect(Object.keys(bare).sort()).toEqual(['@HotelCode', '@HotelName', '@LanguageCode']);
  });
});
