/**
 * The tenant isolation matrix (decision 013). Every route the app registers is classified below;
 * a route missing from the table, or a table row naming a route that is gone, fails the first
 * test, so a new route cannot ship without saying who may call it. Each classified route is then
 * called by six callers with a valid request aimed at the owner's real objects:
 *
 *   anonymous      no token                                    401 unless public
 *   owner          the user the hotel and the objects belong to 2xx
 *   stranger       another signed-in user with a hotel of their own   404 on the owner's hotels
 *                  and objects (no existence leak), 403 in the back office
 *   revokedStaff   second factor on, approbe_contract_perm revoked   what the stranger gets: staff
 *                  no more, the factor they kept opens nothing
 *   staffOutside   approbe_contract_perm + second factor, attached to no hotel of the owner's
 *                  what the owner gets on the hotel routes (the staff scope of requireHotel,
 *                  decision 027, rates included); 404 on objects of the owner's account
 *   staffAttached  the same, attached to the owner's hotels       the same answers as staffOutside
 *
 * Only the two staff callers pass save-approbe and the back office (/api/staff/…). Every staff
 * read that a hotel route answers with success must have been counted in staff_reads (decision 061).
 * The distribution routes (/api/distribution/…, decision 029) take API keys only: every one of the
 * six sessions gets 401 there; the last block calls them with keys instead (the owner's hotels,
 * the stranger's, and a key without the route's scope).
 *
 * The calls that must not touch the owner's data run first, between two snapshots of every
 * database row that belongs to the owner (any table, found by its link columns); the snapshots
 * must be equal. The owner, and the staff on the routes they may use, run after the second
 * snapshot: their writes to the owner's data are legitimate. No answer to anybody but the owner
 * may carry the owner's private markers (email, contact, payment method, billing data), with one
 * exception: the back office shows staff who its users are (see `mayShowMarker`). Calls that
 * destroy an object, or end a session, get a fresh object or a fresh account of the caller's
 * role, so the rows are independent of their order.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../modules/security/index.ts';
import {
  catalogueChoice,
  createApiKey,
  createHotel,
  createTestApp,
  json,
  registration,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
  verifyHotel,
} from '../test/app.ts';
import {
  basicAndLocationBody,
  billingDataBody,
  cityTaxBody,
  earlyBookingTerm,
  rateBody,
} from '../test/fixtures.ts';
import { confirmEmailTokenTo, restoreLinkTo } from '../test/mail.ts';
import { completeWizard, type FilePart, mp4Bytes, multipart } from '../test/media.test-helpers.ts';
import { cancelRq, resNight, resNotifRq, resRoomStay } from '../test/ota-res.ts';

type Kind =
  | 'public'
  | 'static'
  | 'user'
  | 'object'
  | 'hotel'
  | 'hotel-object'
  | 'staff'
  | 'back-office'
  | 'machine';

const CALLERS = ['anonymous', 'owner', 'stranger', 'revokedStaff', 'staffOutside', 'staffAttached'] as const;
type Caller = (typeof CALLERS)[number];
/** The callers with approbe_contract_perm. */
const STAFF: readonly Caller[] = ['staffOutside', 'staffAttached'];
/** The callers whose second factor is on already (staff, and staff no more). */
const hasSecondFactor = (caller: Caller) => caller === 'revokedStaff' || STAFF.includes(caller);

