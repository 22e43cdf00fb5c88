import { resolve } from 'node:path';
import { z } from 'zod';
import { parseAllowedHosts } from '../modules/distribution/webhooks/index.ts';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The address of this server itself, for when PUBLIC_URL is unset: a wildcard HOST (0.0.0.0, ::)
 * is reached on localhost, any other HOST as it is, on PORT, so links in e-mails open where the
 * server listens.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Every setting of the server, read only from environment variables (see .env.example). */
const envShape = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address of the web app, used in links sent by email; the server's own (HOST, PORT) when unset. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Strict-Transport-Security max-age in seconds, sent when PUBLIC_URL is https (one year by
   * default; 0 turns the header off). Behind a TLS-terminating proxy with an http PUBLIC_URL, the
   * proxy must send the header itself.
   */
  HSTS_MAX_AGE: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 * 31_536_000)
    .default(31_536_000),
  /** Whether the HSTS header also covers every subdomain of the public host. */
  HSTS_INCLUDE_SUBDOMAINS: booleanFromEnv.default(true),
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
  /** Where photos, videos and avatars live: files under MEDIA_DIR, or an S3-compatible bucket (S3_*). */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3 API address (MinIO, Ceph, R2…); unset for AWS S3 itself, found from S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /** The bucket of the media; required with MEDIA_STORAGE=s3. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a-z, 0-9, dot, hyphen)')
    .optional(),
  /** The bucket's region ('auto' on R2; any value on most MinIO setups). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both keys, or neither to use the SDK's own chain (instance role, AWS_* variables, ~/.aws). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
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
  /**
   * Hours after booking from which a reservation still without the hotel's confirmation number is
   * overdue: highlighted, and found by its filter, on staff's Reservations screen (issue 32 item 6).
   */
  RESERVATION_UNCONFIRMED_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
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
  /** How often each instance retries due outbox messages (the fault scripts shorten it). */
  MAIL_OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often each instance sends due webhook deliveries (issue 17; each claimed by one instance). */
  WEBHOOK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Webhook receivers on this machine or a private network that staff may register (decision
   * 043): host[:port], address[:port] or CIDR entries, separated by commas. Every other target
   * must resolve to public addresses only, and plain http:// is for these alone. Empty: none.
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Where the contact forms' messages are sent (the group's staff). */
  CONTACT_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an email address')
    .default('staff@localhost'),
});

export const envSchema = envShape.transform((env) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT),
}));

export type Config = z.infer<typeof envSchema> & { mediaDir: string; dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(envShape.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s3Problems = s3ConfigProblems(parsed.data);
  if (s3Problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${s3Problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: resolve(parsed.data.MEDIA_DIR ?? `${dataDir}/media`) };
}

/** What the S3 settings miss together (each one alone was checked by the schema). */
function s3ConfigProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.MEDIA_STORAGE === 's3' && !env.S3_BUCKET)
    problems.push('S3_BUCKET: required with MEDIA_STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: required with the other S3 key (set both, or neither)`);
  }
  return problems;
}

/** The CSP source of a tile URL template: its scheme and host, a `{s}` subdomain becoming `*`. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template.replaceAll('{s}', '*'));
  return match?.[1] ?? "'self'";
}
