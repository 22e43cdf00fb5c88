import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@hotel/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * Serves the built SPA: hashed assets cached for a year (immutable), index.html never cached,
 * and every unknown non-API GET answered with index.html (history fallback). The build writes a
 * .br and a .gz beside each text file (apps/web/vite.config.ts): they are sent to the browsers
 * that accept them (Vary: accept-encoding), the plain file to the others.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasWeb = existsSync(join(options.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, sent) {
        // The path sent may be the compressed sibling (index.html.br): its caching is the original's.
        const path = sent.replace(/\.(br|gz)$/, '');
        const cacheControl = path.endsWith('index.html')
          ? 'no-store'
          : path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600';
        reply.header('cache-control', cacheControl);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError(404, { key: MSG.notFound });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(path)) throw new AppError(404, { key: MSG.notFound });
    reply.header('cache-control', 'no-store');
    return reply.sendFile('index.html');
  });
});
