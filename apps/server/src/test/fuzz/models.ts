/**
 * The fuzz model of every write route: how to reach it as a signed-in owner with real objects
 * (path ids, a body its schema and service accept), so that the fuzzer's mutations hit validation
 * AND the service rules behind it. A write route without a model fails the suite.
 */
import { randomBytes } from 'node:crypto';
import { termDefaults } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  catalogueChoice,
  createApiKey,
  createHotel,
  json,
  registration,
  rows,
  signUp,
  VALID_PASSWORD,
  verifyHotel,
} from '../app.ts';
import { basicAndLocationBody, billingDataBody, rateBody } from '../fixtures.ts';
import { completeWizard, image, makeStaff, multipart } from '../media.test-helpers.ts';

export type User = Awaited<ReturnType<typeof signUp>>;

/** What a request to the route needs: who sends it, the real params (path and query) and a valid body. */
export interface FuzzContext {
  headers: Record<string, string>;
  params: Record<string, number | string>;
  body?: unknown;
}

export interface FuzzModel {
  prepare(world: World): Promise<FuzzContext>;
  /** Fixtures the route removes when it succeeds: forgotten after a 2xx, made again on the next run. */
  consumes?: (world: World) => string[];
}

/**
 * Multipart uploads are fuzzed by the hostile-upload suite (decoded images, magic bytes, sizes,
 * multipart limits), which needs file-level arbitraries rather than JSON bodies.
 */
export const EXCLUDED_ROUTES: Record<string, string> = {
  'POST /api/auth/user/update-avatar': 'multipart upload: covered by the hostile-upload suite',
  'POST /api/hotel/:hotelId/photo': 'multipart upload: covered by the hostile-upload suite',
  'POST /api/hotel/:hotelId/video/upload': 'multipart upload: covered by the hostile-upload suite',
  'POST /api/distribution/ota':
    'XML body (OTA_HotelRateAmountNotifRQ, OTA_HotelAvailNotifRQ) with an API key: fuzzed by its own XML-level suite, modules/distribution/ota-in/ota-in.fuzz.api.test.ts',
  'POST /api/distribution/ota/reservations':
    'XML body (OTA_HotelResNotifRQ, OTA_CancelRQ) with an API key: fuzzed by its own XML-level suite, modules/reservations/ota-res.fuzz.api.test.ts',
};

const thisYear = new Date().getFullYear();

/**
 * The objects of one user, made on first use through the API and kept until a route deletes them.
 * The owner's world and a stranger's world are built alike; the stranger's ids test the tenant rule.
 */
export class World {
  private readonly cache = new Map<string, Promise<unknown>>();
  /** Set whenever a fixture may have written to the database, so that the fuzzer fingerprints it again. */
  dirty = true;

  constructor(
    readonly app: FastifyInstance,
    readonly user: User,
  ) {}