/** What each caller gets, by kind; a row may override single callers. */
const EXPECTED: Record<Kind, Record<Caller, number | 'ok'>> = {
  public: {
    anonymous: 'ok',
    owner: 'ok',
    stranger: 'ok',
    revokedStaff: 'ok',
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  static: {
    anonymous: 'ok',
    owner: 'ok',
    stranger: 'ok',
    revokedStaff: 'ok',
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  // The caller's own account, addressed by no id: everybody signed in works on their own.
  user: {
    anonymous: 401,
    owner: 'ok',
    stranger: 'ok',
    revokedStaff: 'ok',
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  // An object of the owner's account (contact, payment method, billing data, the user record):
  // the staff scope is the hotels', not the accounts'.
  object: {
    anonymous: 401,
    owner: 'ok',
    stranger: 404,
    revokedStaff: 404,
    staffOutside: 404,
    staffAttached: 404,
  },
  // The hotel (:hotelId, or :hotId of the rates) and the objects under it (rooms, media, rates…).
  // Staff reach every hotel, attached or not (decision 027); hotel users keep the 404, and so does
  // a revoked staff member, attached to nothing.
  hotel: {
    anonymous: 401,
    owner: 'ok',
    stranger: 404,
    revokedStaff: 404,
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  'hotel-object': {
    anonymous: 401,
    owner: 'ok',
    stranger: 404,
    revokedStaff: 404,
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  // save-approbe: a hotel route (404 before the permission for those the hotel is not open to).
  staff: {
    anonymous: 401,
    owner: 403,
    stranger: 404,
    revokedStaff: 404,
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  // The back office (/api/staff/…): staff only, whatever they are attached to; it names no hotel
  // of the caller's, so there is no existence to hide: 403 for every other signed-in user.
  'back-office': {
    anonymous: 401,
    owner: 403,
    stranger: 403,
    revokedStaff: 403,
    staffOutside: 'ok',
    staffAttached: 'ok',
  },
  // The distribution routes (decision 029): API keys only, a session never opens them.
  machine: {
    anonymous: 401,
    owner: 401,
    stranger: 401,
    revokedStaff: 401,
    staffOutside: 401,
    staffAttached: 401,
  },
};

interface Session {
  userId: number;
  email: string;
  headers: Record<string, string>;
}

type Params = Record<string, string | number>;

/** A multipart body (uploads); anything else is sent as JSON. */
class Form {
  constructor(
    readonly payload: Buffer,
    readonly contentType: string,
  ) {}
}

/** An XML body (the OTA messages of the distribution routes). */
class Xml {
  constructor(readonly text: string) {}
}

function form(fields: Record<string, string>, file: FilePart): Form {
  const body = multipart(fields, [file]);
  return new Form(body.payload, body.contentType);
}

interface CallContext {
  caller: Caller;
  /** The caller's session: their own, or a fresh one of their role for `freshSession` rows. */
  session: Session | undefined;
}

interface Row {
  method: string;
  url: string;
  kind: Kind;
  /** Path parameters for the caller: the owner's objects, or fresh ones where the call destroys them. */
  params?(context: CallContext): Params | Promise<Params>;
  body?(context: CallContext): unknown;
  /** The query string, with its `?`: fixed, or made from the world once it exists. */
  query?: string | (() => string);
  /** The call changes the account itself (logout, password, second factor): a fresh account each time. */
  freshSession?: boolean;
  /** The authorised answer (default: 201 for POST, 204 for DELETE, 200 otherwise). */
  ok?: number;
  expect?: Partial<Record<Caller, number>>;
  /**
   * More calls by the stranger, each expected to be refused (404 unless told): their own hotel
   * with the owner's object ids, or the owner's user id in a rates path.
   */
  probes?(): Promise<{ params: Params; body?: unknown; status?: number }[]>;
}

// ---------------------------------------------------------------------------------------------
// The world: the owner's objects, created once through the API.

interface World {
  /** The account as signUp answers it (the media helpers take that). */
  owner: Awaited<ReturnType<typeof signUp>>;
  stranger: Session;
  revokedStaff: Session;
  staffOutside: Session;
  staffAttached: Session;
  hotel: number;
  /** Complete hotels whose contracts were sent: the ones save-approbe approves (staff outside: the second). */
  approvalHotel: number;
  outsideApprovalHotel: number;
  /** A complete hotel whose contract the send row sends. */
  sendHotel: number;
  strangerHotel: number;
  room: number;
  apartment: number;
  activity: { id: number; activity: number; zone: number };
  contact: number;
  method: number;
  configuration: { id: number; hotel: number };
  photo: number;
  photoFile: { hotelId: string; file: string };
  video: number;
  opinion: number;
  rateContract: number;
  rate: number;
  markers: string[];
  /** The statement of `ownerRows`. */
  snapshot: string;
}

let t: TestApp;
let w: World;
let webDir: string;
let calls = 0;
let plannedCalls = 0;
const year = new Date().getFullYear();
const tag = randomBytes(4).toString('hex');
const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** The owner's contact carries a marker; anybody else's contact a neutral email. */
const contactBody = (hotels: number[], owner = true) => ({
  hotels,
  comercial_name: owner ? `Persona ${tag}` : 'Ana López',
  comercial_phone: '+34 910000001',
  comercial_email: owner ? `contacto-${tag}@owner.example` : 'ventas@example.com',
  operative_phone: '+34 910000002',
  operative_email: 'recepcion@owner.example',
  administrative_phone: '+34 910000003',
  administrative_email: 'admin@owner.example',
});
const billingData = {
  ...billingDataBody,
  legal_name: `Hoteles ${tag} S.L.`,
  email: 'facturas@owner.example',
};
const paymentMethod = {
  kind: 'transfer',
  label: `Cuenta ${tag}`,
  holder: 'Hoteles Miramar S.L.',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEUTDEFF',
};
const OPINION_AREAS = ['hotel', 'location', 'rooms', 'gastronomy', 'services', 'leisure'];

async function request(
  method: string,
  url: string,
  session: Session | undefined,
  body?: unknown,
  remoteAddress = address(),
) {
  const headers: Record<string, string> = { ...(session?.headers ?? {}) };
  let payload: string | Buffer | undefined;
  if (body instanceof Form) {
    headers['content-type'] = body.contentType;
    payload = body.payload;
  } else if (body instanceof Xml) {
    headers['content-type'] = 'application/xml';
    payload = body.text;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress,
    ...(payload ? { payload } : {}),
  });
}

/** A setup call that must succeed; answers its JSON. */
async function must<T = { id: number }>(method: string, url: string, session: Session, body?: unknown) {
  const response = await request(method, url, session, body);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.body ? json(response) : undefined) as T;
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
}

async function ownerHotel(): Promise<number> {
  const { id } = await must('POST', '/api/hotel/', w.owner, await catalogueChoice(t.app));
  // Staff attached to the owner's hotels are attached to every one of them.
  await rows(
    t.app,
    sql`insert into user_hotels (user_id, hotel_id) values (${w.staffAttached.userId}, ${id})`,
  );
  return id;
}

/** A staff member as the admin tool makes one, with the second factor enrolled through the API. */
async function staffMember(attachedTo: number[] = []): Promise<Session> {
  const staff = await signUp(t.app, { name: 'Marta Staff' });
  await rows(t.app, sql`update users set approbe_contract_perm = true where id = ${staff.userId}`);
  const { secret } = await must<{ secret: string }>('POST', '/api/auth/user/totp/setup', staff);
  await must('POST', '/api/auth/user/totp/enable', staff, { code: totpAt(secret, Date.now()) });
  for (const hotel of attachedTo) {
    await rows(t.app, sql`insert into user_hotels (user_id, hotel_id) values (${staff.userId}, ${hotel})`);
  }
  return staff;
}

/**
 * A staff member whose permission staff revoked through the back office: the second factor they
 * enrolled stays on, and their session goes on (decision 027: refused at the next request).
 */
async function revokedStaffMember(): Promise<Session> {
  const member = await staffMember();
  await must('PUT', `/api/staff/users/${member.userId}/permission`, w.staffOutside, {
    approbe_contract_perm: false,
  });
  return member;
}

/** The owner's hotels made in beforeAll: staff attached to the owner's hotels are attached to these. */
const attachedHotels = () => [w.hotel, w.approvalHotel, w.sendHotel];

/** A new account of the caller's role, for calls that end or change the account. */
async function freshSession(caller: Caller): Promise<Session | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'revokedStaff') return revokedStaffMember();
  if (caller === 'staffOutside') return staffMember();
  if (caller === 'staffAttached') return staffMember(attachedHotels());
  return signUp(t.app);
}

/** Signs the owner in once more and answers the public id of that new session. */
async function ownerSecondSession(): Promise<number> {
  const login = await request('POST', '/api/auth/login/', undefined, {
    email: w.owner.email,
    password: VALID_PASSWORD,
  });
  if (login.statusCode !== 200) throw new Error(`owner login: ${login.statusCode} ${login.body}`);
  const token = json<{ auth_id: string }>(login).auth_id;
  const listed = await must<{ id: number; current: boolean }[]>('GET', '/api/auth/sessions/', {
    ...w.owner,
    headers: { authorization: `Token ${token}` },
  });
  const id = listed.find((session) => session.current)?.id;
  if (id === undefined) throw new Error('no current session');
  return id;
}

const photoForm = async () =>
  form({ category: 'pool' }, { filename: 'a.png', contentType: 'image/png', bytes: await png() });

async function freshPhoto(): Promise<number> {
  const [photo] = await must<{ id: number }[]>(
    'POST',
    `/api/hotel/${w.hotel}/photo`,
    w.owner,
    await photoForm(),
  );
  if (!photo) throw new Error('no photo');
  return photo.id;
}

async function freshPlacement(kind: 'room' | 'apartment'): Promise<Params> {
  const roomId = kind === 'room' ? w.room : w.apartment;
  const photoId = await freshPhoto();
  await must('PATCH', `/api/hotel/${w.hotel}/${kind}/${roomId}/photo/${photoId}`, w.owner, { order: 1 });
  return { hotelId: w.hotel, roomId, photoId };
}

/** An opinion area of the owner's hotel with no opinion; one is emptied when all six are taken. */
async function freeArea(): Promise<string> {
  const url = `/api/hotel/${w.hotel}/director-opinion/`;
  const taken = await must<{ id: number; area: string }[]>('GET', url, w.owner);
  const free = OPINION_AREAS.find((area) => !taken.some((opinion) => opinion.area === area));
  if (free) return free;
  const spare = taken.find((opinion) => opinion.id !== w.opinion);
  if (!spare) throw new Error('no opinion to remove');
  await must('DELETE', `${url}${spare.id}`, w.owner);
  return spare.area;
}

async function freshConfiguration(): Promise<{ id: number; hotel: number }> {
  const hotel = await ownerHotel();
  const { id } = await must('POST', '/api/facturation/configuration/', w.owner, {
    hotels: [hotel],
    method_to_hotel: w.method,
    method_to_logi: w.method,
  });
  return { id, hotel };
}

/** A term and a tax the routes take (issue 33): 10 % off booked 30 days ahead; a city tax. */
const matrixTerm = earlyBookingTerm();
const matrixTax = cityTaxBody();
/** Two nights next July for two adults; a quote answers whether it sells or not (200 either way). */
const quoteBody = (rateId: number, roomTypeId: number) => ({
  rateId,
  board: 'BB',
  arrival: `${year + 1}-07-10`,
  departure: `${year + 1}-07-12`,
  rooms: [{ roomTypeId, ages: [40, 38] }],
});

const ratesPath = (context: CallContext): Params => ({
  userId: context.session?.userId ?? w.owner.userId,
  hotId: w.hotel,
});

/**
 * The owner's user id itself, and, when the path names an object of the owner (contract, rate,
 * days of a rate), the stranger's own user and hotel with it.
 */
const ratesProbes =
  (objects: Params = {}) =>
  async (): Promise<{ params: Params }[]> => [
    { params: { userId: w.owner.userId, hotId: w.hotel, ...objects } },
    ...(Object.keys(objects).length > 0
      ? [{ params: { userId: w.stranger.userId, hotId: w.strangerHotel, ...objects } }]
      : []),
  ];

// ---------------------------------------------------------------------------------------------
// The matrix: every registered route, once.

const reference = (url: string): Row => ({ method: 'GET', url, kind: 'public' });
const docs = (url: string, ok = 200): Row => ({ method: 'GET', url, kind: 'static', ok });

const ROWS: Row[] = [
  // The OpenAPI document and its UI, and the built web app (public files).
  docs('/api/docs'),
  docs('/api/docs/static/index.html', 302),
  docs('/api/docs/static/swagger-initializer.js'),
  docs('/api/docs/json'),
  docs('/api/docs/yaml'),
  { method: 'GET', url: '/api/docs/static/*', kind: 'static', params: () => ({ '*': 'swagger-ui.css' }) },
  { method: 'GET', url: '/index.html', kind: 'static' },
  { method: 'GET', url: '/assets/app-matrix.js', kind: 'static' },

  // Public calls: health, sign-in and registration, password restore, contact form, catalogue.
  { method: 'GET', url: '/api/health', kind: 'public' },
  { method: 'GET', url: '/api/client-config', kind: 'public' },
  {
    method: 'POST',
    url: '/api/auth/login/',
    kind: 'public',
    ok: 200,
    body: () => ({ email: w.stranger.email, password: VALID_PASSWORD }),
  },
  { method: 'POST', url: '/api/auth/user/data/', kind: 'public', body: () => registration() },
  {
    method: 'POST',
    url: '/api/auth/user/restore-pass',
    kind: 'public',
    ok: 200,
    body: () => ({ email: `restore-${randomBytes(4).toString('hex')}@example.com` }),
  },
  {
    method: 'POST',
    url: '/api/auth/user/restore-pass/confirm',
    kind: 'public',
    ok: 200,
    body: async () => {
      const user = await signUp(t.app);
      await must('POST', '/api/auth/user/restore-pass', user, { email: user.email });
      const token = (await restoreLinkTo(t.app, user.email)).searchParams.get('token');
      return { token, password: 'Gazpacho-andaluz-77' };
    },
  },
  {
    // The link of an e-mail change, opened without a session (decision 022).
    method: 'POST',
    url: '/api/auth/confirm-email/',
    kind: 'public',
    ok: 200,
    body: async () => {
      const user = await signUp(t.app);
      const target = `confirm-${randomBytes(4).toString('hex')}@example.com`;
      await must('POST', '/api/auth/user/change-email', user, {
        email: target,
        current_password: VALID_PASSWORD,
      });
      return { token: await confirmEmailTokenTo(t.app, target) };
    },
  },
  {
    method: 'POST',
    url: '/api/generic/contact',
    kind: 'public',
    body: () => ({ name: 'Luis Pérez', email: 'luis@example.com', comment: 'Hola' }),
  },
  { method: 'GET', url: '/api/catalogue/hotels', kind: 'public', query: '?q=hotel' },
  { method: 'GET', url: '/api/facturation/countries', kind: 'public' },
  reference('/api/hotel/language'),
  reference('/api/hotel/oberture'),
  reference('/api/hotel/smoke'),
  reference('/api/hotel/beddings'),
  reference('/api/hotel/type'),
  { method: 'GET', url: '/api/hotel/type/:typeId', kind: 'public', params: () => ({ typeId: 1 }) },
  reference('/api/hotel/service'),
  reference('/api/hotel/accessibility'),
  reference('/api/hotel/activity/info'),
  reference('/api/hotel/room/attributes'),
  reference('/api/hotel/apartment/attributes'),
  // Stored files are public by design: immutable, under random names nobody can list (decision 006).
  {
    method: 'GET',
    url: '/media/avatars/:file',
    kind: 'public',
    params: async () => {
      const [me] = await must<{ avatar: string }[]>('GET', '/api/auth/user/data/', w.owner);
      return { file: me?.avatar.split('/').at(-1) ?? '' };
    },
  },
  { method: 'GET', url: '/media/hotels/:hotelId/:file', kind: 'public', params: () => w.photoFile },

  // The caller's own account.
  { method: 'DELETE', url: '/api/auth/logout/', kind: 'user', freshSession: true },
  { method: 'GET', url: '/api/auth/sessions/', kind: 'user' },
  {
    method: 'DELETE',
    url: '/api/auth/sessions/others',
    kind: 'user',
    freshSession: true,
    ok: 200,
  },
  {
    method: 'DELETE',
    url: '/api/auth/sessions/:sessionId',
    kind: 'object',
    // A fresh second session of the owner's for every caller: only the owner may end it.
    params: async () => ({ sessionId: await ownerSecondSession() }),
  },
  { method: 'GET', url: '/api/auth/user/data/', kind: 'user' },
  {
    method: 'POST',
    url: '/api/auth/user/totp/setup',
    kind: 'user',
    freshSession: true,
    ok: 200,
    // Staff enrolled the second factor already, and keep it when revoked.
    expect: { revokedStaff: 409, staffOutside: 409, staffAttached: 409 },
  },
  {
    method: 'POST',
    url: '/api/auth/user/totp/enable',
    kind: 'user',
    freshSession: true,
    ok: 200,
    body: async ({ caller, session }) => {
      if (!session || hasSecondFactor(caller)) return { code: '123456' };
      const { secret } = await must<{ secret: string }>('POST', '/api/auth/user/totp/setup', session);
      return { code: totpAt(secret, Date.now()) };
    },
    expect: { revokedStaff: 409, staffOutside: 409, staffAttached: 409 },
  },
  {
    method: 'POST',
    url: '/api/auth/user/totp/disable',
    kind: 'user',
    freshSession: true,
    ok: 204,
    body: async ({ caller, session }) => {
      if (session && !hasSecondFactor(caller)) {
        const { secret } = await must<{ secret: string }>('POST', '/api/auth/user/totp/setup', session);
        await must('POST', '/api/auth/user/totp/enable', session, { code: totpAt(secret, Date.now()) });
      }
      return { password: VALID_PASSWORD };
    },
    // The second factor is required for staff: they cannot turn it off. Revoked, they may again.
    expect: { staffOutside: 400, staffAttached: 400 },
  },
  {
    method: 'POST',
    url: '/api/auth/user/totp/recovery-codes',
    kind: 'user',
    freshSession: true,
    ok: 200,
    // Every caller's own factor: users enrol it here, staff have it already. The code is of the
    // next step, later than the one that enrolled it.
    body: async ({ caller, session }) => {
      if (!session) return { code: '123456' };
      if (!hasSecondFactor(caller)) {
        const { secret } = await must<{ secret: string }>('POST', '/api/auth/user/totp/setup', session);
        await must('POST', '/api/auth/user/totp/enable', session, { code: totpAt(secret, Date.now()) });
      }
      const [row] = await rows<{ secret: string }>(
        t.app,
        sql`select secret from user_totp where user_id = ${session.userId}`,
      );
      return { code: totpAt(row?.secret ?? '', Date.now() + 30_000) };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/user/change-password',
    kind: 'user',
    freshSession: true,
    ok: 204,
    body: () => ({ current_password: VALID_PASSWORD, new_password: 'Paella-valenciana-93' }),
  },
  {
    method: 'POST',
    url: '/api/auth/user/change-email',
    kind: 'user',
    freshSession: true,
    ok: 200,
    body: () => ({
      email: `nuevo-${randomBytes(4).toString('hex')}@example.com`,
      current_password: VALID_PASSWORD,
    }),
  },
  { method: 'GET', url: '/api/geo/reverse', kind: 'user', query: '?lat=40.4168&lon=-3.7038' },
  { method: 'GET', url: '/api/hotel/', kind: 'user' },
  {
    method: 'POST',
    url: '/api/hotel/',
    kind: 'user',
    body: () => catalogueChoice(t.app),
  },
  // Each caller creates their own pending hotels (issue 19); nobody reaches the owner's.
  { method: 'POST', url: '/api/hotel/pending/', kind: 'user', ok: 200 },
  { method: 'GET', url: '/api/user/claims/', kind: 'user' },
  { method: 'GET', url: '/api/hotel/contact/', kind: 'user' },
  {
    method: 'POST',
    url: '/api/hotel/contact/',
    kind: 'user',
    // Everybody names the owner's hotel: only those it is attached to may give it a contact.
    body: ({ caller }) => contactBody([w.hotel], caller === 'owner'),
    expect: { stranger: 400, revokedStaff: 400, staffOutside: 400 },
  },
  { method: 'GET', url: '/api/facturation/payment-method/', kind: 'user' },
  {
    method: 'POST',
    url: '/api/facturation/payment-method/',
    kind: 'user',
    body: ({ caller }) => (caller === 'owner' ? paymentMethod : { ...paymentMethod, label: 'Cuenta propia' }),
  },
  { method: 'GET', url: '/api/facturation/configuration/', kind: 'user' },
  {
    method: 'POST',
    url: '/api/facturation/configuration/',
    kind: 'user',
    // The owner's new hotel and the owner's payment method: nobody else's to group or to pay with.
    body: async ({ caller }) => ({
      hotels: [caller === 'owner' ? await ownerHotel() : w.hotel],
      method_to_hotel: w.method,
      method_to_logi: w.method,
    }),
    expect: { stranger: 400, revokedStaff: 400, staffOutside: 400, staffAttached: 400 },
  },

  // Objects of the owner's account.
  {
    method: 'GET',
    url: '/api/auth/user/data/:userId/',
    kind: 'object',
    params: () => ({ userId: w.owner.userId }),
  },
  {
    method: 'PATCH',
    url: '/api/auth/user/data/:userId/',
    kind: 'object',
    params: () => ({ userId: w.owner.userId }),
    body: () => ({ name: 'Ana García' }),
  },
  {
    method: 'POST',
    url: '/api/auth/user/update-avatar',
    kind: 'object',
    ok: 200,
    // The user id travels in the form: the owner's.
    body: async () =>
      form(
        { userId: String(w.owner.userId) },
        { filename: 'yo.png', contentType: 'image/png', bytes: await png() },
      ),
  },
  {
    method: 'GET',
    url: '/api/hotel/contact/:contactId/',
    kind: 'object',
    params: () => ({ contactId: w.contact }),
  },
  {
    method: 'PUT',
    url: '/api/hotel/contact/:contactId/',
    kind: 'object',
    params: () => ({ contactId: w.contact }),
    body: () => contactBody([w.hotel]),
  },
  {
    method: 'DELETE',
    url: '/api/hotel/contact/:contactId/',
    kind: 'object',
    params: async () => ({
      contactId: (await must('POST', '/api/hotel/contact/', w.owner, contactBody([]))).id,
    }),
  },
  {
    method: 'GET',
    url: '/api/facturation/data/:id/',
    kind: 'object',
    params: () => ({ id: w.owner.userId }),
  },
  {
    method: 'PUT',
    url: '/api/facturation/data/:id/',
    kind: 'object',
    params: () => ({ id: w.owner.userId }),
    body: () => billingData,
  },
  {
    method: 'GET',
    url: '/api/facturation/payment-method/:methodId/',
    kind: 'object',
    params: () => ({ methodId: w.method }),
  },
  {
    method: 'PUT',
    url: '/api/facturation/payment-method/:methodId/',
    kind: 'object',
    params: () => ({ methodId: w.method }),
    body: () => paymentMethod,
  },
  {
    method: 'DELETE',
    url: '/api/facturation/payment-method/:methodId/',
    kind: 'object',
    params: async () => ({
      methodId: (await must('POST', '/api/facturation/payment-method/', w.owner, paymentMethod)).id,
    }),
  },
  {
    method: 'PUT',
    url: '/api/facturation/configuration/:configurationId/',
    kind: 'object',
    params: () => ({ configurationId: w.configuration.id }),
    body: () => ({ hotels: [w.configuration.hotel], method_to_hotel: w.method, method_to_logi: w.method }),
  },
  {
    method: 'DELETE',
    url: '/api/facturation/configuration/:configurationId/',
    kind: 'object',
    params: async () => ({ configurationId: (await freshConfiguration()).id }),
  },

  // The hotel.
  ...hotelRows(),
  // Rates: the :userId is the caller's own, the :hotId a hotel they may use (requireHotel).
  {
    method: 'GET',
    url: '/api/rates/contracts/:userId/:hotId/',
    kind: 'hotel',
    params: ratesPath,
    probes: ratesProbes(),
  },
  {
    method: 'POST',
    url: '/api/rates/contracts/:userId/:hotId/',
    kind: 'hotel',
    params: ratesPath,
    body: () => ({ name: 'Contrato 2027' }),
    probes: ratesProbes(),
  },
  {
    method: 'POST',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), contractId: w.rateContract }),
    body: () => rateBody(),
    probes: async () => ratesProbes({ contractId: w.rateContract })(),
  },
  {
    method: 'DELETE',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/',
    kind: 'hotel-object',
    params: async (context) => ({
      ...ratesPath(context),
      contractId: w.rateContract,
      rateId: await freshRate(),
    }),
    probes: async () => ratesProbes({ contractId: w.rateContract, rateId: await freshRate() })(),
  },
  {
    method: 'GET',
    url: '/api/rates/contracts/calendar/:userId/:hotId/:year/',
    kind: 'hotel',
    params: (context) => ({ ...ratesPath(context), year }),
    probes: async () => [{ params: { userId: w.owner.userId, hotId: w.hotel, year } }],
  },
  {
    method: 'PUT',
    url: '/api/rates/contracts/calendar/:userId/:hotId/:year/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), year }),
    body: () => ({ rates: [{ id: w.rate, days: [`${year}_06_01`, `${year}_06_02`] }] }),
    // On their own hotel the owner's rate is an unknown rate of the list (a field error).
    probes: async () => [
      { params: { userId: w.owner.userId, hotId: w.hotel, year } },
      { params: { userId: w.stranger.userId, hotId: w.strangerHotel, year }, status: 400 },
    ],
  },
  // Prices, allotments and restrictions of a rate (decision 020).
  {
    method: 'GET',
    url: '/api/rates/contracts/room-types/:userId/:hotId/',
    kind: 'hotel',
    params: ratesPath,
    probes: ratesProbes(),
  },
  {
    method: 'PATCH',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), contractId: w.rateContract, rateId: w.rate }),
    body: () => ({ roomTypes: [w.room], boards: ['BB'] }),
    probes: async () => ratesProbes({ contractId: w.rateContract, rateId: w.rate })(),
  },
  // A rate's cancellation policy and date overrides (decision 056).
  {
    method: 'GET',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/policies/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), contractId: w.rateContract, rateId: w.rate }),
    probes: async () => ratesProbes({ contractId: w.rateContract, rateId: w.rate })(),
  },
  {
    method: 'PUT',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/policies/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), contractId: w.rateContract, rateId: w.rate }),
    body: () => ({
      policy: {
        tiers: [{ deadline: { from: 'before_arrival', days: 3 }, penalty: { percent: 50 } }],
        noShow: { nights: 1 },
      },
      overrides: [],
    }),
    probes: async () => ratesProbes({ contractId: w.rateContract, rateId: w.rate })(),
  },
  // A rate's contract terms, the hotel's taxes and the quote (issue 33, decision 064).
  {
    method: 'GET',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/terms/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), contractId: w.rateContract, rateId: w.rate }),
    probes: async () => ratesProbes({ contractId: w.rateContract, rateId: w.rate })(),
  },
  {
    method: 'PUT',
    url: '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/terms/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), contractId: w.rateContract, rateId: w.rate }),
    body: () => ({ terms: [matrixTerm] }),
    probes: async () => ratesProbes({ contractId: w.rateContract, rateId: w.rate })(),
  },
  {
    method: 'GET',
    url: '/api/rates/contracts/taxes/:userId/:hotId/',
    kind: 'hotel',
    params: ratesPath,
    probes: ratesProbes(),
  },
  {
    method: 'PUT',
    url: '/api/rates/contracts/taxes/:userId/:hotId/',
    kind: 'hotel',
    params: ratesPath,
    body: () => ({ taxes: [matrixTax] }),
    probes: ratesProbes(),
  },
  {
    method: 'POST',
    url: '/api/rates/contracts/quote/:userId/:hotId/',
    kind: 'hotel',
    params: ratesPath,
    body: () => quoteBody(w.rate, w.room),
    ok: 200,
    probes: ratesProbes(),
  },
  {
    method: 'GET',
    url: '/api/rates/contracts/ari/:userId/:hotId/:rateId/:year/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), rateId: w.rate, year }),
    probes: async () => ratesProbes({ rateId: w.rate, year })(),
  },
  {
    method: 'POST',
    url: '/api/rates/contracts/ari/:userId/:hotId/:rateId/',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), rateId: w.rate }),
    body: () => ({ changes: [{ start: `${year}_06_01`, end: `${year}_06_07`, closedArrival: true }] }),
    ok: 200,
    probes: async () => ratesProbes({ rateId: w.rate })(),
  },
  {
    method: 'GET',
    url: '/api/rates/contracts/ari/:userId/:hotId/:rateId/:year/csv',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), rateId: w.rate, year }),
    probes: async () => ratesProbes({ rateId: w.rate, year })(),
  },
  {
    method: 'POST',
    url: '/api/rates/contracts/ari/:userId/:hotId/:rateId/:year/csv',
    kind: 'hotel-object',
    params: (context) => ({ ...ratesPath(context), rateId: w.rate, year }),
    body: () => ({ csv: 'room_type_id,room_type,board,date,price\n' }),
    ok: 200,
    probes: async () => ratesProbes({ rateId: w.rate, year })(),
  },

  // The back office (decision 027), aimed at the owner: their claims, their account, their hotels.
  // A decision gets a fresh object for each caller, so that the staff calls find it undecided.
  { method: 'GET', url: '/api/staff/summary', kind: 'back-office' },
  { method: 'GET', url: '/api/staff/claims/', kind: 'back-office' },
  {
    method: 'POST',
    url: '/api/staff/claims/:claimId/verify',
    kind: 'back-office',
    ok: 204,
    params: async () => ({ claimId: await freshOwnerClaim() }),
  },
  {
    method: 'POST',
    url: '/api/staff/claims/:claimId/reject',
    kind: 'back-office',
    ok: 204,
    params: async () => ({ claimId: await freshOwnerClaim() }),
    body: () => ({ reason: 'No consta como titular del hotel.' }),
  },
  {
    method: 'GET',
    url: '/api/staff/users/',
    kind: 'back-office',
    query: () => `?q=${encodeURIComponent(w.owner.email)}`,
  },
  {
    method: 'GET',
    url: '/api/staff/users/:userId',
    kind: 'back-office',
    params: () => ({ userId: w.owner.userId }),
  },
  {
    method: 'POST',
    url: '/api/staff/users/:userId/hotels',
    kind: 'back-office',
    params: () => ({ userId: w.owner.userId }),
    // A hotel somebody else claimed: attaching it gives it to the owner too.
    body: async () => ({ hotel: await createHotel(t.app, (await signUp(t.app)).headers) }),
  },
  {
    method: 'DELETE',
    url: '/api/staff/users/:userId/hotels/:hotelId',
    kind: 'back-office',
    ok: 200,
    params: async () => ({ userId: w.owner.userId, hotelId: await ownerHotel() }),
  },
  {
    // The owner is no staff: "revoke" is the one change that leaves the rows after it unmoved.
    method: 'PUT',
    url: '/api/staff/users/:userId/permission',
    kind: 'back-office',
    params: () => ({ userId: w.owner.userId }),
    body: () => ({ approbe_contract_perm: false }),
  },
  {
    method: 'POST',
    url: '/api/staff/links',
    kind: 'back-office',
    body: async () => ({
      code: (await catalogueChoice(t.app)).code,
      days: 7,
      email: w.owner.email,
      language: 'es',
    }),
  },
  { method: 'GET', url: '/api/staff/contracts/', kind: 'back-office' },
  {
    method: 'GET',
    url: '/api/staff/contracts/:hotelId/review',
    kind: 'back-office',
    params: () => ({ hotelId: w.hotel }),
  },
  {
    method: 'POST',
    url: '/api/staff/contracts/:hotelId/approve',
    kind: 'back-office',
    ok: 200,
    params: async () => ({ hotelId: await freshSentHotel() }),
  },
  {
    method: 'POST',
    url: '/api/staff/contracts/:hotelId/return',
    kind: 'back-office',
    ok: 200,
    params: async () => ({ hotelId: await freshSentHotel() }),
    body: () => ({
      steps: [
        { step: 'photos', reason: 'Faltan fotos de las habitaciones.' },
        { step: 'basic', reason: 'La hora de entrada no coincide con la web.' },
      ],
    }),
  },
  {
    method: 'GET',
    url: '/api/staff/hotels/:hotelId/activity',
    kind: 'back-office',
    params: () => ({ hotelId: w.hotel }),
  },
  // The whole activity log (decision 061): staff only, any hotel named in the filter.
  { method: 'GET', url: '/api/staff/activity', kind: 'back-office', query: '?kind=contract' },
  {
    method: 'POST',
    url: '/api/staff/hotels/:hotelId/quote',
    kind: 'back-office',
    ok: 200,
    params: () => ({ hotelId: w.hotel }),
    body: () => quoteBody(w.rate, w.room),
  },

  // The group's side of reservations (decision 057): every hotel's list, rooms left, phone bookings.
  { method: 'GET', url: '/api/staff/reservations/', kind: 'back-office', query: '?overdue=true' },
  {
    method: 'GET',
    url: '/api/staff/reservations/rooms-left',
    kind: 'back-office',
    query: () => `?hotels=${w.hotel}&from=${nextMonth()}&days=3`,
  },
  {
    method: 'POST',
    url: '/api/staff/reservations/',
    kind: 'back-office',
    // No reference: the server makes one, so every authorised caller books anew (a free-sale rate).
    body: async () => {
      const {
        reference: _made,
        revision: _first,
        ...booking
      } = reservationBody(w.room, await rateForReservations(w.hotel, w.room));
      return {
        ...booking,
        hotelId: w.hotel,
        stays: booking.stays.map(({ nightlyPrices: _sent, total: _total, ...stay }) => stay),
      };
    },
  },

  // Distribution in the back office (decision 029): API keys, their hotel picker, webhooks.
  { method: 'GET', url: '/api/staff/api-keys/', kind: 'back-office' },
  {
    method: 'POST',
    url: '/api/staff/api-keys/',
    kind: 'back-office',
    body: () => ({ name: 'Motor de reservas', scopes: ['ari:read'], allHotels: false, hotels: [w.hotel] }),
  },
  {
    method: 'DELETE',
    url: '/api/staff/api-keys/:keyId',
    kind: 'back-office',
    ok: 200,
    params: async () => ({
      keyId: (await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true })).id,
    }),
  },
  { method: 'GET', url: '/api/staff/hotels/', kind: 'back-office', query: '?q=a' },
  { method: 'GET', url: '/api/staff/webhooks/', kind: 'back-office' },
  { method: 'POST', url: '/api/staff/webhooks/', kind: 'back-office', body: () => WEBHOOK_BODY },
  {
    method: 'PATCH',
    url: '/api/staff/webhooks/:endpointId',
    kind: 'back-office',
    params: async () => ({ endpointId: (await freshEndpoint()).endpointId }),
    body: () => ({ active: false }),
  },
  {
    method: 'DELETE',
    url: '/api/staff/webhooks/:endpointId',
    kind: 'back-office',
    params: async () => ({ endpointId: (await freshEndpoint()).endpointId }),
  },
  {
    method: 'GET',
    url: '/api/staff/webhooks/:endpointId/deliveries',
    kind: 'back-office',
    params: async () => ({ endpointId: (await freshEndpoint()).endpointId }),
  },
  {
    method: 'POST',
    url: '/api/staff/webhooks/deliveries/:deliveryId/resend',
    kind: 'back-office',
    ok: 202,
    params: async () => ({ deliveryId: (await freshEndpoint()).deliveryId }),
  },

  // The distribution routes: API keys only (see the key block at the end).
  ...machineRows(),
];

