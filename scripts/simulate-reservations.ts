/**
 * `npm run simulate:reservations`: the group's booking engine, played against a running server
 * through the public API with one API key (issue 32 item 7, decision 058). It reads the hotel's
 * ARI (`ari:read`) to choose stays that sell, books them as JSON, modifies a few, cancels a few at
 * the penalty quoted first, sends one OTA_HotelResNotifRQ, and prints what the server answered.
 * Nothing is seeded: the hotel, its rates and its ARI are whatever the extranet holds.
 *
 *   SIMULATE_BASE_URL=http://localhost:3000 SIMULATE_API_KEY=hxk_… SIMULATE_HOTEL_ID=12 \
 *     npm run simulate:reservations -- --count 10
 *
 * The key needs `reservations:write` and `ari:read` on the hotel. `simulateReservations` is the
 * core, without the command line: the tests run it against an app on a port.
 */
import { pathToFileURL } from 'node:url';
import {
  type AriOut,
  ariOutSchema,
  consumesAllotment,
  fromCents,
  nightPrice,
  stayNights,
  toCents,
} from '@hotel/domain';

export interface SimulationOptions {
  /** The server, e.g. http://localhost:3000. */
  baseUrl: string;
  /** An API key (hxk_…) with reservations:write and ari:read on the hotel. */
  key: string;
  hotelId: number;
  /** How many reservations to create as JSON (the OTA message is one more). */
  count: number;
  /** The references' prefix, unique per run (idempotency is per reference). */
  prefix?: string;
  /** Decides guests, dates and stays; seeded in the tests. */
  random?: () => number;
  /** The first day to look at; tomorrow by default. */
  today?: Date;
  fetch?: typeof fetch;
  /** Where progress lines go (stderr by default). */
  log?: (line: string) => void;
}

export interface SimulationOutcome {
  reference: string;
  /** What was tried. */
  action: 'create' | 'modify' | 'cancel' | 'ota';
  ok: boolean;
  /** HTTP status of the answer. */
  status: number;
  /** The refusal's code (`sold_out`, `min_stay`, …) or message; the penalty of a cancellation. */
  detail: string;
}

export interface SimulationReport {
  accepted: number;
  refused: number;
  modified: number;
  cancelled: number;
  ota: 'accepted' | 'refused' | 'skipped';
  outcomes: SimulationOutcome[];
}

/** A stay the ARI says sells: room type, rate plan, dates, guests and the prices of its nights. */
interface Stay {
  roomTypeId: number;
  rateId: number;
  board: AriOut['rates'][number]['ratePlans'][number]['board'];
  arrival: string;
  departure: string;
  guests: { name?: string; age: number }[];
  nightlyPrices: string[];
  total: string;
  currency: string;
}

const GUESTS = [
  ['Lucía', 'Martín Gómez'],
  ['James', 'Whitaker'],
  ['Camille', 'Lefèvre'],
  ['Giulia', 'Romano'],
  ['João', 'Ferreira'],
  ['Anna', 'Ivanova'],
  ['Hans', 'Müller'],
  ['Carmen', 'Ruiz Ortega'],
  ['Olivia', 'Brown'],
  ['Marco', 'Bianchi'],
] as const;
const REQUESTS = [
  '',
  '',
  '',
  'Cama de matrimonio',
  'Llegada tarde, hacia las 23:00',
  'Cuna para un bebé',
  'Planta alta',
];

