import multipart from '@fastify/multipart';
import {
  ACCOUNT_MSG,
  AVATAR_MAX_BYTES,
  avatarResponseSchema,
  changeEmailResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailResponseSchema,
  confirmEmailSchema,
  EMAIL_CHANGE_MSG,
  isSafeFileName,
  MEDIA_MSG,
  MSG,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import { avatarTooBig, type ProfileService } from './profile.service.ts';

const USER_ID = /^\s*(\d{1,10})\s*$/;

/** Password and email changes and the avatar upload (spec §7); the avatars' files: avatar-files.routes.ts. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  // Multipart only in this plugin's scope: one file, a few small fields, the avatar size limit.
  await app.register(multipart, {
    // preservePath: the name as the browser sent it, so that a path-like name is refused, not trimmed.
    preservePath: true,
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
        summary:
          'Ask for a new email (current password required): a single-use link goes to the new address, ' +
          'which takes effect only when it is opened; the current address is told',
        body: changeEmailSchema,
        response: { 200: changeEmailResponseSchema },
      },
    },
    async (request) => profile.changeEmail(currentUser(request), request.body, originOf(request)),
  );

  app.post(
    '/api/auth/confirm-email/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Open the link of an email change: the account switches to the new address',
        body: confirmEmailSchema,
        response: { 200: confirmEmailResponseSchema },
      },
    },
    async (request) => {
      const { email } = await profile.confirmEmail(request.body, originOf(request));
      return { email, detail: request.t(EMAIL_CHANGE_MSG.confirmed, { email }) };
    },
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
      const body = await readMultipart(
        request,
        { fileField: 'file', fileSize: AVATAR_MAX_BYTES, files: 1 },
        avatarTooBig,
      );
      const userId = body.fields.userId;
      if (userId === undefined) throw AppError.validation({ userId: MSG.required });
      const match = USER_ID.exec(userId);
      if (!match) throw AppError.notFound();
      const file = body.files[0];
      if (!file || file.bytes.length === 0) throw AppError.validation({ file: ACCOUNT_MSG.avatarMissing });
      // The name is never used (avatars get random names); a path-like one is refused all the same.
      if (!isSafeFileName(file.filename)) throw AppError.validation({ file: MEDIA_MSG.fileNameInvalid });
      const bytes = file.bytes;
      return profile.updateAvatar(currentUser(request), Number(match[1]), bytes, originOf(request));
    },
  );
};