/**
 * A public endpoint (its name resolves through the tests' table, decision 043); the test app runs
 * no dispatcher, so nothing is sent to it.
 */
const WEBHOOK_BODY = { url: 'https://hooks.example.com/extranet', events: ['rates.changed'] };

/** A webhook endpoint staff registered, and the `ping` delivery its creation queued. */
async function freshEndpoint(): Promise<{ endpointId: number; deliveryId: number }> {
  const { endpoint } = await must<{ endpoint: { id: number } }>(
    'POST',
    '/api/staff/webhooks/',
    w.staffOutside,
    WEBHOOK_BODY,
  );
  const [delivery] = await rows<{ id: number }>(
    t.app,
    sql`select id::int as id from webhook_deliveries where endpoint_id = ${endpoint.id}`,
  );
  if (!delivery) throw new Error(`endpoint ${endpoint.id} has no ping`);
  return { endpointId: endpoint.id, deliveryId: delivery.id };
}

/** The approved hotel of the owner's that the key block reads and writes (made in its beforeAll). */
let machineHotel: { id: number; code: string; room: number } | undefined;
const nextMonth = () => {
  const day = new Date(Date.UTC(year, new Date().getUTCMonth() + 1, 10));
  return day.toISOString().slice(0, 10);
};

/** Allotment for one room type of the hotel with this code, next month: no rate needed. */
function availMessage(hotelCode: string, room: number): Xml {
  const day = nextMonth();
  return new Xml(
    `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" ` +
      `Version="1.000" EchoToken="matrix-${randomBytes(6).toString('hex')}">` +
      `<AvailStatusMessages HotelCode="${hotelCode}"><AvailStatusMessage BookingLimit="3">` +
      `<StatusApplicationControl Start="${day}" End="${day}" InvTypeCode="${room}"/>` +
      '</AvailStatusMessage></AvailStatusMessages></OTA_HotelAvailNotifRQ>',
  );
}

