import type { Contract, DistributionContent, DistributionHotelList, Photo } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChoice,
  createApiKey,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
  verifyHotel,
} from '../../../test/app.ts';
import { completeWizard, image, makeStaff, multipart, type User } from '../../../test/media.test-helpers.ts';
import { expectValidOta } from '../../../test/ota-schema.ts';

const PUBLIC_URL = 'https://extranet.example.com';

/**
 * What the wizard's optional parts hold on top of completeWizard: the position, accessibility (one
 * item with a PHY code, one without), services (free with a HAC code, paid with one, paid without),
 * an activity, the room's views, and an apartment with two bathrooms and a kitchen.
 */
async function fillOptionalParts(app: FastifyInstance, owner: User, hotelId: number, roomId: number) {
  await inject(app, 'PATCH', `/api/hotel/${hotelId}`, owner, {
    latitude: 40.4168,
    longitude: -3.7038,
    accessibility: [1, 4],
    services: [
      { service: 1, schedule: { type: 'ANY_TIME' } },
      { service: 3, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '11:00' } },
      { service: 22, schedule: { type: 'ANY_TIME' } },
    ],
  });
  await inject(app, 'POST', `/api/hotel/${hotelId}/activity/`, owner, { activity: 1, zone: 1 });
  await inject(app, 'PATCH', `/api/hotel/${hotelId}/room/${roomId}`, owner, { view_type: 1, views: [1] });
  const beds = json<{ id: number; room_allowed: boolean }[]>(
    await app.inject({ method: 'GET', url: '/api/hotel/beddings', headers: owner.headers }),
  );
  const apartment = await inject(app, 'POST', `/api/hotel/${hotelId}/apartment/`, owner, {
    name: 'Apartamento con vistas al mar y dos baños completos',
    default_adults: 2,
    hotelroom_rooms: [
      { order: 0, hoteltypebeds: [{ rbed: beds.find((b) => b.room_allowed)?.id, quantity: 1 }] },
    ],
    kitchen: 3,
    baths: [
      { name: 'Baño 1', services: [1, 2] },
      { name: 'Baño 2', services: [1] },
    ],
    views: [1, 7],
  });
  return json<{ id: number }>(apartment).id;
}

/** A hotel of the catalogue, verified, every wizard step complete, with two photos and an opinion. */
async function readyHotel(app: FastifyInstance) {
  const choice = await catalogueChoice(app);
  const owner = await signUp(app, { hotels: [choice] });
  const hotelId = await createHotel(app, owner.headers, choice);
  await verifyHotel(app, hotelId, owner.userId);
  const roomId = await completeWizard(app, owner, hotelId);
  return { owner, hotelId, roomId, choice };
}