const USAGE = `Usage: npm run simulate:reservations -- --base-url <url> --key <hxk_…> --hotel <id> [--count <n>]

Books, modifies and cancels reservations against a running server through the public API, as the
group's booking engine would. Arguments may also come from the environment:
  SIMULATE_BASE_URL   the server (e.g. http://localhost:3000)
  SIMULATE_API_KEY    an API key with reservations:write and ari:read on the hotel
  SIMULATE_HOTEL_ID   the hotel's id
  SIMULATE_COUNT      reservations to create as JSON (default 10, at most 200)
`;

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Days start..end (inclusive) of a folded ARI range. */
function daysOf(range: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The ARI of the window, unfolded into lookups by day. */
function indexAri(ari: AriOut) {
  const inventory = new Map<string, { roomsLeft: number | null; stopSale: boolean }>();
  for (const row of ari.inventory)
    for (const day of daysOf(row))
      inventory.set(`${row.room}|${day}`, { roomsLeft: row.roomsLeft, stopSale: row.stopSale });
  return { inventory };
}

type Rate = AriOut['rates'][number];

/** Whether each night of `nights` sells on `rate` for this room type and board, and their prices for the party. */
function priceStay(
  rate: Rate,
  room: number,
  board: Stay['board'],
  arrival: string,
  nightsCount: number,
  adults: number,
  lookups: ReturnType<typeof indexAri>,
): string[] | null {
  const departure = addDays(arrival, nightsCount);
  const nights = stayNights(arrival, departure);
  const restrictionOn = (day: string) => rate.restrictions.find((row) => row.start <= day && day <= row.end);
  const controlOn = (day: string) =>
    rate.planControls.find(
      (row) => row.room === room && row.board === board && row.start <= day && day <= row.end,
    );
  const first = controlOn(arrival) ?? restrictionOn(arrival);
  if (first?.closedArrival) return null;
  if (first?.minStay && nightsCount < first.minStay) return null;
  if (first?.maxStay && nightsCount > first.maxStay) return null;
  if ((controlOn(departure) ?? restrictionOn(departure))?.closedDeparture) return null;
  const prices: string[] = [];
  for (const day of nights) {
    if (controlOn(day)?.stopSale) return null;
    const stock = lookups.inventory.get(`${room}|${day}`);
    if (stock?.stopSale) return null;
    if (consumesAllotment(rate.quotaType) && !(stock?.roomsLeft && stock.roomsLeft > 0)) return null;
    const cell = rate.prices.find(
      (row) => row.room === room && row.board === board && row.start <= day && day <= row.end,
    );
    const price = cell ? nightPrice(rate, cell, { adults, childAges: [] }) : null;
    if (price === null) return null;
    prices.push(price);
  }
  return prices;
}

/**
 * A stay that the ARI says sells: a rate plan with prices, an arrival after the release, 1 to 4
 * nights within the restrictions, a room left each night on allotment rates. Null when a few
 * hundred tries find none (a hotel that sells nothing in the window).
 */
function pickStay(
  ari: AriOut,
  lookups: ReturnType<typeof indexAri>,
  random: () => number,
  first: string,
): Stay | null {
  const products = ari.rates.flatMap((rate) =>
    rate.ratePlans.flatMap((plan) =>
      rate.roomTypes
        .filter((room) => rate.prices.some((row) => row.room === room && row.board === plan.board))
        .map((room) => ({ rate, room, board: plan.board })),
    ),
  );
  if (products.length === 0) return null;
  for (let attempt = 0; attempt < 300; attempt++) {
    const { rate, room, board } = products[
      Math.floor(random() * products.length)
    ] as (typeof products)[number];
    const days = rate.prices.filter((row) => row.room === room && row.board === board).flatMap(daysOf);
    // The release is counted in the hotel's day: one day more keeps clear of the time zones.
    const earliest = addDays(first, (rate.releaseDays ?? 0) + 1);
    const open = days.filter((day) => day >= earliest && day <= ari.to);
    if (open.length === 0) continue;
    const arrival = open[Math.floor(random() * open.length)] as string;
    const occupancy = ari.roomTypes.find((type) => type.id === room)?.occupancy ?? 2;
    const adults =
      rate.priceRoomType === 'person' ? Math.max(1, Math.min(2, occupancy)) : 1 + Math.floor(random() * 2);
    const nightsCount = 1 + Math.floor(random() * 4);
    const prices = priceStay(rate, room, board, arrival, nightsCount, adults, lookups);
    if (!prices) continue;
    const guests = Array.from({ length: adults }, (_, index) => ({
      age: 25 + Math.floor(random() * 40) + index,
    }));
    return {
      roomTypeId: room,
      rateId: rate.id,
      board,
      arrival,
      departure: addDays(arrival, nightsCount),
      guests,
      nightlyPrices: prices,
      total: fromCents(prices.reduce((sum, price) => sum + (toCents(price) ?? 0), 0)),
      currency: rate.currency,
    };
  }
  return null;
}

/** The same stay one night longer or shorter, priced again; null when that does not sell. */
function changeStay(ari: AriOut, lookups: ReturnType<typeof indexAri>, stay: Stay): Stay | null {
  const rate = ari.rates.find((entry) => entry.id === stay.rateId);
  if (!rate) return null;
  const nights = stay.nightlyPrices.length;
  for (const length of [nights + 1, nights - 1]) {
    if (length < 1) continue;
    const prices = priceStay(
      rate,
      stay.roomTypeId,
      stay.board,
      stay.arrival,
      length,
      stay.guests.length,
      lookups,
    );
    if (!prices) continue;
    return {
      ...stay,
      departure: addDays(stay.arrival, length),
      nightlyPrices: prices,
      total: fromCents(prices.reduce((sum, price) => sum + (toCents(price) ?? 0), 0)),
    };
  }
  return null;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One OTA_HotelResNotifRQ (Commit) of a stay, nights priced one Rate each (ExpireDate inclusive). */
function otaMessage(
  reference: string,
  hotelCode: string,
  stay: Stay,
  guest: readonly [string, string],
): string {
  const nights = stayNights(stay.arrival, stay.departure);
  const rates = nights
    .map(
      (day, index) =>
        `<Rate EffectiveDate="${day}" ExpireDate="${day}" RateTimeUnit="Day" UnitMultiplier="1"><Base AmountAfterTax="${stay.nightlyPrices[index]}" CurrencyCode="${stay.currency}"/></Rate>`,
    )
    .join('');
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const code = escapeXml(hotelCode);
  return (
    `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelResNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="${escapeXml(reference)}" TimeStamp="${now}" ResStatus="Commit">` +
    `<HotelReservations><HotelReservation CreateDateTime="${now}"><UniqueID Type="14" ID="${escapeXml(reference)}"/>` +
    `<RoomStays><RoomStay><RoomRates><RoomRate RoomTypeCode="${stay.roomTypeId}" RatePlanCode="${stay.rateId}-${stay.board}" NumberOfUnits="1"><Rates>${rates}</Rates></RoomRate></RoomRates>` +
    `<GuestCounts><GuestCount AgeQualifyingCode="10" Count="${stay.guests.length}"/></GuestCounts>` +
    `<TimeSpan Start="${stay.arrival}" End="${stay.departure}"/><Total AmountAfterTax="${stay.total}" CurrencyCode="${stay.currency}"/>` +
    `<BasicPropertyInfo HotelCode="${code}"/></RoomStay></RoomStays>` +
    `<ResGuests><ResGuest ResGuestRPH="1" PrimaryIndicator="true"><Profiles><ProfileInfo><Profile><Customer>` +
    `<PersonName><GivenName>${escapeXml(guest[0])}</GivenName><Surname>${escapeXml(guest[1])}</Surname></PersonName>` +
    `<Email>${escapeXml(emailOf(guest))}</Email></Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests>` +
    `<ResGlobalInfo><BasicPropertyInfo HotelCode="${code}"/></ResGlobalInfo>` +
    `</HotelReservation></HotelReservations></OTA_HotelResNotifRQ>`
  );
}

function emailOf(guest: readonly [string, string]): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z ]/g, '')
      .trim()
      .toLowerCase()
      .replace(/ +/g, '.');
  return `${plain(guest[0])}.${plain(guest[1])}@example.com`;
}