/** The key scopes a distribution route does NOT accept: a key with only these gets 403. */
interface MachineRow extends Row {
  withoutScope: ('content:read' | 'ari:read' | 'ari:write' | 'reservations:read' | 'reservations:write')[];
  /**
   * What the call needs made first with the key that makes it (a reservation is its key's):
   * the path parameters and body of the call.
   */
  setup?(
    own: { headers: Record<string, string> },
    hotel: { id: number; code: string; room: number },
  ): Promise<{
    params?: Params;
    body?: unknown;
  }>;
}

/** A free-sale rate selling a room type of a hotel of the owner's BB next July, at 100 a night (issue 32). */
async function reservationRate(hotel: number, room: number): Promise<number> {
  const base = `/api/rates/contracts/${w.owner.userId}/${hotel}/`;
  const contract = (await must('POST', base, w.owner, { name: 'Reservas' })).id;
  const rate = rateBody({
    quotaType: 'free_sale',
    releaseDays: null,
    roomTypes: [room],
    boards: ['BB'],
    period: { start: `${year + 1}_07_01`, end: `${year + 1}_07_31` },
    basePrices: [{ room, board: 'BB', price: { amounts: ['100'] } }],
  });
  return (await must('POST', `${base}${contract}/rates/`, w.owner, rate)).id;
}

