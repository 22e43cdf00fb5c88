import multipart from '@fastify/multipart';
import {
  ACCOUNT_MSG,
  AVATAR_MAX_BYTES,
  avatarResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  MSG,
  userSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import { avatarTooBig, type ProfileService } from './profile.service.ts';

const USER_ID = /^\s*(\d{1,10})\s*$/;

/** Password and email changes, the avatar upload (spec §7), and the avatars' public files. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  // Multipart only in this plugin's scope: one file, a few small fields, the avatar size limit.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
  });

  app.post(
    '/api/auth/user/change-password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Change the password (current one required); every other session ends',
        body: changePasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await profile.changePassword(currentUser(request), request.body, originOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/user/change-email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Change the email (current password required)',
        body: changeEmailSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => profile.changeEmail(currentUser(request), request.body, originOf(request)),
  );

  app.post(
    '/api/auth/user/update-avatar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Upload an avatar (multipart: userId and the image file); answers its url',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponseSchema },
      },
    },
    async (request) => {
      let userId: string | undefined;
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (bytes) part.file.resume();
            else bytes = await part.toBuffer();
          } else if (part.fieldname === 'userId') {
            userId = String(part.value);
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooBig();
        throw error;
      }
      if (userId === undefined) throw AppError.validation({ userId: MSG.required });
      const match = USER_ID.exec(userId);
      if (!match) throw AppError.notFound();
      if (!bytes || bytes.length === 0) throw AppError.validation({ file: ACCOUNT_MSG.avatarMissing });
      return profile.updateAvatar(currentUser(request), Number(match[1]), bytes, originOf(request));
    },
  );

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