/** A small deterministic generator (mulberry32) for runs that can be repeated. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A refusal's reason as the API gives it: the JSON's `code` or `detail`, the OTA error's text. */
function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; detail?: unknown; night?: unknown };
    const reason = typeof parsed.code === 'string' ? parsed.code : String(parsed.detail ?? body);
    return typeof parsed.night === 'string' ? `${reason} (${parsed.night})` : reason;
  } catch {
    const error = /<Error\b([^>]*)>([^<]*)</.exec(body);
    const shortText = /ShortText="([^"]*)"/.exec(error?.[1] ?? '')?.[1];
    return (error?.[2]?.trim() || shortText || body).slice(0, 200);
  }
}

export async function simulateReservations(options: SimulationOptions): Promise<SimulationReport> {
  const http = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.key}` };
  const hotelUrl = `${base}/api/distribution/hotels/${options.hotelId}`;
  const prefix = options.prefix ?? `SIM-${Date.now().toString(36).toUpperCase()}`;
  const first = isoDay((options.today ?? new Date(Date.now() + DAY_MS)).getTime());
  const report: SimulationReport = {
    accepted: 0,
    refused: 0,
    modified: 0,
    cancelled: 0,
    ota: 'skipped',
    outcomes: [],
  };

  const ariResponse = await http(`${hotelUrl}/ari?from=${first}&to=${addDays(first, 365)}`, { headers });
  const ariBody = await ariResponse.text();
  if (!ariResponse.ok)
    throw new Error(`Reading the hotel's ARI failed (${ariResponse.status}): ${ariBody.slice(0, 300)}`);
  const ari = ariOutSchema.parse(JSON.parse(ariBody));
  const lookups = indexAri(ari);
  log(
    `ARI of ${ari.hotel.code}: ${ari.rates.length} rates, ${ari.roomTypes.length} room types, ${ari.from} to ${ari.to}`,
  );

  const send = async (
    action: SimulationOutcome['action'],
    reference: string,
    url: string,
    init: RequestInit,
  ) => {
    const response = await http(url, init);
    const text = await response.text();
    return {
      response,
      text,
      record: (ok: boolean, detail: string) => {
        report.outcomes.push({ reference, action, ok, status: response.status, detail });
        log(`${action.padEnd(6)} ${reference.padEnd(24)} ${response.status} ${detail}`);
      },
    };
  };
  const json = (body: unknown): RequestInit['body'] => JSON.stringify(body);
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };

  const booked: { reference: string; stay: Stay; guest: readonly [string, string]; requests: string }[] = [];
  const bodyOf = (entry: (typeof booked)[number], stay: Stay, revision: number) => ({
    reference: entry.reference,
    revision,
    leadGuest: { name: `${entry.guest[0]} ${entry.guest[1]}`, email: emailOf(entry.guest) },
    specialRequests: entry.requests,
    stays: [
      {
        roomTypeId: stay.roomTypeId,
        rateId: stay.rateId,
        board: stay.board,
        arrival: stay.arrival,
        departure: stay.departure,
        guests: stay.guests.map((guest, index) =>
          index === 0 ? { ...guest, name: `${entry.guest[0]} ${entry.guest[1]}` } : guest,
        ),
        nightlyPrices: stay.nightlyPrices,
        total: stay.total,
      },
    ],
  });

  for (let n = 1; n <= options.count; n++) {
    const stay = pickStay(ari, lookups, random, first);
    const reference = `${prefix}-${String(n).padStart(3, '0')}`;
    if (!stay) {
      report.refused++;
      report.outcomes.push({
        reference,
        action: 'create',
        ok: false,
        status: 0,
        detail: 'no stay sells in the next year',
      });
      continue;
    }
    const entry = {
      reference,
      stay,
      guest: GUESTS[Math.floor(random() * GUESTS.length)] as (typeof GUESTS)[number],
      requests: REQUESTS[Math.floor(random() * REQUESTS.length)] as string,
    };
    const { response, text, record } = await send('create', reference, `${hotelUrl}/reservations`, {
      method: 'POST',
      headers: jsonHeaders,
      body: json(bodyOf(entry, stay, 1)),
    });
    if (response.status === 201 || response.status === 200) {
      report.accepted++;
      booked.push(entry);
      record(true, `${stay.arrival} → ${stay.departure}, ${stay.total} ${stay.currency}`);
      // The rooms it took are no longer left for the next stays of this run.
      if (consumesAllotment(ari.rates.find((rate) => rate.id === stay.rateId)?.quotaType ?? ''))
        for (const day of stayNights(stay.arrival, stay.departure)) {
          const stock = lookups.inventory.get(`${stay.roomTypeId}|${day}`);
          if (stock?.roomsLeft) stock.roomsLeft -= 1;
        }
    } else {
      report.refused++;
      record(false, reasonOf(text));
    }
  }

  // A few modifications (one night more or less), then a few cancellations of other reservations.
  const modifications = booked.slice(0, Math.max(booked.length > 0 ? 1 : 0, Math.floor(booked.length / 4)));
  for (const entry of modifications) {
    const changed = changeStay(ari, lookups, entry.stay);
    if (!changed) continue;
    const { response, text, record } = await send(
      'modify',
      entry.reference,
      `${hotelUrl}/reservations/${encodeURIComponent(entry.reference)}`,
      {
        method: 'PUT',
        headers: jsonHeaders,
        body: json(bodyOf(entry, changed, 2)),
      },
    );
    if (response.ok) {
      report.modified++;
      entry.stay = changed;
      record(true, `now ${changed.arrival} → ${changed.departure}, ${changed.total} ${changed.currency}`);
    } else record(false, reasonOf(text));
  }
  const cancellations = booked
    .slice(modifications.length)
    .slice(0, Math.max(booked.length > modifications.length ? 1 : 0, Math.floor(booked.length / 5)));
  for (const entry of cancellations) {
    const url = `${hotelUrl}/reservations/${encodeURIComponent(entry.reference)}`;
    const quote = await http(`${url}/cancellation-quote`, { headers });
    const quoted = await quote.text();
    if (!quote.ok) {
      report.outcomes.push({
        reference: entry.reference,
        action: 'cancel',
        ok: false,
        status: quote.status,
        detail: reasonOf(quoted),
      });
      continue;
    }
    const { penalty, currency } = JSON.parse(quoted) as { penalty: string; currency: string };
    const { response, text, record } = await send('cancel', entry.reference, `${url}/cancel`, {
      method: 'POST',
      headers: jsonHeaders,
      body: json({ penalty }),
    });
    if (response.ok) {
      report.cancelled++;
      record(true, `penalty ${penalty} ${currency}`);
    } else record(false, reasonOf(text));
  }

  // One reservation as an OpenTravel message, as channel managers send them.
  const otaStay = pickStay(ari, lookups, random, first);
  if (otaStay) {
    const reference = `${prefix}-OTA`;
    const guest = GUESTS[Math.floor(random() * GUESTS.length)] as (typeof GUESTS)[number];
    const { response, text, record } = await send(
      'ota',
      reference,
      `${base}/api/distribution/ota/reservations`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/xml' },
        body: otaMessage(reference, ari.hotel.code, otaStay, guest),
      },
    );
    const applied = response.ok && text.includes('<Success/>');
    report.ota = applied ? 'accepted' : 'refused';
    record(
      applied,
      applied
        ? `${otaStay.arrival} → ${otaStay.departure}, ${otaStay.total} ${otaStay.currency}`
        : reasonOf(text),
    );
  }
  return report;
}

