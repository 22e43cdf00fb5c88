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
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { tileHosts?: string[] }) => {
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
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});
