import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * CSP, nosniff, frame-ancestors, referrer policy and friends on every answer.
 *
 * helmet itself, built once: `helmet(options)` parses the CSP directives and composes its
 * middlewares when it is called, so it is called here at start-up and the result runs per request.
 * (@fastify/helmet called `helmet(options)` anew on every request: 6 % of the CPU of an
 * authenticated read went to re-parsing the same directives, plus the garbage it left; decision 017.)
 */
export interface SecurityHeadersOptions {
  tileHosts?: string[];
  /**
   * Strict-Transport-Security, sent only when the public address is https (a browser ignores it
   * over http, and a plain-http development server must stay reachable); maxAge 0 turns it off.
   */
  hsts?: { publicUrl: string; maxAge: number; includeSubDomains: boolean };
}

/** The helmet option for HSTS: on when the public URL is https and max-age is above zero. */
export function hstsOption(hsts: SecurityHeadersOptions['hsts']) {
  if (!hsts || hsts.maxAge <= 0 || !hsts.publicUrl.toLowerCase().startsWith('https://')) return false;
  return { maxAge: hsts.maxAge, includeSubDomains: hsts.includeSubDomains, preload: false };
}

/**
 * Whether the answer to an /api request must not be stored by browsers and proxies. Private data
 * (a user, a full IBAN, the login answer with its token) must never sit in a shared or disk cache,
 * so `no-store` is the default; a route that serves public reference data says so itself with a
 * `public` Cache-Control (reference lists, catalogue, countries), and keeps it on success only: an
 * error answer is never cached.
 */
export function cacheControlFor(url: string, statusCode: number, current: unknown): string | undefined {
  if (!url.startsWith('/api/') && url !== '/api' && !url.startsWith('/api?')) return undefined;
  if (statusCode >= 400) return 'no-store';
  if (typeof current === 'string' && /^\s*public\b/i.test(current)) return undefined;
  return 'no-store';
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.tileHosts ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The Videos step embeds the players of the two video services it accepts (spec §5).
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that know only X-Frame-Options.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hstsOption(options.hsts),
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // onSend sees every answer, errors included, after the route has set its own headers.
  app.addHook('onSend', (request, reply, payload, done) => {
    const value = cacheControlFor(request.url, reply.statusCode, reply.getHeader('cache-control'));
    if (value) reply.header('cache-control', value);
    done(null, payload);
  });
});