let reservationCounter = 0;
/** A reservation as the group sends it: two nights next July on the rate. */
function reservationBody(room: number, rate: number, revision = 1) {
  reservationCounter += 1;
  return {
    reference: `MATRIX-${randomBytes(4).toString('hex')}-${reservationCounter}`,
    revision,
    leadGuest: { name: 'Marta Ruiz', email: 'marta@example.com' },
    stays: [
      {
        roomTypeId: room,
        rateId: rate,
        board: 'BB',
        arrival: `${year + 1}-07-10`,
        departure: `${year + 1}-07-12`,
        guests: [{ age: 40 }, { age: 41 }],
        nightlyPrices: ['100', '100'],
        total: '200',
      },
    ],
  };
}

/** The rates of the hotels reservations are sent to, made once each. */
const reservationRates = new Map<number, Promise<number>>();
function rateForReservations(hotel: number, room: number): Promise<number> {
  let rate = reservationRates.get(hotel);
  if (!rate) {
    rate = reservationRate(hotel, room);
    reservationRates.set(hotel, rate);
  }
  return rate;
}

/** A reservation of the owner's main hotel, sent once with a key of its own. */
let ownerReservationMade: Promise<{ id: number; reference: string }> | undefined;
function ownerReservation() {
  ownerReservationMade ??= (async () => {
    const rate = await rateForReservations(w.hotel, w.room);
    const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [w.hotel] });
    const body = reservationBody(w.room, rate);
    const sent = await request(
      'POST',
      `/api/distribution/hotels/${w.hotel}/reservations`,
      {
        userId: 0,
        email: '',
        headers: key.headers,
      } as Session,
      body,
    );
    if (sent.statusCode !== 201) throw new Error(`reservation: ${sent.statusCode} ${sent.body}`);
    return { id: json<{ id: number }>(sent).id, reference: body.reference };
  })();
  return ownerReservationMade;
}

function machineRows(): MachineRow[] {
  const range = () => `?from=${nextMonth()}&to=${nextMonth()}`;
  const hotel = (): Params => ({ hotelId: machineHotel?.id ?? w.hotel });
  const machine = (
    url: string,
    withoutScope: MachineRow['withoutScope'],
    extra: Partial<MachineRow> = {},
  ): MachineRow => ({
    method: 'GET',
    url,
    kind: 'machine',
    withoutScope,
    ...extra,
  });
  return [
    machine('/api/distribution/hotels/', ['ari:write']),
    machine('/api/distribution/changes', ['ari:write']),
    machine('/api/distribution/hotels/:hotelId/content', ['ari:read', 'ari:write'], { params: hotel }),
    machine('/api/distribution/hotels/:hotelId/content/ota', ['ari:read', 'ari:write'], { params: hotel }),
    machine('/api/distribution/hotels/:hotelId/ari', ['content:read', 'ari:write'], {
      params: hotel,
      query: range,
    }),
    machine('/api/distribution/hotels/:hotelId/ari/ota/rates', ['content:read', 'ari:write'], {
      params: hotel,
      query: range,
    }),
    machine('/api/distribution/hotels/:hotelId/ari/ota/avail', ['content:read', 'ari:write'], {
      params: hotel,
      query: range,
    }),
    // The rate plans' cancellation policies (decision 056).
    // The matrix hotel sells no rate plan: its own key gets the empty answer, 204.
    machine('/api/distribution/hotels/:hotelId/ari/ota/rateplans', ['content:read', 'ari:write'], {
      params: hotel,
      query: range,
      ok: 204,
    }),
    // The quote (issue 33, decision 064): a stay of the key's hotel's room type.
    machine('/api/distribution/hotels/:hotelId/quote', ['content:read', 'ari:write'], {
      method: 'POST',
      ok: 200,
      params: hotel,
      body: () => quoteBody(1, machineHotel?.room ?? w.room),
      setup: async (_own, target) => ({ params: { hotelId: target.id }, body: quoteBody(1, target.room) }),
    }),
    // Reservations (issue 32): a key writes and reads its own; every call names the hotel.
    ...reservationMachineRows(hotel),
    // Reservations in as OpenTravel (decision 053): the hotel is named in the message, not the path.
    machine(
      '/api/distribution/ota/reservations',
      ['content:read', 'ari:read', 'ari:write', 'reservations:read'],
      {
        method: 'POST',
        ok: 200,
        body: async () => new Xml(cancelRq('matrix-session', 'Initiate', 'MATRIX-NONE', 'none')),
        setup: async (_own, target) => {
          const rate = await rateForReservations(target.id, target.room);
          const nights = [10, 11].map((date) => resNight(`${year + 1}-07-${date}`, '100.00')).join('');
          const stays = resRoomStay({
            room: target.room,
            plan: `${rate}-BB`,
            rates: nights,
            guests: '<GuestCount AgeQualifyingCode="10" Count="2"/>',
            arrival: `${year + 1}-07-10`,
            departure: `${year + 1}-07-12`,
            total: '200.00',
            hotelCode: target.code,
          });
          const reference = `MATRIX-OTA-${randomBytes(4).toString('hex')}`;
          return {
            body: new Xml(
              resNotifRq({ token: reference, status: 'Commit', reference, stays, hotelCode: target.code }),
            ),
          };
        },
      },
    ),
    machine('/api/distribution/ota', ['content:read', 'ari:read'], {
      method: 'POST',
      ok: 200,
      body: async () => {
        const [first] = await rows<{ code: string; room: number }>(
          t.app,
          sql`select h.code, r.id as room from hotels h join rooms r on r.hotel_id = h.id where h.id = ${w.hotel} order by r.id limit 1`,
        );
        return availMessage(first?.code ?? 'none', first?.room ?? 0);
      },
    }),
  ];
}

