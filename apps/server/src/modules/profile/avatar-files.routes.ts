import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { ProfileService } from './profile.service.ts';

/** The avatars' public files: immutable (a new avatar gets a new random name), never sniffed. */
export const avatarFilesRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/media/avatars/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
    },
    async (request, reply) => {
      const bytes = await profile.readAvatar(request.params.file);
      if (!bytes) throw AppError.notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
