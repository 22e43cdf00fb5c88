/**
 * The e2e seed (docs/decisions/011-e2e-seed.md). PGlite admits one process per data dir, so what
 * staff do with `npm run admin` (a staff user, hotel links) cannot happen while the server runs:
 * the webServer command runs this first, on the same DATA_DIR, then starts the server.
 *
 * It opens the data dir through buildApp(loadConfig()), so migrations and the catalogue seed run
 * exactly as in the server, and it goes through the product's own services: the staff user of
 * `create-staff`, the second factor enrolled as the profile does it (setup, then a code), hotel
 * links as `npm run admin -- link` makes them. What the journeys need is written to
 * `${DATA_DIR}/e2e-seed.json` (see SeedFile).
 */
import { writeFileSync } from 'node:fs';
import { searchWords } from '@hotel/domain';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config/env.ts';
import { catalogueHotels, hotelLinks, hotels, pendingHotels } from '../../../server/src/db/schema/index.ts';
import { createAdminCommands } from '../../../server/src/modules/admin/index.ts';
import { PasswordHasher } from '../../../server/src/modules/auth/index.ts';
import { totpAt } from '../../../server/src/modules/security/index.ts';
import {
  SEED_FILE,
  SEED_USES,
  type SeedFile,
  type SeedHotel,
  STAFF_TOTP_STEP_FILE,
  TOTP_STEP_MS,
} from './seed-file.ts';

const config = loadConfig();
const app = await buildApp(config, { logger: false });
try {
  const origin = { ip: 'local', userAgent: 'e2e-seed' };
  // The staff tools as `npm run admin` builds them, on the app's database and events port.
  const admin = createAdminCommands(app.database, {
    publicUrl: config.PUBLIC_URL,
    origin,
    passwords: new PasswordHasher(config.ARGON2_MEMORY_KIB),
    changes: app.services.distributionEvents,
    log: app.log,
  });

  // A staff member as `ADMIN_PASSWORD=… npm run admin -- create-staff` makes one.
  const suffix = `${Date.now()}.${process.pid}`;
  const password = `Aprobar-contratos-${suffix}`;
  const staff = await admin.createStaff({
    email: `staff.${suffix}@example.com`,
    name: 'Rosa Martín',
    password,
  });
  // Their second factor, as the profile enrols it: a secret from setup, confirmed by a code.
  const sessionUser = { id: staff.id, approbeContractPerm: true, language: 'es', tokenHash: '' };
  const { secret } = await app.services.security.setup(sessionUser);
  const enrolledAt = Date.now();
  await app.services.security.enable(sessionUser, totpAt(secret, enrolledAt), origin);
  // That step's code is spent: the journeys' next staff sign-in waits for the next (helpers.unspentStaffCode).
  writeFileSync(`${config.dataDir}/${STAFF_TOTP_STEP_FILE}`, String(Math.floor(enrolledAt / TOTP_STEP_MS)));

  // Staff whose second factor is not on yet (permissions.spec.ts: a dashboard URL sends them to
  // enrol it instead of signing them out). One per language, as each test enrols its own.
  const unenrolledStaff = async (language: string) => {
    const created = await admin.createStaff({
      email: `staff.unenrolled.${language}.${suffix}@example.com`,
      name: 'Tomás Ortega',
      password,
    });
    return { email: created.email, password };
  };
  const unenrolled = { es: await unenrolledStaff('es'), en: await unenrolledStaff('en') };

  const picked = await pickHotels(SEED_USES.length);
  const seeded: SeedHotel[] = [];
  for (const [index, hotel] of picked.entries()) {
    const link = await admin.link(hotel.code);
    seeded.push({
      use: SEED_USES[index] ?? 'spare',
      code: hotel.code,
      name: hotel.title,
      linkToken: link.token,
    });
  }

  const file: SeedFile = {
    staff: { email: staff.email, password, totpSecret: secret },
    unenrolledStaff: unenrolled,
    hotels: seeded,
  };
  writeFileSync(`${config.dataDir}/${SEED_FILE}`, `${JSON.stringify(file, null, 2)}\n`);
} finally {
  await app.close();
}

/**
 * Catalogue hotels a journey can pick by exact name and that no other journey creates: the only
 * entry of that title, with no hotel record, pending choice or link yet, and never the first
 * suggestion for its city or any word of its name (other journeys pick the first suggestion of a
 * city's first letters, and a hotel can be created by one user only). Titles late in the
 * alphabet come first, as they are the least likely first suggestion of anything.
 */
async function pickHotels(count: number) {
  const { db } = app.database;
  const entries = await db.select().from(catalogueHotels).orderBy(asc(catalogueHotels.id));
  const titles = new Map<string, number>();
  for (const entry of entries) titles.set(entry.title, (titles.get(entry.title) ?? 0) + 1);
  const candidates = entries
    .filter((entry) => titles.get(entry.title) === 1)
    .sort((a, b) => b.title.localeCompare(a.title, 'es'));
  const chosen: typeof entries = [];
  for (const entry of candidates) {
    if (chosen.length === count) break;
    if (await isTaken(entry.code)) continue;
    if (!(await isSafe(entry))) continue;
    chosen.push(entry);
  }
  if (chosen.length < count)
    throw new Error(`the catalogue has only ${chosen.length} hotels fit for the seed`);
  return chosen;
}

async function isTaken(code: string): Promise<boolean> {
  const { db } = app.database;
  const found = await Promise.all([
    db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, code)).limit(1),
    db.select({ id: pendingHotels.id }).from(pendingHotels).where(eq(pendingHotels.code, code)).limit(1),
    db.select({ code: hotelLinks.code }).from(hotelLinks).where(eq(hotelLinks.code, code)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

async function isSafe(entry: { code: string; title: string; city: string }): Promise<boolean> {
  const search = (q: string) =>
    app.services.catalogue.search({ q, count: 100, type: 'HOT', format: 'json' }, 'es');
  const exact = await search(entry.title);
  if (!exact.some((suggestion) => suggestion.description.value === entry.code)) return false;
  const prefixes = new Set<string>();
  for (const word of searchWords(`${entry.city} ${entry.title}`)) {
    for (let length = 3; length <= word.length; length++) prefixes.add(word.slice(0, length));
  }
  for (const prefix of prefixes) {
    const [first] = await search(prefix);
    if (first?.description.value === entry.code) return false;
  }
  return true;
}