function reservationMachineRows(hotel: () => Params): MachineRow[] {
  const base = '/api/distribution/hotels/:hotelId/reservations';
  const notWrite: MachineRow['withoutScope'] = ['content:read', 'ari:read', 'ari:write', 'reservations:read'];
  const notRead: MachineRow['withoutScope'] = ['content:read', 'ari:read', 'ari:write'];
  /** A reservation sent with the calling key, and the body of the call. */
  const sent =
    (body: (sentBody: ReturnType<typeof reservationBody>, rate: number) => unknown = () => undefined) =>
    async (own: { headers: Record<string, string> }, target: { id: number; room: number }) => {
      const rate = await rateForReservations(target.id, target.room);
      const first = reservationBody(target.room, rate);
      const made = await request(
        'POST',
        `/api/distribution/hotels/${target.id}/reservations`,
        { userId: 0, email: '', headers: own.headers } as Session,
        first,
      );
      if (made.statusCode !== 201) throw new Error(`reservation: ${made.statusCode} ${made.body}`);
      return { params: { reference: first.reference }, body: body(first, rate) };
    };
  // The sessions' calls (401 every one) need a valid path and body: validation runs before the key's check.
  const row = (
    method: string,
    url: string,
    withoutScope: MachineRow['withoutScope'],
    extra: Partial<MachineRow>,
  ) =>
    ({
      method,
      url,
      kind: 'machine',
      withoutScope,
      params: () => ({ ...hotel(), reference: 'MATRIX-NONE' }),
      ...extra,
    }) satisfies MachineRow;
  return [
    row('POST', base, notWrite, {
      body: () => reservationBody(w.room, 1),
      setup: async (_own, target) => ({
        body: reservationBody(target.room, await rateForReservations(target.id, target.room)),
      }),
    }),
    row('GET', base, notRead, { query: '?since=0' }),
    row('GET', `${base}/:reference`, notRead, { setup: sent() }),
    row('PUT', `${base}/:reference`, notWrite, {
      ok: 200,
      body: () => ({ ...reservationBody(w.room, 1, 2), reference: 'MATRIX-NONE' }),
      setup: sent((first) => ({ ...first, revision: 2, specialRequests: 'Llegada tarde' })),
    }),
    row('GET', `${base}/:reference/cancellation-quote`, notRead, { setup: sent() }),
    row('POST', `${base}/:reference/cancel`, notWrite, {
      ok: 200,
      body: () => ({ penalty: '0.00' }),
      setup: sent(() => ({ penalty: '0.00' })),
    }),
  ];
}

/** A pending claim of the owner's: a catalogue hotel they have just created. */
async function freshOwnerClaim(): Promise<number> {
  const { id } = await must('POST', '/api/hotel/', w.owner, await catalogueChoice(t.app));
  const [claim] = await rows<{ id: number }>(
    t.app,
    sql`select id from hotel_claims where hotel_id = ${id} and user_id = ${w.owner.userId} and status = 'pending'`,
  );
  if (!claim) throw new Error(`hotel ${id} has no pending claim`);
  return claim.id;
}

/** A complete, verified hotel of the owner's whose contract waits in the review queue. */
async function freshSentHotel(): Promise<number> {
  const hotel = await ownerHotel();
  await completeWizard(t.app, w.owner, hotel);
  await verifyHotel(t.app, hotel, w.owner.userId);
  await must('POST', `/api/hotel/${hotel}/contract/send`, w.owner);
  return hotel;
}

async function freshRate(): Promise<number> {
  const url = `/api/rates/contracts/${w.owner.userId}/${w.hotel}/${w.rateContract}/rates/`;
  return (await must('POST', url, w.owner, rateBody())).id;
}

