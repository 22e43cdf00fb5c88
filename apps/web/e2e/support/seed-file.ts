import { readFileSync } from 'node:fs';

/** What the seed (seed.ts) leaves in the data dir for the journeys. */
export const SEED_FILE = 'e2e-seed.json';
/** The last TOTP step whose code of the seed's staff member was spent in this run (helpers.unspentStaffCode). */
export const STAFF_TOTP_STEP_FILE = 'staff-totp-step';
/** A TOTP step lasts this long; a code is accepted once per step (replays are refused). */
export const TOTP_STEP_MS = 30_000;

/**
 * One seeded hotel per use, so that no two journeys touch the same hotel (a hotel can be
 * created by one user only, and a link is spent by its first sign-in).
 */
export const SEED_USES = [
  'journey-es-1',
  'journey-es-2',
  'journey-en-1',
  'journey-en-2',
  'link-pending',
  'link-attached',
] as const;
export type SeedUse = (typeof SEED_USES)[number];

export interface SeedHotel {
  use: SeedUse | 'spare';
  code: string;
  name: string;
  /** The token of /auth/login/<token>, single use. */
  linkToken: string;
}

export interface SeedFile {
  /** A staff user (approbe_contract_perm) whose second factor is on. */
  staff: { email: string; password: string; totpSecret: string };
  /** Staff (approbe_contract_perm) whose second factor is not on yet, one per journey language. */
  unenrolledStaff: Record<'es' | 'en', { email: string; password: string }>;
  hotels: SeedHotel[];
}

/** The seed of this run; the data dir comes from playwright.config.ts (E2E_DATA_DIR). */
export function readSeed(): SeedFile {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return JSON.parse(readFileSync(`${dataDir}/${SEED_FILE}`, 'utf8')) as SeedFile;
}

export function seededHotel(seed: SeedFile, use: SeedUse): SeedHotel {
  const hotel = seed.hotels.find((candidate) => candidate.use === use);
  if (!hotel) throw new Error(`the seed has no hotel for ${use}`);
  return hotel;
}