  static async create(app: FastifyInstance): Promise<World> {
    return new World(app, await signUp(app));
  }

  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let found = this.cache.get(key) as Promise<T> | undefined;
    if (!found) {
      this.dirty = true;
      found = make();
      this.cache.set(key, found);
      found.catch(() => this.cache.delete(key));
    }
    return found;
  }

  forget(key: string) {
    for (const cached of [...this.cache.keys()]) {
      if (cached === key || cached.startsWith(`${key}:`)) this.cache.delete(cached);
    }
  }

  /** A fixture request: must succeed, or the model is wrong. */
  async call<T = { id: number }>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = this.user.headers,
  ): Promise<T> {
    this.dirty = true;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`fixture ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return json<T>(response);
  }

  /** A user of its own, for routes that change the account itself (password, email, second factor). */
  account(name: string): Promise<User> {
    return this.once(`account:${name}`, () => signUp(this.app));
  }

  hotel(name = 'main'): Promise<number> {
    return this.once(`hotel:${name}`, async () => {
      return (await this.call('POST', '/api/hotel/', await catalogueChoice(this.app))).id;
    });
  }

  room(kind: 'room' | 'apartment', name = 'main'): Promise<number> {
    return this.once(`room:${kind}:${name}`, async () => {
      const hotel = await this.hotel();
      return (await this.call('POST', `/api/hotel/${hotel}/${kind}/`, { name: `${kind} ${name}` })).id;
    });
  }

  activityInfo() {
    return this.once('activity-info', async () => {
      const info = await this.call<{ activities: { id: number }[]; zones: { id: number }[] }>(
        'GET',
        '/api/hotel/activity/info',
      );
      return { activity: info.activities[0]?.id ?? 1, zone: info.zones[0]?.id ?? 1 };
    });
  }

  /** The activity of the hotel (found again when a fuzzed id deleted something else and it survived). */
  activity(): Promise<number> {
    return this.once('activity', async () => {
      const hotel = await this.hotel();
      const pair = await this.activityInfo();
      const listed = await this.call<{ id: number; activity: number; zone: number }[]>(
        'GET',
        `/api/hotel/${hotel}/activity/`,
      );
      const found = listed.find((item) => item.activity === pair.activity && item.zone === pair.zone);
      return found?.id ?? (await this.call('POST', `/api/hotel/${hotel}/activity/`, pair)).id;
    });
  }

  contact(): Promise<number> {
    return this.once(
      'contact',
      async () => (await this.call('POST', '/api/hotel/contact/', await this.contactBody())).id,
    );
  }

  async contactBody() {
    return {
      hotels: [await this.hotel()],
      comercial_name: 'Ana López',
      comercial_phone: '+34 910000001',
      comercial_email: 'ventas@example.com',
      operative_phone: '+34 910000002',
      operative_email: 'recepcion@example.com',
      administrative_phone: '+34 910000003',
      administrative_email: 'admin@example.com',
    };
  }

  rateContract(): Promise<number> {
    return this.once('rate-contract', async () => {
      const hotel = await this.hotel('rates');
      return (
        await this.call('POST', `/api/rates/contracts/${this.user.userId}/${hotel}/`, { name: 'Contrato' })
      ).id;
    });
  }

  rate(): Promise<number> {
    return this.once('rate', async () => {
      const hotel = await this.hotel('rates');
      const contract = await this.rateContract();
      return (
        await this.call('POST', `/api/rates/contracts/${this.user.userId}/${hotel}/${contract}/rates/`, RATE)
      ).id;
    });
  }

  paymentMethod(name = 'main'): Promise<number> {
    return this.once(
      `payment-method:${name}`,
      async () => (await this.call('POST', '/api/facturation/payment-method/', TRANSFER)).id,
    );
  }

  /** A configuration body for a hotel of its own (a hotel belongs to one configuration at most). */
  async configurationBody(hotel: string) {
    return {
      hotels: [await this.hotel(hotel)],
      method_to_hotel: await this.paymentMethod('pay'),
      method_to_logi: await this.paymentMethod('collect'),
    };
  }

  configuration(name = 'main'): Promise<number> {
    return this.once(
      `configuration:${name}`,
      async () =>
        (
          await this.call(
            'POST',
            '/api/facturation/configuration/',
            // The doomed one gets a new hotel each time: a fuzzed id ('01', ' 5') may have deleted
            // another configuration instead, and its hotel would still be taken.
            await this.configurationBody(
              name === 'main' ? 'billing-main' : `billing-${name}-${randomBytes(3).toString('hex')}`,
            ),
          )
        ).id,
    );
  }

  photo(): Promise<number> {
    return this.once('photo', async () => {
      const hotel = await this.hotel();
      const body = multipart({ category: 'pool' }, [
        { filename: 'pool.jpg', contentType: 'image/jpeg', bytes: await photoBytes() },
      ]);
      const created = await this.call<{ id: number }[]>('POST', `/api/hotel/${hotel}/photo`, body.payload, {
        ...this.user.headers,
        'content-type': body.contentType,
      });
      return created[0]?.id ?? 0;
    });
  }

  /** The photo shown for the room type or apartment (placed once, so that removing it is reachable). */
  roomPhoto(kind: 'room' | 'apartment') {
    return this.once(`room-photo:${kind}`, async () => {
      const hotel = await this.hotel();
      const room = await this.room(kind);
      const photo = await this.photo();
      await this.call('PATCH', `/api/hotel/${hotel}/${kind}/${room}/photo/${photo}`, { order: 1 });
      return { hotel, room, photo };
    });
  }

  video(): Promise<number> {
    return this.once('video', async () => {
      const hotel = await this.hotel();
      return (await this.call('POST', `/api/hotel/${hotel}/video/`, { url: VIDEO_URL })).id;
    });
  }

  /** The opinion of an area (one per area: found again when it survived a forget). */
  opinion(area: string): Promise<number> {
    return this.once(`opinion:${area}`, async () => {
      const hotel = await this.hotel();
      const listed = await this.call<{ id: number; area: string }[]>(
        'GET',
        `/api/hotel/${hotel}/director-opinion/`,
      );
      const found = listed.find((item) => item.area === area);
      return (
        found?.id ??
        (await this.call('POST', `/api/hotel/${hotel}/director-opinion/`, { area, text: 'Excelente.' })).id
      );
    });
  }

  /** A hotel whose wizard is complete, so that sending its contract passes the step check. */
  contractHotel(): Promise<number> {
    return this.once('contract-hotel', async () => {
      const hotel = await this.hotel('contract');
      await completeWizard(this.app, this.user, hotel);
      // Staff verify the claim, or the contract could not be sent (decision 027).
      await verifyHotel(this.app, hotel, this.user.userId);
      return hotel;
    });
  }

  /** A staff user (approbe_contract_perm, second factor on) attached to the contract hotel. */
  staff(): Promise<User> {
    return this.once('staff', async () => {
      const staff = await signUp(this.app);
      await makeStaff(this.app, staff, await this.contractHotel());
      return staff;
    });
  }

  /** A staff user attached to the main hotel (photo ratings are the staff's). */
  hotelStaff(): Promise<User> {
    return this.once('hotel-staff', async () => {
      const staff = await signUp(this.app);
      await makeStaff(this.app, staff, await this.hotel());
      return staff;
    });
  }

  /** A staff user (approbe_contract_perm, second factor on) attached to no hotel: the back office's caller. */
  backOfficeStaff(): Promise<User> {
    return this.once('back-office-staff', async () => {
      const staff = await signUp(this.app);
      await makeStaff(this.app, staff);
      return staff;
    });
  }

  /**
   * A claim waiting for staff: a new user's claim of a fresh catalogue hotel (verifying one
   * verifies its hotel, so each is the only claim of its own). Shared by both worlds: the back
   * office has no tenant, so the stranger's claim id is the owner's and the foreign-id property
   * does not apply; `forgetPendingClaim` after a decision.
   */
  pendingClaim(): Promise<number> {
    let claim = pendingClaims.get(this.app);
    if (!claim) {
      this.dirty = true;
      claim = (async () => {
        const claimant = await signUp(this.app);
        const hotelId = await createHotel(this.app, claimant.headers);
        const [row] = await rows<{ id: number }>(
          this.app,
          sql`select id from hotel_claims where hotel_id = ${hotelId} and user_id = ${claimant.userId}`,
        );
        if (!row) throw new Error('the new hotel has no claim');
        return row.id;
      })();
      pendingClaims.set(this.app, claim);
      claim.catch(() => pendingClaims.delete(this.app));
    }
    return claim;
  }

  forgetPendingClaim(): void {
    pendingClaims.delete(this.app);
  }

  /** A fresh session of a user of its own (logout ends the session it is sent with). */
  async freshSession(): Promise<Record<string, string>> {
    const user = await this.account('logout');
    const login = await this.call<{ auth_id: string }>('POST', '/api/auth/login/', {
      email: user.email,
      password: VALID_PASSWORD,
    });
    return { authorization: `Token ${login.auth_id}` };
  }
}

/** The claim both worlds decide next, per app (World.pendingClaim). */
const pendingClaims = new WeakMap<FastifyInstance, Promise<number>>();

/**
 * The fixtures of the back office's people and review routes, per app and shared by both worlds
 * (as pendingClaim): the back office has no tenant, so the stranger's ids are the owner's and the
 * foreign-id property does not apply.
 */
const backOfficeFixtures = new WeakMap<FastifyInstance, Map<string, Promise<unknown>>>();

function backOfficeFixture<T>(world: World, key: string, make: () => Promise<T>): Promise<T> {
  let fixtures = backOfficeFixtures.get(world.app);
  if (!fixtures) {
    fixtures = new Map();
    backOfficeFixtures.set(world.app, fixtures);
  }
  let found = fixtures.get(key) as Promise<T> | undefined;
  if (!found) {
    world.dirty = true;
    found = make();
    fixtures.set(key, found);
    const made = fixtures;
    found.catch(() => made.delete(key));
  }
  return found;
}

/**
 * Reservations (issue 32): a hotel of the world's with a room type, a free-sale rate selling it BB
 * next July at 100 a night, and an API key that writes its reservations.
 */
function reservationSetup(world: World) {
  return world.once('reservations', async () => {
    const hotel = await world.hotel('reservations');
    const room = (await world.call('POST', `/api/hotel/${hotel}/room/`, { name: 'Doble' })).id;
    const base = `/api/rates/contracts/${world.user.userId}/${hotel}/`;
    const contract = (await world.call('POST', base, { name: 'Reservas' })).id;
    const rate = (
      await world.call('POST', `${base}${contract}/rates/`, {
        ...RATE,
        quotaType: 'free_sale',
        releaseDays: null,
        roomTypes: [room],
        boards: ['BB'],
        period: { start: `${thisYear + 1}_07_01`, end: `${thisYear + 1}_07_31` },
        basePrices: [{ room, board: 'BB', price: { amounts: ['100'] } }],
      })
    ).id;
    const key = await createApiKey(world.app, { scopes: ['reservations:write'], hotels: [hotel] });
    return { hotel, room, rate, headers: key.headers };
  });
}

/** A quote of the reservations' rate (issue 33): two nights next July, two adults and a child. */
function quoteBody(setup: { room: number; rate: number }) {
  return {
    rateId: setup.rate,
    board: 'BB',
    arrival: `${thisYear + 1}-07-10`,
    departure: `${thisYear + 1}-07-12`,
    rooms: [{ roomTypeId: setup.room, ages: [40, 38, 7] }],
    bookedAt: `${thisYear + 1}-05-01T10:00:00Z`,
  };
}

/** A key reading the reservations' hotel's ARI (the quote's key route). */
function quoteKey(world: World) {
  return world.once('quote-key', async () => {
    const setup = await reservationSetup(world);
    return createApiKey(world.app, { scopes: ['ari:read'], hotels: [setup.hotel] });
  });
}

function reservationBody(setup: { room: number; rate: number }, revision = 1) {
  return {
    reference: `FUZZ-${randomBytes(6).toString('hex')}`,
    revision,
    leadGuest: { name: 'Marta Ruiz', email: 'marta@example.com', phone: '+34600111222' },
    specialRequests: 'Cuna',
    stays: [
      {
        roomTypeId: setup.room,
        rateId: setup.rate,
        board: 'BB',
        arrival: `${thisYear + 1}-07-10`,
        departure: `${thisYear + 1}-07-12`,
        guests: [{ name: 'Marta', age: 40 }, { age: 6 }],
        nightlyPrices: ['100.00', '100.00'],
        total: '200.00',
      },
    ],
  };
}

/** A reservation the world's key sent, for the model `name`. */
function sentReservation(world: World, name: string) {
  return world.once(`reservation:${name}`, async () => {
    const setup = await reservationSetup(world);
    const body = reservationBody(setup);
    const made = await world.call(
      'POST',
      `/api/distribution/hotels/${setup.hotel}/reservations`,
      body,
      setup.headers,
    );
    return { ...setup, id: made.id, body };
  });
}

/** After a success that used it up (attached, detached, decided): made again on the next run. */
function forgetBackOfficeFixture(world: World, key: string): string[] {
  backOfficeFixtures.get(world.app)?.delete(key);
  return [];
}

/**
 * A contract waiting in the review queue, for the model `key`: a hotel of a user of its own with
 * a complete wizard, verified, made once; sent again (an approved or returned contract goes back
 * to the queue) each time a decision used it up.
 */
async function sentContract(world: World, key: string): Promise<number> {
  const { owner, hotelId } = await backOfficeFixture(world, `${key}:hotel`, async () => {
    const owner = await signUp(world.app);
    const hotelId = await createHotel(world.app, owner.headers);
    await completeWizard(world.app, owner, hotelId);
    await verifyHotel(world.app, hotelId, owner.userId);
    return { owner, hotelId };
  });
  return backOfficeFixture(world, `${key}:sent`, async () => {
    await world.call('POST', `/api/hotel/${hotelId}/contract/send`, undefined, owner.headers);
    return hotelId;
  });
}

/**
 * A webhook body that succeeds: an https:// address (never reached: no dispatcher runs in the
 * tests) and the rarest event, so that the endpoints the fuzzer creates add few deliveries to the
 * other routes' writes.
 */
const WEBHOOK = { url: 'https://hooks.example.com/hotel-extranet', events: ['contract.approved'] };

/**
 * An endpoint of the back office, for the model `key`, made through the API with the ping its
 * creation queues (shared by both worlds, as backOfficeFixture: webhooks have no tenant).
 */
function webhookEndpoint(world: World, key: string) {
  return backOfficeFixture(world, key, async () => {
    const staff = (await world.backOfficeStaff()).headers;
    const created = await world.call<{ endpoint: { id: number } }>(
      'POST',
      '/api/staff/webhooks/',
      WEBHOOK,
      staff,
    );
    const page = await world.call<{ deliveries: { id: number }[] }>(
      'GET',
      `/api/staff/webhooks/${created.endpoint.id}/deliveries`,
      undefined,
      staff,
    );
    const ping = page.deliveries[0];
    if (!ping) throw new Error('the new endpoint has no ping queued');
    return { endpointId: created.endpoint.id, deliveryId: ping.id };
  });
}

let photo: Promise<Buffer> | undefined;
function photoBytes(): Promise<Buffer> {
  photo ??= image('jpeg', 1200, 800);
  return photo;
}

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const RATE = rateBody();

const TRANSFER = {
  kind: 'transfer',
  label: 'Cuenta principal',
  holder: 'Hoteles Miramar S.L.',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEUTDEFF',
};

const BILLING_DATA = billingDataBody;

const ROOM = {
  name: 'Doble estándar',
  names: { en: 'Standard double' },
  default_adults: 2,
  total_occupancy: 3,
  hotelroom_rooms: [{ order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }] }],
  lounges: [{ order: 0, hoteltypebeds: [{ rbed: 15, quantity: 1 }] }],
  views: [1],
  view_names: { es: 'Vistas al mar' },
};

const APARTMENT = {
  name: 'Ático con terraza',
  hotelroom_rooms: [{ order: 0, name: 'Dormitorio', hoteltypebeds: [{ rbed: 13, quantity: 1 }] }],
  total_occupancy: 3,
  baths: [{ name: 'Baño principal', services: [1] }],
};

const HOTEL_UPDATE = {
  ...basicAndLocationBody,
  latitude: 40.4168,
  longitude: -3.7038,
  services: [{ service: 1, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '10:00' } }],
};

const owner = (world: World) => world.user.headers;

function roomModels(kind: 'room' | 'apartment'): Record<string, FuzzModel> {
  const body = kind === 'room' ? ROOM : APARTMENT;
  return {
    [`POST /api/hotel/:hotelId/${kind}/`]: {
      prepare: async (world) => ({ headers: owner(world), params: { hotelId: await world.hotel() }, body }),
    },
    [`PATCH /api/hotel/:hotelId/${kind}/:roomId`]: {
      prepare: async (world) => ({
        headers: owner(world),
        params: { hotelId: await world.hotel(), roomId: await world.room(kind) },
        body,
      }),
    },
    [`DELETE /api/hotel/:hotelId/${kind}/:roomId`]: {
      prepare: async (world) => ({
        headers: owner(world),
        params: { hotelId: await world.hotel(), roomId: await world.room(kind, 'doomed') },
      }),
      consumes: () => [`room:${kind}:doomed`],
    },
    [`PATCH /api/hotel/:hotelId/${kind}/:roomId/photo/:photoId`]: {
      prepare: async (world) => ({
        headers: owner(world),
        params: {
          hotelId: await world.hotel(),
          roomId: await world.room(kind),
          photoId: await world.photo(),
        },
        body: { order: 1 },
      }),
    },
    [`DELETE /api/hotel/:hotelId/${kind}/:roomId/photo/:photoId`]: {
      prepare: async (world) => {
        const { hotel, room, photo } = await world.roomPhoto(kind);
        return { headers: owner(world), params: { hotelId: hotel, roomId: room, photoId: photo } };
      },
      consumes: () => [`room-photo:${kind}`],
    },
  };
}

export const FUZZ_MODELS: Record<string, FuzzModel> = {
  'POST /api/auth/login/': {
    prepare: async (world) => {
      const user = await world.account('login');
      return { headers: {}, params: {}, body: { email: user.email, password: VALID_PASSWORD } };
    },
  },
  'DELETE /api/auth/logout/': {
    prepare: async (world) => ({ headers: await world.freshSession(), params: {} }),
  },
  'DELETE /api/auth/sessions/others': {
    // An account of its own: the sessions it ends belong to no other model.
    prepare: async (world) => ({ headers: (await world.account('sessions-others')).headers, params: {} }),
  },
  'DELETE /api/auth/sessions/:sessionId': {
    // A second session of an account of its own, ended from its first; made again after each end.
    prepare: async (world) => {
      const user = await world.account('sessions');
      const sessionId = await world.once('session:doomed', async () => {
        await world.call('POST', '/api/auth/login/', { email: user.email, password: VALID_PASSWORD });
        const listed = await world.call<{ id: number; current: boolean }[]>(
          'GET',
          '/api/auth/sessions/',
          undefined,
          user.headers,
        );
        const other = listed.find((session) => !session.current);
        if (!other) throw new Error('no second session');
        return other.id;
      });
      return { headers: user.headers, params: { sessionId } };
    },
    consumes: () => ['session:doomed'],
  },
  'POST /api/auth/user/data/': {
    prepare: async () => ({ headers: {}, params: {}, body: registration() }),
  },
  'PATCH /api/auth/user/data/:userId/': {
    prepare: async (world) => {
      const user = await world.account('profile');
      return {
        headers: user.headers,
        params: { userId: user.userId },
        body: { name: 'Ana María García', phone: '+34 600123457' },
      };
    },
  },
  'POST /api/auth/user/totp/setup': {
    prepare: async (world) => ({ headers: (await world.account('totp')).headers, params: {} }),
  },
  'POST /api/auth/user/totp/enable': {
    prepare: async (world) => ({
      headers: (await world.account('totp')).headers,
      params: {},
      body: { code: '123456' },
    }),
  },
  'POST /api/auth/user/totp/recovery-codes': {
    // The 'totp' account's factor is usually off (409) and a fuzzed code is wrong anyway (400):
    // the mutations reach the body schema, the rule and the second-factor limit behind them.
    prepare: async (world) => ({
      headers: (await world.account('totp')).headers,
      params: {},
      body: { code: '123456' },
    }),
  },
  'POST /api/auth/user/totp/disable': {
    prepare: async (world) => ({
      headers: (await world.account('totp')).headers,
      params: {},
      body: { password: VALID_PASSWORD },
    }),
  },
  'POST /api/auth/user/change-password': {
    // The new password is the current one, so that a change that succeeds leaves the account usable.
    prepare: async (world) => ({
      headers: (await world.account('password')).headers,
      params: {},
      body: { current_password: VALID_PASSWORD, new_password: VALID_PASSWORD },
    }),
  },
  'POST /api/auth/user/change-email': {
    prepare: async (world) => ({
      headers: (await world.account('email')).headers,
      params: {},
      body: {
        email: `nuevo.${randomBytes(4).toString('hex')}@example.com`,
        current_password: VALID_PASSWORD,
      },
    }),
  },
  'POST /api/auth/user/restore-pass': {
    prepare: async (world) => ({
      headers: {},
      params: {},
      body: { email: (await world.account('restore')).email },
    }),
  },
  'POST /api/auth/user/restore-pass/confirm': {
    prepare: async () => ({
      headers: {},
      params: {},
      body: { token: randomBytes(32).toString('base64url'), password: VALID_PASSWORD },
    }),
  },
  'POST /api/auth/confirm-email/': {
    // An unknown token: the fuzzer probes the refusal path (a real link is spent on first use).
    prepare: async () => ({
      headers: {},
      params: {},
      body: { token: randomBytes(32).toString('base64url') },
    }),
  },
  'POST /api/generic/contact': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {},
      body: {
        name: 'Ana García',
        email: 'ana@example.com',
        phone: '+34 600123456',
        comment: 'Una consulta.',
      },
    }),
  },
  'POST /api/hotel/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {},
      body: await catalogueChoice(world.app),
    }),
  },
  // Onboarding in one step (issue 19): the world's user has whatever registration left pending.
  'POST /api/hotel/pending/': {
    prepare: async (world) => ({ headers: owner(world), params: {} }),
  },
  'PATCH /api/hotel/:hotelId': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel() },
      body: HOTEL_UPDATE,
    }),
  },
  'POST /api/hotel/:hotelId/activity/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel() },
      body: await world.activityInfo(),
    }),
  },
  'DELETE /api/hotel/:hotelId/activity/:activityId': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel(), activityId: await world.activity() },
    }),
    consumes: () => ['activity'],
  },
  ...roomModels('room'),
  ...roomModels('apartment'),
  'POST /api/hotel/contact/': {
    prepare: async (world) => ({ headers: owner(world), params: {}, body: await world.contactBody() }),
  },
  'PUT /api/hotel/contact/:contactId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { contactId: await world.contact() },
      body: await world.contactBody(),
    }),
  },
  'DELETE /api/hotel/contact/:contactId/': {
    prepare: async (world) => ({ headers: owner(world), params: { contactId: await world.contact() } }),
    consumes: () => ['contact'],
  },
  'POST /api/rates/contracts/:userId/:hotId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { userId: world.user.userId, hotId: await world.hotel('rates') },
      body: { name: 'Contrato 2027' },
    }),
  },
  'POST /api/rates/contracts/:userId/:hotId/:contractId/rates/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        contractId: await world.rateContract(),
      },
      body: RATE,
    }),
  },
  'DELETE /api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        contractId: await world.rateContract(),
        rateId: await world.rate(),
      },
    }),
    consumes: () => ['rate'],
  },
  'PUT /api/rates/contracts/calendar/:userId/:hotId/:year/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        year: thisYear + 1,
        contract: await world.rateContract(),
        kind: 'rate',
      },
      body: { rates: [{ id: await world.rate(), days: [`${thisYear + 1}_06_15`, `${thisYear + 1}_06_16`] }] },
    }),
  },
  'PATCH /api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        contractId: await world.rateContract(),
        rateId: await world.rate(),
      },
      body: { roomTypes: [], boards: ['BB', 'HB'] },
    }),
  },
  'PUT /api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/policies/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        contractId: await world.rateContract(),
        rateId: await world.rate(),
      },
      body: {
        policy: {
          tiers: [
            { deadline: { from: 'before_arrival', days: 7 }, penalty: { nights: 1 } },
            { deadline: { from: 'before_arrival', days: 0, hours: 48 }, penalty: { percent: 50 } },
            { deadline: { from: 'after_booking', hours: 24 }, penalty: { amount: '20.00' } },
          ],
          noShow: { percent: 100 },
        },
        overrides: [
          {
            from: `${thisYear + 1}-08-01`,
            to: `${thisYear + 1}-08-31`,
            policy: { tiers: [], noShow: { nights: 1 } },
          },
        ],
      },
    }),
  },
  // A rate's contract terms and the hotel's taxes (issue 33, decision 064).
  'PUT /api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/terms/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        contractId: await world.rateContract(),
        rateId: await world.rate(),
      },
      body: {
        terms: [
          {
            ...termDefaults(),
            code: 'EARLY',
            kind: 'early_booking',
            effect: 'discount',
            value: { percent: '10' },
            leadDays: { min: 30, max: null },
            combination: 'only_with',
            combinesWith: ['LONG'],
          },
          {
            ...termDefaults(),
            code: 'LONG',
            kind: 'long_stay',
            effect: 'discount',
            value: { amount: '5.00' },
            nights: { min: 7, max: null },
            combination: 'only_with',
            combinesWith: ['EARLY'],
          },
          {
            ...termDefaults(),
            code: 'FREE',
            kind: 'free_nights',
            effect: 'discount',
            value: null,
            combination: 'exclusive',
            freeNights: { nights: 7, free: 1, which: 'cheapest', repeats: false },
          },
        ],
      },
    }),
  },
  'PUT /api/rates/contracts/taxes/:userId/:hotId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { userId: world.user.userId, hotId: await world.hotel('rates') },
      body: {
        taxes: [
          {
            code: 'CITY',
            name: 'Tasa turística',
            kind: 'tax',
            stay: { from: `${thisYear + 1}-01-01`, to: null },
            roomTypes: [],
            rateIds: [await world.rate()],
            ages: { min: 16, max: null },
            value: { amount: '2.25' },
            per: 'person',
            period: 'night',
            included: false,
            collectedBy: 'hotel',
            maxNights: 7,
          },
        ],
      },
    }),
  },
  // The quote (issue 33, decision 064): the hotel's user, staff and a key with ari:read.
  'POST /api/rates/contracts/quote/:userId/:hotId/': {
    prepare: async (world) => {
      const setup = await reservationSetup(world);
      return {
        headers: owner(world),
        params: { userId: world.user.userId, hotId: setup.hotel },
        body: quoteBody(setup),
      };
    },
  },
  'POST /api/staff/hotels/:hotelId/quote': {
    prepare: async (world) => {
      const setup = await reservationSetup(world);
      return {
        headers: (await world.backOfficeStaff()).headers,
        params: { hotelId: setup.hotel },
        body: quoteBody(setup),
      };
    },
  },
  'POST /api/distribution/hotels/:hotelId/quote': {
    prepare: async (world) => {
      const setup = await reservationSetup(world);
      return {
        headers: (await quoteKey(world)).headers,
        params: { hotelId: setup.hotel },
        body: quoteBody(setup),
      };
    },
  },
  'POST /api/rates/contracts/ari/:userId/:hotId/:rateId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { userId: world.user.userId, hotId: await world.hotel('rates'), rateId: await world.rate() },
      body: {
        changes: [
          {
            start: `${thisYear + 1}_07_01`,
            end: `${thisYear + 1}_07_31`,
            weekdays: [5, 6],
            minStay: 2,
            maxStay: 7,
            closedArrival: true,
          },
        ],
      },
    }),
  },
  'POST /api/rates/contracts/ari/:userId/:hotId/:rateId/:year/csv': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {
        userId: world.user.userId,
        hotId: await world.hotel('rates'),
        rateId: await world.rate(),
        year: thisYear + 1,
      },
      body: { csv: 'room_type_id,room_type,board,date,price\n' },
    }),
  },
  'PUT /api/facturation/data/:id/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { id: world.user.userId },
      body: BILLING_DATA,
    }),
  },
  'POST /api/facturation/payment-method/': {
    prepare: async (world) => ({ headers: owner(world), params: {}, body: TRANSFER }),
  },
  'PUT /api/facturation/payment-method/:methodId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { methodId: await world.paymentMethod() },
      body: { ...TRANSFER, label: 'Cuenta secundaria' },
    }),
  },
  'DELETE /api/facturation/payment-method/:methodId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { methodId: await world.paymentMethod('doomed') },
    }),
    consumes: () => ['payment-method:doomed'],
  },
  'POST /api/facturation/configuration/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: {},
      body: await world.configurationBody('billing-new'),
    }),
  },
  'PUT /api/facturation/configuration/:configurationId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { configurationId: await world.configuration() },
      body: await world.configurationBody('billing-main'),
    }),
  },
  'DELETE /api/facturation/configuration/:configurationId/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { configurationId: await world.configuration('doomed') },
    }),
    consumes: () => ['configuration:doomed'],
  },
  'PATCH /api/hotel/:hotelId/photo/:id': {
    // The staff's call: the owner would only reach the permission check of quality_rate.
    prepare: async (world) => ({
      headers: (await world.hotelStaff()).headers,
      params: { hotelId: await world.hotel(), id: await world.photo() },
      body: { order: 1, category: 'lobby', quality_rate: 4 },
    }),
  },
  'DELETE /api/hotel/:hotelId/photo/:id': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel(), id: await world.photo() },
    }),
    consumes: () => ['photo', 'room-photo'],
  },
  'POST /api/hotel/:hotelId/video/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel() },
      body: { url_type: 'youtube', url: VIDEO_URL, category: 'promotional', order: 0 },
    }),
  },
  'DELETE /api/hotel/:hotelId/video/:id': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel(), id: await world.video() },
    }),
    consumes: () => ['video'],
  },
  'POST /api/hotel/:hotelId/photographerrequest': {
    prepare: async (world) => ({ headers: owner(world), params: { hotelId: await world.hotel() } }),
  },
  'PUT /api/hotel/:hotelId/steps/:step': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel(), step: 'videos' },
    }),
  },
  'POST /api/hotel/:hotelId/director-opinion/': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel() },
      body: { area: 'gastronomy', text: 'Cocina de mercado.' },
    }),
  },
  'PATCH /api/hotel/:hotelId/director-opinion/:id': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel(), id: await world.opinion('location') },
      body: { area: 'location', text: 'En el centro.' },
    }),
  },
  'DELETE /api/hotel/:hotelId/director-opinion/:id': {
    prepare: async (world) => ({
      headers: owner(world),
      params: { hotelId: await world.hotel(), id: await world.opinion('leisure') },
    }),
    consumes: () => ['opinion:leisure'],
  },
  'POST /api/hotel/:hotelId/contract/send': {
    prepare: async (world) => ({ headers: owner(world), params: { hotelId: await world.contractHotel() } }),
  },
  'POST /api/staff/claims/:claimId/verify': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { claimId: await world.pendingClaim() },
    }),
    consumes: (world) => {
      world.forgetPendingClaim();
      return [];
    },
  },
  'POST /api/staff/claims/:claimId/reject': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { claimId: await world.pendingClaim() },
      body: { reason: 'La documentación no acredita que gestione este hotel.' },
    }),
    consumes: (world) => {
      world.forgetPendingClaim();
      return [];
    },
  },
  'POST /api/hotel/:hotelId/contract/save-approbe': {
    // The staff's call: the owner would only reach the permission check.
    prepare: async (world) => ({
      headers: (await world.staff()).headers,
      params: { hotelId: await world.contractHotel() },
      body: { opinions: [{ area: 'hotel', text: 'Aprobado tras revisión.' }] },
    }),
  },
  'POST /api/staff/users/:userId/hotels': {
    // The same user every run (the stranger's world names them too), and a hotel of someone
    // else's that the user does not have yet, made again once attached.
    prepare: async (world) => {
      const userId = await backOfficeFixture(
        world,
        'attach-user',
        async () => (await signUp(world.app)).userId,
      );
      const hotelId = await backOfficeFixture(world, 'attach-hotel', async () => {
        const owner = await signUp(world.app);
        return createHotel(world.app, owner.headers);
      });
      return {
        headers: (await world.backOfficeStaff()).headers,
        params: { userId },
        body: { hotel: hotelId },
      };
    },
    consumes: (world) => forgetBackOfficeFixture(world, 'attach-hotel'),
  },
  'DELETE /api/staff/users/:userId/hotels/:hotelId': {
    // The same user every run, with a hotel of their own made again once detached.
    prepare: async (world) => {
      const user = await backOfficeFixture(world, 'detach-user', () => signUp(world.app));
      const hotelId = await backOfficeFixture(world, 'detach-hotel', () =>
        createHotel(world.app, user.headers),
      );
      return { headers: (await world.backOfficeStaff()).headers, params: { userId: user.userId, hotelId } };
    },
    consumes: (world) => forgetBackOfficeFixture(world, 'detach-hotel'),
  },
  'PUT /api/staff/users/:userId/permission': {
    prepare: async (world) => {
      const userId = await backOfficeFixture(
        world,
        'permission',
        async () => (await signUp(world.app)).userId,
      );
      return {
        headers: (await world.backOfficeStaff()).headers,
        params: { userId },
        body: { approbe_contract_perm: true },
      };
    },
  },
  'POST /api/staff/contracts/:hotelId/approve': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { hotelId: await sentContract(world, 'approve') },
    }),
    consumes: (world) => forgetBackOfficeFixture(world, 'approve:sent'),
  },
  'POST /api/staff/contracts/:hotelId/return': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { hotelId: await sentContract(world, 'return') },
      body: {
        steps: [
          { step: 'rooms', reason: 'Falta la cama supletoria en la doble.' },
          { step: 'opinions', reason: 'La opinión del hotel repite la descripción.' },
        ],
      },
    }),
    consumes: (world) => forgetBackOfficeFixture(world, 'return:sent'),
  },
  'POST /api/staff/links': {
    prepare: async (world) => {
      const code = await backOfficeFixture(
        world,
        'link',
        async () => (await catalogueChoice(world.app)).code,
      );
      return {
        headers: (await world.backOfficeStaff()).headers,
        params: {},
        body: { code, days: 7, email: 'gerencia@example.com', language: 'en' },
      };
    },
  },
  // Distribution (decision 029): staff manage the machine clients' keys.
  'POST /api/staff/api-keys/': {
    prepare: async (world) => {
      const hotelId = await backOfficeFixture(world, 'api-key:hotel', async () => {
        const owner = await signUp(world.app);
        return createHotel(world.app, owner.headers);
      });
      return {
        headers: (await world.backOfficeStaff()).headers,
        params: {},
        body: {
          name: 'Motor de reservas',
          scopes: ['ari:read', 'content:read'],
          allHotels: false,
          hotels: [hotelId],
        },
      };
    },
  },
  'DELETE /api/staff/api-keys/:keyId': {
    prepare: async (world) => {
      const keyId = await backOfficeFixture(world, 'api-key:doomed', async () => {
        const created = await world.app.services.apiKeys.create(null, {
          name: 'Clave a revocar',
          scopes: ['ari:read'],
          allHotels: true,
        });
        return created.key.id;
      });
      return { headers: (await world.backOfficeStaff()).headers, params: { keyId } };
    },
    consumes: (world) => forgetBackOfficeFixture(world, 'api-key:doomed'),
  },
  // Webhooks (decision 029). No dispatcher runs in the tests, so nothing is ever sent: the
  // deliveries these models queue stay pending.
  'POST /api/staff/webhooks/': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: {},
      body: WEBHOOK,
    }),
  },
  'PATCH /api/staff/webhooks/:endpointId': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { endpointId: (await webhookEndpoint(world, 'webhook:main')).endpointId },
      body: { active: false, events: ['contract.approved', 'content.changed'] },
    }),
  },
  'DELETE /api/staff/webhooks/:endpointId': {
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { endpointId: (await webhookEndpoint(world, 'webhook:doomed')).endpointId },
    }),
    consumes: (world) => forgetBackOfficeFixture(world, 'webhook:doomed'),
  },
  'POST /api/staff/webhooks/deliveries/:deliveryId/resend': {
    // The ping queued to an endpoint of its own; a resend leaves it there (pending, due now).
    prepare: async (world) => ({
      headers: (await world.backOfficeStaff()).headers,
      params: { deliveryId: (await webhookEndpoint(world, 'webhook:resend')).deliveryId },
    }),
  },
  // Reservations (issue 32): the group's key creates, modifies and cancels; the hotel confirms.
  'POST /api/distribution/hotels/:hotelId/reservations': {
    prepare: async (world) => {
      const setup = await reservationSetup(world);
      return { headers: setup.headers, params: { hotelId: setup.hotel }, body: reservationBody(setup) };
    },
  },
  'PUT /api/distribution/hotels/:hotelId/reservations/:reference': {
    prepare: async (world) => {
      const sent = await sentReservation(world, 'modify');
      return {
        headers: sent.headers,
        params: { hotelId: sent.hotel, reference: sent.body.reference },
        body: { ...sent.body, revision: 2, specialRequests: 'Llegada tarde' },
      };
    },
  },
  'POST /api/distribution/hotels/:hotelId/reservations/:reference/cancel': {
    prepare: async (world) => {
      const sent = await sentReservation(world, 'cancel');
      return {
        headers: sent.headers,
        params: { hotelId: sent.hotel, reference: sent.body.reference },
        body: { penalty: '0.00' },
      };
    },
    consumes: () => ['reservation:cancel'],
  },
  // A phone booking by staff (decision 057): the stays without prices (the product prices them).
  'POST /api/staff/reservations/': {
    prepare: async (world) => {
      const setup = await reservationSetup(world);
      const { revision: _first, ...booking } = reservationBody(setup);
      return {
        headers: (await world.backOfficeStaff()).headers,
        params: {},
        body: {
          ...booking,
          hotelId: setup.hotel,
          stays: booking.stays.map(({ nightlyPrices: _sent, total: _total, ...stay }) => stay),
        },
      };
    },
  },
  'POST /api/hotel/:hotelId/reservations/:reservationId/confirm': {
    prepare: async (world) => {
      const sent = await sentReservation(world, 'confirm');
      return {
        headers: world.user.headers,
        params: { hotelId: sent.hotel, reservationId: sent.id },
        body: { confirmationNumber: 'HTL-2027-001' },
      };
    },
  },
  'POST /api/hotel/:hotelId/reservations/:reservationId/no-show': {
    prepare: async (world) => {
      const sent = await sentReservation(world, 'no-show');
      return {
        headers: world.user.headers,
        params: { hotelId: sent.hotel, reservationId: sent.id },
      };
    },
  },
};
