import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server, read only from environment variables (see .env.example). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address of the web app, used in links sent by email. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where PGlite keeps its files (when DATABASE_URL is unset) and mail is written. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… to use PostgreSQL; unset to use the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Hot reads (sessions, tenant checks, the hotel read) kept in memory until a write makes them
   * stale; 0 turns the cache off (needed behind a proxy that drops LISTEN, such as PgBouncer in
   * transaction mode).
   */
  READ_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  MEDIA_DIR: z.string().min(1).optional(),
  /** The built web app; served with history fallback when the folder exists. */
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../../web/dist')),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /** Size of the generated hotel catalogue seeded at first start when the table is empty. */
  CATALOGUE_SEED_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(6000),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Argon2 memory cost in KiB (OWASP minimum 19 MiB); lower only in tests. */
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(19456),
  OPENAPI_DOCS: booleanFromEnv.default(true),
  /** Registrations allowed from one address per hour (a shared office network may need more). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** A Nominatim-compatible reverse geocoder; unset to use the offline gazetteer. */
  GEOCODER_URL: z.url().optional(),
  /** Map tiles for the location step ({z}/{x}/{y} template); its host is allowed by the CSP. */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** smtp://user:pass@host:587 or smtps://…; unset: the .eml file written under DATA_DIR/mail is the delivery. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of every email. */
  MAIL_FROM: z.string().min(3).default('Hotel Extranet <no-reply@localhost>'),
  /** Where the contact forms' messages are sent (the group's staff). */
  CONTACT_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an email address')
    .default('staff@localhost'),
});

export type Config = z.infer<typeof envSchema> & { mediaDir: string; dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: resolve(parsed.data.MEDIA_DIR ?? `${dataDir}/media`) };
}

/** The CSP source of a tile URL template: its scheme and host, a `{s}` subdomain becoming `*`. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template.replaceAll('{s}', '*'));
  return match?.[1] ?? "'self'";
}