/** The rows of /api/hotel/:hotelId/…: the hotel, its rooms, media, opinions and contract. */
function hotelRows(): Row[] {
  const hotel = () => ({ hotelId: w.hotel });
  const hotelRow = (method: string, url: string, extra: Partial<Row> = {}): Row => ({
    method,
    url,
    kind: 'hotel',
    params: hotel,
    ...extra,
  });
  const objectRow = (
    method: string,
    url: string,
    params: () => Params | Promise<Params>,
    extra: Partial<Row> = {},
  ) =>
    ({
      method,
      url,
      kind: 'hotel-object',
      params,
      probes: async () => [{ params: { ...(await params()), hotelId: w.strangerHotel } }],
      ...extra,
    }) satisfies Row;
  const roomRows = (kind: 'room' | 'apartment'): Row[] => {
    const roomId = () => (kind === 'room' ? w.room : w.apartment);
    const base = `/api/hotel/:hotelId/${kind}`;
    return [
      hotelRow('GET', `${base}/`),
      hotelRow('POST', `${base}/`, { body: () => ({ name: `Nueva ${kind}` }) }),
      objectRow('GET', `${base}/:roomId`, () => ({ hotelId: w.hotel, roomId: roomId() })),
      objectRow('PATCH', `${base}/:roomId`, () => ({ hotelId: w.hotel, roomId: roomId() }), {
        body: () => ({ name: kind === 'room' ? 'Doble estándar' : 'Apartamento' }),
      }),
      objectRow('DELETE', `${base}/:roomId`, async () => ({
        hotelId: w.hotel,
        roomId: (await must('POST', `/api/hotel/${w.hotel}/${kind}/`, w.owner, { name: 'Para borrar' })).id,
      })),
      objectRow('GET', `${base}/:roomId/photo/`, () => ({ hotelId: w.hotel, roomId: roomId() })),
      objectRow(
        'PATCH',
        `${base}/:roomId/photo/:photoId`,
        () => ({ hotelId: w.hotel, roomId: roomId(), photoId: w.photo }),
        {
          body: () => ({ order: 1 }),
        },
      ),
      objectRow('DELETE', `${base}/:roomId/photo/:photoId`, () => freshPlacement(kind)),
    ];
  };
  return [
    hotelRow('GET', '/api/hotel/:hotelId'),
    hotelRow('PATCH', '/api/hotel/:hotelId', { body: () => basicAndLocationBody }),
    hotelRow('GET', '/api/hotel/:hotelId/rooms-locked'),
    hotelRow('GET', '/api/hotel/:hotelId/location'),
    hotelRow('GET', '/api/hotel/:hotelId/activity/'),
    hotelRow('POST', '/api/hotel/:hotelId/activity/', {
      body: () => ({ activity: w.activity.activity, zone: w.activity.zone }),
    }),
    objectRow('GET', '/api/hotel/:hotelId/activity/:activityId', () => ({
      hotelId: w.hotel,
      activityId: w.activity.id,
    })),
    objectRow('DELETE', '/api/hotel/:hotelId/activity/:activityId', async () => ({
      hotelId: w.hotel,
      activityId: (
        await must('POST', `/api/hotel/${w.hotel}/activity/`, w.owner, {
          activity: w.activity.activity,
          zone: w.activity.zone,
        })
      ).id,
    })),
    ...roomRows('room'),
    ...roomRows('apartment'),
    hotelRow('GET', '/api/hotel/:hotelId/photo/'),
    hotelRow('POST', '/api/hotel/:hotelId/photo', { body: photoForm }),
    hotelRow('GET', '/api/hotel/:hotelId/photo/rooms'),
    objectRow('GET', '/api/hotel/:hotelId/photo/:id', () => ({ hotelId: w.hotel, id: w.photo })),
    objectRow('PATCH', '/api/hotel/:hotelId/photo/:id', () => ({ hotelId: w.hotel, id: w.photo }), {
      body: () => ({ quality_rate: 4 }),
      // The stars are the staff's (decision 005): the hotel's own user is refused.
      expect: { owner: 403 },
    }),
    objectRow('DELETE', '/api/hotel/:hotelId/photo/:id', async () => ({
      hotelId: w.hotel,
      id: await freshPhoto(),
    })),
    hotelRow('GET', '/api/hotel/:hotelId/video/'),
    hotelRow('POST', '/api/hotel/:hotelId/video/', { body: () => ({ url: 'https://youtu.be/9bZkp7q19f0' }) }),
    hotelRow('POST', '/api/hotel/:hotelId/video/upload', {
      body: () =>
        form({ category: 'exterior' }, { filename: 'a.mp4', contentType: 'video/mp4', bytes: mp4Bytes() }),
    }),
    objectRow('GET', '/api/hotel/:hotelId/video/:id', () => ({ hotelId: w.hotel, id: w.video })),
    objectRow('DELETE', '/api/hotel/:hotelId/video/:id', async () => ({
      hotelId: w.hotel,
      id: (
        await must('POST', `/api/hotel/${w.hotel}/video/`, w.owner, { url: 'https://youtu.be/9bZkp7q19f0' })
      ).id,
    })),
    // Three a day per hotel: the owner's and the two staff members' (decision 027).
    hotelRow('POST', '/api/hotel/:hotelId/photographerrequest'),
    // The wizard steps reviewed (issue 19, decision 031).
    hotelRow('GET', '/api/hotel/:hotelId/steps'),
    hotelRow('PUT', '/api/hotel/:hotelId/steps/:step', {
      params: () => ({ hotelId: w.hotel, step: 'services' }),
    }),
    hotelRow('GET', '/api/hotel/:hotelId/director-opinion/'),
    hotelRow('POST', '/api/hotel/:hotelId/director-opinion/', {
      body: async () => ({ area: await freeArea(), text: 'Muy luminoso.' }),
    }),
    objectRow('GET', '/api/hotel/:hotelId/director-opinion/:id', () => ({ hotelId: w.hotel, id: w.opinion })),
    objectRow(
      'PATCH',
      '/api/hotel/:hotelId/director-opinion/:id',
      () => ({ hotelId: w.hotel, id: w.opinion }),
      {
        body: () => ({ text: 'Un hotel con encanto.' }),
      },
    ),
    objectRow('DELETE', '/api/hotel/:hotelId/director-opinion/:id', async () => ({
      hotelId: w.hotel,
      id: (
        await must('POST', `/api/hotel/${w.hotel}/director-opinion/`, w.owner, {
          area: await freeArea(),
          text: 'Para borrar.',
        })
      ).id,
    })),
    // Reservations (issue 32): the hotel's list, a reservation's detail, its confirmation number.
    hotelRow('GET', '/api/hotel/:hotelId/reservations'),
    objectRow('GET', '/api/hotel/:hotelId/reservations/:reservationId', async () => ({
      hotelId: w.hotel,
      reservationId: (await ownerReservation()).id,
    })),
    objectRow(
      'POST',
      '/api/hotel/:hotelId/reservations/:reservationId/confirm',
      async () => ({ hotelId: w.hotel, reservationId: (await ownerReservation()).id }),
      { ok: 200, body: () => ({ confirmationNumber: 'HTL-1' }) },
    ),
    // The owner reaches the rule (409: the July arrival has not started); everyone else stops at the door.
    objectRow(
      'POST',
      '/api/hotel/:hotelId/reservations/:reservationId/no-show',
      async () => ({ hotelId: w.hotel, reservationId: (await ownerReservation()).id }),
      { ok: 409 },
    ),
    hotelRow('GET', '/api/hotel/:hotelId/contract/'),
    // On a complete hotel of its own: the rows above add unfinished rooms to the main one.
    hotelRow('POST', '/api/hotel/:hotelId/contract/send', {
      ok: 200,
      params: () => ({ hotelId: w.sendHotel }),
    }),
    {
      method: 'POST',
      url: '/api/hotel/:hotelId/contract/save-approbe',
      kind: 'staff',
      ok: 200,
      params: ({ caller }) => ({
        hotelId: caller === 'staffOutside' ? w.outsideApprovalHotel : w.approvalHotel,
      }),
      body: () => ({ opinions: [{ area: 'hotel', text: 'Aprobado por el grupo.' }] }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------

function fill(template: string, params: Params): string {
  return template.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${whole} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

const okStatus = (row: Row) => row.ok ?? (row.method === 'POST' ? 201 : row.method === 'DELETE' ? 204 : 200);
const expectedOf = (row: Row, caller: Caller): number => {
  const status = row.expect?.[caller] ?? EXPECTED[row.kind][caller];
  return status === 'ok' ? okStatus(row) : status;
};
const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * How a row of each link column belongs to the owner: their user id, their hotels, and the
 * objects under those (rooms, media, rate contracts and rates, contacts, billing configurations).
 */
function ownerLinks(owner: number): Record<string, string> {
  const hotels = `select hotel_id from user_hotels where user_id = ${owner}`;
  const contracts = `select id from rate_contracts where hotel_id in (${hotels})`;
  return {
    user_id: `= ${owner}`,
    hotel_id: `in (${hotels})`,
    room_id: `in (select id from rooms where hotel_id in (${hotels}))`,
    media_id: `in (select id from media where hotel_id in (${hotels}))`,
    contract_id: `in (${contracts})`,
    rate_id: `in (select id from rates where contract_id in (${contracts}))`,
    contact_id: `in (select id from contacts where user_id = ${owner})`,
    configuration_id: `in (select id from billing_configurations where user_id = ${owner})`,
  };
}

/** Columns that move on every authenticated call of their user (the idle expiry), not data. */
const VOLATILE = new Set(['sessions.last_seen_at', 'sessions.expires_at']);
/**
 * The group's audit: the activity log's events and the staff reads counted before the handler
 * runs (decisions 027 and 061), not the owner's data.
 */
const AUDIT_TABLES = new Set(['hotel_activity', 'staff_reads']);

/**
 * One statement answering every row of the database that belongs to the owner, table by table,
 * found from the catalogue's columns, so a table added later is covered without a change here.
 */
async function ownerSnapshotStatement(owner: number): Promise<string> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    t.app,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const links = ownerLinks(owner);
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  const parts: string[] = [];
  for (const [table, names] of tables) {
    const conditions = names.filter((name) => links[name]).map((name) => `"${name}" ${links[name]}`);
    if (table === 'users') conditions.push(`id = ${owner}`);
    if (table === 'hotels') conditions.push(`id ${links.hotel_id}`);
    if (conditions.length === 0 || AUDIT_TABLES.has(table)) continue;
    const kept = names.filter((name) => !VOLATILE.has(`${table}.${name}`)).map((name) => `"${name}"`);
    parts.push(
      `select '${table}' as name, (select coalesce(json_agg(r order by r::text), '[]'::json)::text from (select ${kept.join(', ')} from "${table}" where ${conditions.join(' or ')}) r) as data`,
    );
  }
  return parts.join(' union all ');
}

/** Every row of the owner's, in a stable order. */
async function ownerRows(): Promise<string> {
  const tables = await rows<{ name: string; data: string }>(t.app, sql.raw(w.snapshot));
  return tables.map((table) => `${table.name}: ${table.data}`).join('\n');
}

const queryOf = (row: Row) => (typeof row.query === 'function' ? row.query() : (row.query ?? ''));

/**
 * Whether the answer to this caller may carry this marker of the owner's. Only the owner's own,
 * with one exception: the back office is where staff find the people behind claims, hotels and
 * links (decision 027), and they find them by their account e-mail (the people search, a
 * claimant, a hotel's users, a link e-mailed). The owner's contacts, payment methods and billing
 * data are no part of it: those stay the owner's alone there too.
 */
function mayShowMarker(row: Row, caller: Caller | 'stranger (probe)', marker: string): boolean {
  if (caller === 'owner') return true;
  return row.kind === 'back-office' && STAFF.includes(caller as Caller) && marker === w.owner.email;
}

/** The staff member's reads counted so far (decision 061: reads are counted, not logged one by one). */
async function staffAccessLines(session: Session): Promise<number> {
  const [found] = await rows<{ n: number }>(
    t.app,
    sql`select coalesce(sum(reads), 0)::int as n from staff_reads where user_id = ${session.userId}`,
  );
  return found?.n ?? 0;
}

/** Routes behind requireHotel: a staff read that passes it is counted before the handler runs. */
const HOTEL_KINDS: readonly Kind[] = ['hotel', 'hotel-object', 'staff'];

function sessionOf(caller: Caller): Session | undefined {
  return caller === 'anonymous' ? undefined : w[caller];
}

async function callRow(row: Row, caller: Caller, session: Session | undefined) {
  const context = { caller, session };
  const params = (await row.params?.(context)) ?? {};
  const body = await row.body?.(context);
  return { url: fill(row.url, params) + queryOf(row), body };
}

beforeAll(async () => {
  webDir = join(tmpdir(), `hx-matrix-web-${tag}`);
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Extranet</title>');
  writeFileSync(join(webDir, 'assets', 'app-matrix.js'), 'export {};');
  t = await createTestApp({ WEB_DIST_DIR: webDir });

  const owner = await signUp(t.app);
  const stranger = await signUp(t.app);
  // Filled step by step below; every row runs after beforeAll.
  w = { owner, stranger } as Partial<World> as World;
  const hotelOf = async (session: Session) =>
    (await must('POST', '/api/hotel/', session, await catalogueChoice(t.app))).id;
  w.hotel = await hotelOf(owner);
  w.approvalHotel = await hotelOf(owner);
  w.outsideApprovalHotel = await hotelOf(owner);
  w.sendHotel = await hotelOf(owner);
  w.strangerHotel = await hotelOf(stranger);
  // Staff verify the claims of the hotels whose contracts are sent (decision 027).
  for (const hotel of [w.approvalHotel, w.outsideApprovalHotel, w.sendHotel])
    await verifyHotel(t.app, hotel, owner.userId);
  w.staffOutside = await staffMember();
  w.staffAttached = await staffMember(attachedHotels());
  w.revokedStaff = await revokedStaffMember();

  // A complete wizard on the three hotels; the approval hotel's contract is sent.
  w.room = await completeWizard(t.app, owner, w.hotel);
  await completeWizard(t.app, owner, w.approvalHotel);
  await completeWizard(t.app, owner, w.outsideApprovalHotel);
  await completeWizard(t.app, owner, w.sendHotel);
  await must('POST', `/api/hotel/${w.approvalHotel}/contract/send`, owner);
  await must('POST', `/api/hotel/${w.outsideApprovalHotel}/contract/send`, owner);
  w.apartment = (await must('POST', `/api/hotel/${w.hotel}/apartment/`, owner, { name: 'Apartamento' })).id;
  const info = await must<{ activities: { id: number }[]; zones: { id: number }[] }>(
    'GET',
    '/api/hotel/activity/info',
    owner,
  );
  const activity = { activity: info.activities[0]?.id ?? 0, zone: info.zones[0]?.id ?? 0 };
  w.activity = {
    ...activity,
    id: (await must('POST', `/api/hotel/${w.hotel}/activity/`, owner, activity)).id,
  };

  w.contact = (await must('POST', '/api/hotel/contact/', owner, contactBody([w.hotel]))).id;
  await must('PUT', `/api/facturation/data/${owner.userId}/`, owner, billingData);
  w.method = (await must('POST', '/api/facturation/payment-method/', owner, paymentMethod)).id;
  w.configuration = await freshConfiguration();

  w.photo = await freshPhoto();
  const photo = await must<{ url: string }>('GET', `/api/hotel/${w.hotel}/photo/${w.photo}`, owner);
  const [, , hotelId, file] = new URL(photo.url, 'http://x').pathname.split('/').slice(1);
  w.photoFile = { hotelId: hotelId ?? '', file: file ?? '' };
  await must('PATCH', `/api/hotel/${w.hotel}/room/${w.room}/photo/${w.photo}`, owner, { order: 1 });
  w.video = (
    await must('POST', `/api/hotel/${w.hotel}/video/`, owner, { url: 'https://youtu.be/dQw4w9WgXcQ' })
  ).id;
  w.opinion = (
    await must('POST', `/api/hotel/${w.hotel}/director-opinion/`, owner, {
      area: 'hotel',
      text: 'Frente al mar.',
    })
  ).id;
  const base = `/api/rates/contracts/${owner.userId}/${w.hotel}/`;
  w.rateContract = (await must('POST', base, owner, { name: 'Contrato 2027' })).id;
  w.rate = await freshRate();
  await must('PUT', `/api/rates/contracts/calendar/${owner.userId}/${w.hotel}/${year}/`, owner, {
    rates: [{ id: w.rate, days: [`${year}_06_01`] }],
  });
  const avatar = form(
    { userId: String(owner.userId) },
    { filename: 'yo.png', contentType: 'image/png', bytes: await png() },
  );
  await must('POST', '/api/auth/user/update-avatar', owner, avatar);
  w.markers = [
    owner.email,
    contactBody([]).comercial_email,
    contactBody([]).comercial_name,
    paymentMethod.label,
    billingData.legal_name,
  ];
  w.snapshot = await ownerSnapshotStatement(owner.userId);
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe(`tenant matrix: ${ROWS.length} routes × ${CALLERS.length} callers`, () => {
  it("snapshots the owner's rows of every table that holds them", async () => {
    const snapshot = await ownerRows();
    const empty = (table: string) =>
      snapshot.includes(`\n${table}: []`) || snapshot.startsWith(`${table}: []`);
    for (const table of [
      'users',
      'hotels',
      'user_hotels',
      'rooms',
      'hotel_activities',
      'media',
      'room_media',
      'director_opinions',
      'contract_events',
      'hotel_claims',
      'contacts',
      'contact_hotels',
      'billing_data',
      'payment_methods',
      'billing_configurations',
      'billing_configuration_hotels',
      'rate_contracts',
      'rates',
      'rate_days',
    ]) {
      expect(snapshot, table).toMatch(new RegExp(`(^|\\n)${table}: `));
      expect(empty(table), `${table} has no row of the owner's`).toBe(false);
    }
  });

  it('classifies every registered route exactly once, and names no route that does not exist', () => {
    const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
    const registered = new Set(t.app.registeredRoutes.map(key));
    const classified = ROWS.map(key);
    expect(classified.length, 'a route is classified twice').toBe(new Set(classified).size);
    expect(
      [...registered].filter((route) => !classified.includes(route)),
      'registered routes missing from the matrix',
    ).toEqual([]);
    expect(
      classified.filter((route) => !registered.has(route)),
      'matrix rows without a registered route',
    ).toEqual([]);
  });

  for (const row of ROWS) {
    const summary = CALLERS.map((caller) => `${caller} ${expectedOf(row, caller)}`).join(' · ');
    it(`${row.method} ${row.url} [${row.kind}]: ${summary}`, async () => {
      const sessions = new Map<Caller, Session | undefined>();
      for (const caller of CALLERS) {
        sessions.set(caller, row.freshSession ? await freshSession(caller) : sessionOf(caller));
      }
      // Callers that must not touch the owner's data go first, between two snapshots.
      const first = CALLERS.filter(
        (caller) => !(caller === 'owner' || STAFF.includes(caller)) || !isSuccess(expectedOf(row, caller)),
      );
      const later = CALLERS.filter((caller) => !first.includes(caller));
      const prepared = new Map<Caller, { url: string; body: unknown }>();
      for (const caller of first) prepared.set(caller, await callRow(row, caller, sessions.get(caller)));
      const probes: { url: string; body: unknown; status: number }[] = [];
      for (const probe of (await row.probes?.()) ?? []) {
        probes.push({
          url: fill(row.url, probe.params) + queryOf(row),
          body: probe.body ?? (await row.body?.({ caller: 'stranger', session: w.stranger })),
          status: probe.status ?? 404,
        });
      }
      const before = await ownerRows();

      const outcomes: string[] = [];
      const check = (
        who: Caller | 'stranger (probe)',
        url: string,
        response: { statusCode: number; body: string },
        status: number,
      ) => {
        calls += 1;
        if (response.statusCode !== status)
          outcomes.push(`${who} ${url}: ${response.statusCode}, expected ${status}`);
        const leaked = w.markers.filter(
          (marker) => response.body.includes(marker) && !mayShowMarker(row, who, marker),
        );
        if (leaked.length > 0) outcomes.push(`${who} ${url}: answer shows the owner's ${leaked.join(', ')}`);
      };
      for (const caller of first) {
        const call = prepared.get(caller);
        if (!call) continue;
        const response = await request(row.method, call.url, sessions.get(caller), call.body);
        check(caller, call.url, response, expectedOf(row, caller));
      }
      for (const probe of probes) {
        const response = await request(row.method, probe.url, w.stranger, probe.body);
        check('stranger (probe)', probe.url, response, probe.status);
      }
      const after = await ownerRows();
      expect(outcomes).toEqual([]);
      expect(after, "the refused callers changed the owner's data").toBe(before);

      // The owner, and the staff on the routes open to them, each on a call of their own; a staff
      // read of a hotel route is counted (decision 061).
      for (const caller of later) {
        const session = sessions.get(caller);
        const call = await callRow(row, caller, session);
        const logged =
          STAFF.includes(caller) && session && row.method === 'GET' && HOTEL_KINDS.includes(row.kind);
        const linesBefore = logged ? await staffAccessLines(session) : 0;
        const response = await request(row.method, call.url, session, call.body);
        check(caller, call.url, response, expectedOf(row, caller));
        if (logged && (await staffAccessLines(session)) !== linesBefore + 1)
          outcomes.push(`${caller} ${call.url}: not counted in the staff reads`);
      }
      expect(outcomes).toEqual([]);
      plannedCalls += CALLERS.length + probes.length;
    });
  }

  it('made every planned call', () => {
    console.info(
      `tenant matrix: ${ROWS.length} routes, ${calls} calls (${CALLERS.length} callers each, plus probes)`,
    );
    expect(calls).toBe(plannedCalls);
    expect(calls).toBeGreaterThanOrEqual(ROWS.length * CALLERS.length);
  });
});

/**
 * The distribution routes with API keys (decision 029): a key for the owner's hotel gets its
 * answers; a key for the stranger's hotel gets 404 on the owner's hotel, an OTA refusal for a
 * message naming it, and lists without it; a key without the route's scope gets 403. The refused
 * calls leave the owner's rows as they were, and no answer to a foreign key names the hotel.
 */
describe('tenant matrix: the distribution routes with API keys', () => {
  const MACHINE_ROWS = ROWS.filter((row): row is MachineRow => row.kind === 'machine');

  beforeAll(async () => {
    const id = await freshSentHotel();
    await must('POST', `/api/staff/contracts/${id}/approve`, w.staffOutside);
    const [found] = await rows<{ code: string; room: number }>(
      t.app,
      sql`select h.code, r.id as room from hotels h join rooms r on r.hotel_id = h.id where h.id = ${id} order by r.id limit 1`,
    );
    if (!found) throw new Error(`hotel ${id} has no room`);
    machineHotel = { id, code: found.code, room: found.room };
  });

  for (const row of MACHINE_ROWS) {
    it(`${row.method} ${row.url}: own key ok · foreign key refused · key without its scope 403`, async () => {
      const hotel = machineHotel;
      if (!hotel) throw new Error('no approved hotel');
      const all = [
        'content:read',
        'ari:read',
        'ari:write',
        'reservations:read',
        'reservations:write',
      ] as const;
      const own = await createApiKey(t.app, { scopes: [...all], hotels: [hotel.id] });
      const foreign = await createApiKey(t.app, { scopes: [...all], hotels: [w.strangerHotel] });
      const unscoped = await createApiKey(t.app, { scopes: row.withoutScope, allHotels: true });
      const prepared = (await row.setup?.(own, hotel)) ?? {};
      const url = fill(row.url, { hotelId: hotel.id, ...prepared.params }) + queryOf(row);
      // OTA routes answer an OTA document, 200 with <Errors> for a hotel the key does not reach.
      const ota = row.url.startsWith('/api/distribution/ota');
      const message =
        row.url === '/api/distribution/ota' ? availMessage(hotel.code, hotel.room) : prepared.body;
      const call = (key: { headers: Record<string, string> }) =>
        request(row.method, url, { userId: 0, email: '', headers: key.headers }, message);
      const outcomes: string[] = [];

      const before = await ownerRows();
      const foreignAnswer = await call(foreign);
      const names = row.url.includes(':hotelId');
      if (names && foreignAnswer.statusCode !== 404)
        outcomes.push(`foreign key: ${foreignAnswer.statusCode}, expected 404`);
      if (!names && foreignAnswer.statusCode !== okStatus(row))
        outcomes.push(`foreign key: ${foreignAnswer.statusCode}, expected ${okStatus(row)}`);
      if (ota && !foreignAnswer.body.includes('<Errors>'))
        outcomes.push('foreign key: the OTA message naming the owner hotel was not refused');
      if (foreignAnswer.body.includes(hotel.code))
        outcomes.push("foreign key: the answer names the owner's hotel");
      const unscopedAnswer = await call(unscoped);
      if (unscopedAnswer.statusCode !== 403)
        outcomes.push(`key without scope: ${unscopedAnswer.statusCode}, expected 403`);
      expect(outcomes).toEqual([]);
      expect(await ownerRows(), "the refused keys changed the owner's data").toBe(before);

      const ownAnswer = await call(own);
      expect(ownAnswer.statusCode, ownAnswer.body).toBe(okStatus(row));
      if (ota) expect(ownAnswer.body).toContain('<Success/>');
      // The lists name the owner's approved hotel: by code in the hotel list, by id in the feed.
      if (!names && row.method === 'GET')
        expect(ownAnswer.body).toContain(row.url.endsWith('hotels/') ? hotel.code : `"hotelId":${hotel.id}`);
    });
  }
});