/** The summary table the command prints. */
export function summary(report: SimulationReport): string {
  const refusals = new Map<string, number>();
  for (const outcome of report.outcomes) {
    if (outcome.ok) continue;
    // Grouped by reason, not by night: 'sold_out (2027-07-03)' and '… (2027-07-04)' are one line.
    const reason = `${outcome.action === 'create' ? '' : `${outcome.action}: `}${outcome.detail.replace(/ \([^)]*\)$/, '')}`;
    refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
  }
  const rows: [string, string][] = [
    ['accepted', String(report.accepted)],
    ['refused', String(report.refused)],
    ...[...refusals].map(([reason, count]): [string, string] => [`  ${reason}`, String(count)]),
    ['modified', String(report.modified)],
    ['cancelled', String(report.cancelled)],
    ['OTA_HotelResNotifRQ', report.ota],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

/**
 * The command line: flags first, then the SIMULATE_* environment. Answers the options, or what is
 * missing or wrong, one line each.
 */
export function parseArguments(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { options: SimulationOptions } | { problems: string[] } {
  const flag = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const baseUrl = flag('base-url') ?? env.SIMULATE_BASE_URL ?? '';
  const key = flag('key') ?? env.SIMULATE_API_KEY ?? '';
  const hotel = flag('hotel') ?? env.SIMULATE_HOTEL_ID ?? '';
  const count = Number(flag('count') ?? env.SIMULATE_COUNT ?? 10);
  const problems: string[] = [];
  if (!/^https?:\/\/\S+$/.test(baseUrl))
    problems.push('--base-url (SIMULATE_BASE_URL): an http(s) URL is required');
  if (!key) problems.push('--key (SIMULATE_API_KEY): an API key is required');
  if (!/^[1-9]\d*$/.test(hotel)) problems.push("--hotel (SIMULATE_HOTEL_ID): the hotel's id is required");
  if (!Number.isInteger(count) || count < 1 || count > 200)
    problems.push('--count (SIMULATE_COUNT): a whole number from 1 to 200');
  if (problems.length > 0) return { problems };
  return { options: { baseUrl, key, hotelId: Number(hotel), count } };
}

async function main(): Promise<void> {
  const parsed = parseArguments(process.argv.slice(2), process.env);
  if ('problems' in parsed) {
    process.stderr.write(`${parsed.problems.join('\n')}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const report = await simulateReservations(parsed.options);
  process.stdout.write(`${summary(report)}\n`);
  if (report.accepted === 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
