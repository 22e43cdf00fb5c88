import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { MediaStorage } from './media.storage.ts';

const RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

/**
 * The stored files under /media/hotels/… (photo renditions and uploaded videos): public,
 * immutable (a new upload gets a new random name), never sniffed.
 */
export const mediaFilesRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/media/hotels/:hotelId/:file',
    {
      schema: {
        hide: true,
        params: z.object({ hotelId: z.string().max(12), file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const header = request.headers.range;
      const match = typeof header === 'string' ? RANGE.exec(header) : null;
      const range = match
        ? { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined }
        : undefined;
      // The storage answers undefined for anything that is not a generated key.
      const object = await storage.get(`hotels/${request.params.hotelId}/${request.params.file}`, range);
      if (!object) throw AppError.notFound();
      reply
        .header('content-type', object.contentType)
        .header('content-length', String(object.length))
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', object.etag)
        .header('x-content-type-options', 'nosniff');
      if (object.range) {
        reply
          .status(206)
          .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      }
      return reply.send(object.body);
    },
  );
};