async function uploadPhoto(app: FastifyInstance, owner: User, hotelId: number, category = 'pool') {
  const body = multipart({ category }, [
    { filename: 'foto.jpg', contentType: 'image/jpeg', bytes: await image('jpeg', 640, 480) },
  ]);
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/photo`,
    headers: { ...owner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const answer = json<Photo | Photo[]>(uploaded);
  const photo = Array.isArray(answer) ? answer[0] : answer;
  if (!photo) throw new Error('no photo answered');
  return photo.id;
}

async function inject(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  owner: User,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

describe('content out', () => {
  let t: TestApp;
  let staff: User;
  let approved: Awaited<ReturnType<typeof readyHotel>>;
  let photos: number[];
  let opinionId: number;
  let apartmentId: number;
  /** Verified, complete, never approved. */
  let unapprovedId: number;
  /** Approved, but outside the key. */
  let otherId: number;
  let key: Record<string, string>;

  const approve = async (hotelId: number, owner: User) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/send`,
      headers: owner.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/staff/contracts/${hotelId}/approve`,
      headers: staff.headers,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(json<Contract>(decided).status).toBe('approved');
  };

  const content = async (hotelId: number, headers = key) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${hotelId}/content`,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<DistributionContent>(response);
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    staff = await signUp(t.app, { name: 'Marta Staff' });
    await makeStaff(t.app, staff);

    approved = await readyHotel(t.app);
    const { owner, hotelId } = approved;
    apartmentId = await fillOptionalParts(t.app, owner, hotelId, approved.roomId);
    photos = [await uploadPhoto(t.app, owner, hotelId), await uploadPhoto(t.app, owner, hotelId)];
    await inject(t.app, 'POST', `/api/hotel/${hotelId}/video/`, owner, {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const opinion = await inject(t.app, 'POST', `/api/hotel/${hotelId}/director-opinion/`, owner, {
      area: 'hotel',
      text: 'Un hotel con encanto.',
    });
    opinionId = json<{ id: number }>(opinion).id;
    await inject(t.app, 'POST', '/api/hotel/contact/', owner, {
      hotels: [hotelId],
      comercial_name: 'Ana López',
      operative_name: 'Luis Pérez',
      comercial_phone: '+34 910000001',
      comercial_email: 'ventas@example.com',
      operative_phone: '+34 910000002',
      operative_email: 'recepcion@example.com',
      administrative_phone: '+34 910000003',
      administrative_email: 'admin@example.com',
    });
    await approve(hotelId, owner);

    const unapproved = await readyHotel(t.app);
    unapprovedId = unapproved.hotelId;
    const other = await readyHotel(t.app);
    otherId = other.hotelId;
    await approve(otherId, other.owner);

    key = (await createApiKey(t.app, { scopes: ['content:read'], hotels: [hotelId, unapprovedId] })).headers;
  });
  afterAll(() => t.close());

  it('answers the approved version with codes, absolute media URLs and the operative contacts', async () => {
    const { hotelId, roomId, choice } = approved;
    const document = await content(hotelId);
    expect(document.hotel).toEqual({
      id: hotelId,
      code: choice.code,
      name: choice.name,
      approvedAt: expect.any(String),
    });
    expect(document.language).toBe('en');
    expect(document.basic.checkInFrom).toBe('14:00');
    expect(document.basic.hotelType).toEqual({ id: 1, name: 'Hotel', otaCode: '20' });
    expect(document.location).toMatchObject({
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
    });
    expect(document.roomTypes.map((room) => room.id)).toEqual([roomId, apartmentId]);
    expect(document.roomTypes[0]).toMatchObject({
      id: roomId,
      invTypeCode: String(roomId),
      name: 'Doble estándar',
      occupancy: { standardAdults: 2, beds: 1 },
    });
    expect(document.roomTypes[0]?.bedrooms[0]?.beds[0]?.bedType.name).toEqual(expect.any(String));
    expect(document.photos.map((photo) => [photo.id, photo.sort, photo.category])).toEqual([
      [photos[0], 1, { key: 'pool', otaCode: '3' }],
      [photos[1], 2, { key: 'pool', otaCode: '3' }],
    ]);
    const renditions = document.photos[0]?.renditions ?? [];
    expect(renditions.map((rendition) => rendition.maxSide)).toEqual([320, 1024, 2048]);
    for (const rendition of renditions) expect(rendition.url.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    // The rendition is served where the URL says (the path after PUBLIC_URL).
    const served = await t.app.inject({
      method: 'GET',
      url: renditions[0]?.url.slice(PUBLIC_URL.length) ?? '',
    });
    expect(served.statusCode).toBe(200);
    expect(document.videos.map((video) => video.code)).toEqual(['dQw4w9WgXcQ']);
    expect(document.opinions).toEqual([{ area: 'hotel', text: 'Un hotel con encanto.' }]);
    expect(document.contacts).toEqual([
      {
        id: expect.any(Number),
        name: 'Luis Pérez',
        phone: expect.stringMatching(/^\+34 ?910000002$/),
        email: 'recepcion@example.com',
      },
    ]);
  });

  it('keeps serving the approved version while the owner edits, and the new one once staff approve it', async () => {
    const { owner, hotelId, roomId } = approved;
    const before = await content(hotelId);
    await inject(t.app, 'PATCH', `/api/hotel/${hotelId}`, owner, { check_in_start: '15:30', city: 'Toledo' });
    await inject(t.app, 'PATCH', `/api/hotel/${hotelId}/director-opinion/${opinionId}`, owner, {
      text: 'Renovado en 2026.',
    });
    await inject(t.app, 'PATCH', `/api/hotel/${hotelId}/photo/${photos[1]}`, owner, { order: 1 });
    // Rooms are locked after an approval; a change of the row itself must not leak either.
    await rows(t.app, sql`update rooms set name = 'Doble superior' where id = ${roomId}`);
    // The owner's edits are there (the review would show them)…
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/photo/`,
      headers: owner.headers,
    });
    expect(json<{ media: Photo[] }[]>(current)[0]?.media.map((photo) => photo.id)).toEqual([
      photos[1],
      photos[0],
    ]);

    // …content out still answers what staff approved.
    const unchanged = await content(hotelId);
    expect(unchanged).toEqual(before);
    expect(unchanged.basic.checkInFrom).toBe('14:00');
    expect(unchanged.location.city).toBe('Madrid');
    expect(unchanged.opinions[0]?.text).toBe('Un hotel con encanto.');
    expect(unchanged.photos.map((photo) => photo.id)).toEqual(photos);
    expect(unchanged.roomTypes[0]?.name).toBe('Doble estándar');
    const ota = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${hotelId}/content/ota`,
      headers: key,
    });
    expect(ota.body).toContain('Un hotel con encanto.');
    expect(ota.body).not.toContain('Renovado');

    await approve(hotelId, owner);
    const after = await content(hotelId);
    expect(Date.parse(after.hotel.approvedAt)).toBeGreaterThanOrEqual(Date.parse(before.hotel.approvedAt));
    expect(after.basic.checkInFrom).toBe('15:30');
    expect(after.location.city).toBe('Toledo');
    expect(after.opinions[0]?.text).toBe('Renovado en 2026.');
    expect(after.photos.map((photo) => photo.id)).toEqual([photos[1], photos[0]]);
    expect(after.roomTypes[0]?.name).toBe('Doble superior');
  });

  it('answers the OTA notification as XML that parses back with the codes', async () => {
    const { hotelId, roomId, choice } = approved;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${hotelId}/content/ota`,
      headers: { ...key, 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectValidOta(response.body);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseAttributeValue: false,
      parseTagValue: false,
      isArray: (name) =>
        [
          'GuestRoom',
          'Amenity',
          'Service',
          'Feature',
          'Bed',
          'ImageItem',
          'ImageFormat',
          'MultimediaDescription',
          'ContactInfo',
        ].includes(name),
    }).parse(response.body);
    const root = parsed.OTA_HotelDescriptiveContentNotifRQ;
    expect(root['@xmlns']).toBe('http://www.opentravel.org/OTA/2003/05');
    expect(Number.isNaN(Date.parse(root['@TimeStamp']))).toBe(false);
    const hotel = root.HotelDescriptiveContents.HotelDescriptiveContent;
    expect(hotel['@HotelCode']).toBe(choice.code);
    expect(hotel['@HotelName']).toBe(choice.name);
    expect(hotel.HotelInfo.CategoryCodes.HotelCategory['@Code']).toBe('20');
    const [room, apartment, wholeHotel] = hotel.FacilityInfo.GuestRooms.GuestRoom;
    expect(room['@Code']).toBe(String(roomId));
    expect(room['@MaxOccupancy']).toBe('2');
    // The sea view (RVT 25), named among the amenities with the bathroom.
    expect(room.TypeRoom['@RoomViewCode']).toBe('25');
    expect(room.Amenities.Amenity).toEqual([
      { DescriptiveText: expect.any(String) },
      { DescriptiveText: 'Sea view' },
    ]);
    expect(apartment['@Code']).toBe(String(apartmentId));
    // Longer than TypeRoom/@Name allows: the GuestRoom's text.
    expect(apartment.DescriptiveText).toBe('Apartamento con vistas al mar y dos baños completos');
    expect(apartment.Amenities.Amenity).toEqual([
      { '@RoomAmenityCode': '142', '@Quantity': '2', DescriptiveText: 'Shower' },
      { '@RoomAmenityCode': '13', '@Quantity': '1', DescriptiveText: 'Bathtub' },
      { '@RoomAmenityCode': '61', DescriptiveText: 'Kitchenette' },
      { DescriptiveText: 'Sea view' },
      { DescriptiveText: 'Street view' },
    ]);
    // Accessibility of the whole hotel, PHY where mapped.
    expect(wholeHotel).toEqual({
      '@RoomTypeName': 'all',
      Features: {
        Feature: [
          { '@AccessibleCode': '129', '@CodeDetail': 'Step-free entrance' },
          { '@CodeDetail': 'No lift, stairs only' },
        ],
      },
    });
    // Every service, paid or included, by HAC code where mapped and by name.
    expect(
      hotel.HotelInfo.Services.Service.map((service: Record<string, string>) => [
        service['@Code'],
        service['@Included'],
        service.DescriptiveText,
      ]),
    ).toEqual([
      ['5', 'true', 'Air conditioning'],
      ['78', 'false', 'Safe deposit box'],
      [undefined, 'false', 'Special diet menus'],
    ]);
    expect(hotel.AreaInfo.Recreations.Recreation).toEqual({
      '@Name': 'Golf',
      DescriptiveText: 'At the hotel',
    });
    expect(hotel.TPA_Extensions.RoomBeds.Bed[0]['@InvTypeCode']).toBe(String(roomId));
    const [images] = hotel.MultimediaDescriptions.MultimediaDescription;
    const items = images.ImageItems.ImageItem;
    expect(items.map((item: Record<string, string>) => item['@Category'])).toEqual(['3', '3']);
    expect(items[0].ImageFormat[2].URL).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+-2048\\.webp$`));
    expect(
      items.map((item: { ImageFormat: Record<string, string>[] }) => item.ImageFormat[0]?.['@Sort']),
    ).toEqual(['1', '2']);
    const operative = hotel.ContactInfos.ContactInfo.find(
      (info: Record<string, string>) => info['@ContactProfileType'] === 'Operations',
    );
    expect(operative.Emails.Email).toBe('recepcion@example.com');
    expect(operative.Names).toEqual({ Name: { Surname: 'Luis Pérez' } });
  });

  it('answers a valid OTA notification for a hotel with only the required steps filled', async () => {
    const all = (await createApiKey(t.app, { scopes: ['content:read'], allHotels: true })).headers;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${otherId}/content/ota`,
      headers: all,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectValidOta(response.body);
    expect(response.body).not.toContain('<Features>');
    expect(response.body).not.toContain('<AreaInfo>');
  });

  it('lists the hotels the key reaches that staff approved, page by page', async () => {
    const list = async (query: string, headers = key) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${query}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<DistributionHotelList>(response);
    };
    // The key reaches an approved and a never-approved hotel: only the approved one.
    const own = await list('');
    expect(own).toEqual({
      hotels: [
        {
          id: approved.hotelId,
          code: approved.choice.code,
          name: approved.choice.name,
          approvedAt: expect.any(String),
        },
      ],
      next: null,
    });
    const all = (await createApiKey(t.app, { scopes: ['content:read'], allHotels: true })).headers;
    const ids = [approved.hotelId, otherId].sort((a, b) => a - b);
    expect((await list('', all)).hotels.map((hotel) => hotel.id)).toEqual(ids);
    const first = await list('?limit=1', all);
    expect(first.hotels.map((hotel) => hotel.id)).toEqual([ids[0]]);
    expect(first.next).toBe(ids[0]);
    const second = await list(`?limit=1&after=${first.next}`, all);
    expect(second).toMatchObject({ hotels: [{ id: ids[1] }], next: null });
    // One approval per hotel listed, with its latest time (the approved hotel was approved twice).
    expect((await list('', all)).hotels).toHaveLength(2);

    for (const query of ['?limit=0', '?limit=501', '?after=-1', '?after=x', '?page=2']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${query}`,
        headers: all,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('answers 404 for a hotel never approved and for one the key does not reach', async () => {
    for (const url of [
      `/api/distribution/hotels/${unapprovedId}/content`,
      `/api/distribution/hotels/${unapprovedId}/content/ota`,
      `/api/distribution/hotels/${otherId}/content`,
      `/api/distribution/hotels/${otherId}/content/ota`,
      '/api/distribution/hotels/2147483647/content',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: key });
      expect(response.statusCode, url).toBe(404);
    }
    // A key for every hotel still gets 404 for one never approved.
    const all = (await createApiKey(t.app, { scopes: ['content:read'], allHotels: true })).headers;
    const never = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${unapprovedId}/content`,
      headers: all,
    });
    expect(never.statusCode).toBe(404);
    expect(json(never)).toEqual({ detail: expect.any(String) });
  });

  it('refuses keys without content:read (403), missing keys and session tokens (401)', async () => {
    const { hotelId, owner } = approved;
    const ari = (await createApiKey(t.app, { scopes: ['ari:read', 'ari:write'], hotels: [hotelId] })).headers;
    const writer = (await createApiKey(t.app, { scopes: ['ari:write'], hotels: [hotelId] })).headers;
    // The hotel list is for every reading client: an ARI reader gets it, a writer alone does not.
    const list = await t.app.inject({ method: 'GET', url: '/api/distribution/hotels/', headers: ari });
    expect(list.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/distribution/hotels/', headers: writer })).statusCode,
    ).toBe(403);
    for (const url of [
      `/api/distribution/hotels/${hotelId}/content`,
      `/api/distribution/hotels/${hotelId}/content/ota`,
    ]) {
      const forbidden = await t.app.inject({ method: 'GET', url, headers: ari });
      expect(forbidden.statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/distribution/hotels/' })).statusCode).toBe(401);
  });

  it('documents the routes and the content schema in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(
      response,
    ).paths;
    const contentPath = paths['/api/distribution/hotels/{hotelId}/content'];
    expect(JSON.stringify(contentPath?.get?.responses?.['200'])).toContain('invTypeCode');
    expect(paths['/api/distribution/hotels/{hotelId}/content/ota']?.get).toBeDefined();
    expect(paths['/api/distribution/hotels/']?.get).toBeDefined();
  });
});
