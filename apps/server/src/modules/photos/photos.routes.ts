import multipart from '@fastify/multipart';
import {
  hotelParamsSchema,
  MEDIA_MSG,
  mediaParamsSchema,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  photoCategoryListSchema,
  photoSchema,
  photoUpdateSchema,
  photoUploadFieldsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import { MEDIA_MULTIPART, parseFields } from '../media/index.ts';
import type { PhotosService } from './photos.service.ts';

const photoTooLarge = () =>
  new AppError(413, {
    key: MEDIA_MSG.fileTooLarge,
    params: { max: Math.round(PHOTO_MAX_BYTES / 1024 / 1024) },
  });

/** The hotel photos (spec §7 hotel content). Every call follows the tenant rule. */
export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  await app.register(multipart, MEDIA_MULTIPART);
  const owned = [app.requireUser, app.requireHotel];
  const tags = ['media'];

  app.get(
    '/api/hotel/:hotelId/photo/',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'The hotel photos: categories with their media, each in order (from 1)',
        params: hotelParamsSchema,
        response: { 200: photoCategoryListSchema },
      },
    },
    async (request) => photos.list(request.params.hotelId),
  );

  app.post(
    '/api/hotel/:hotelId/photo',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Upload photos (multipart: category, order, one or more files): JPEG, PNG or WebP',
        consumes: ['multipart/form-data'],
        params: hotelParamsSchema,
        response: { 201: z.array(photoSchema) },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(
        request,
        { fileField: 'file', fileSize: PHOTO_MAX_BYTES, files: PHOTO_MAX_FILES },
        photoTooLarge,
      );
      const fields = parseFields(photoUploadFieldsSchema, body.fields);
      return reply
        .status(201)
        .send(await photos.upload(currentUser(request).id, request.params.hotelId, fields, body.files));
    },
  );

  app.get(
    '/api/hotel/:hotelId/photo/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 200: photoSchema } } },
    async (request) => photos.get(request.params.hotelId, request.params.id),
  );

  app.patch(
    '/api/hotel/:hotelId/photo/:id',
    {
      preHandler: owned,
      schema: {
        tags,
        summary:
          'Move a photo (order, category) or rate it (quality_rate 1..5: staff only, approbe_contract_perm)',
        params: mediaParamsSchema,
        body: photoUpdateSchema,
        response: { 200: photoSchema },
      },
    },
    async (request) =>
      photos.update(currentUser(request), request.params.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/api/hotel/:hotelId/photo/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await photos.delete(currentUser(request).id, request.params.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
