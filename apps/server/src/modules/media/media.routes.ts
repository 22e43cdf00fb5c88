import multipart from '@fastify/multipart';
import {
  hotelParamsSchema,
  issueMessage,
  MEDIA_MSG,
  mediaParamsSchema,
  mediaRoomParamsSchema,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  photoCategoryListSchema,
  photoSchema,
  photoUpdateSchema,
  photoUploadFieldsSchema,
  roomPhotoParamsSchema,
  roomPhotosSchema,
  roomPhotoUpdateSchema,
  VIDEO_MAX_BYTES,
  videoCreateSchema,
  videoSchema,
  videoUploadFieldsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type Message } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type MediaService, videoTooLarge } from './media.service.ts';

/** Parses the multipart fields with a domain schema; its messages become 400 field errors. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, Message> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    errors[field] ??= issueMessage({ ...issue, message: issue.message });
  }
  throw AppError.validation(errors);
}

const photoTooLarge = () =>
  new AppError(413, {
    key: MEDIA_MSG.fileTooLarge,
    params: { max: Math.round(PHOTO_MAX_BYTES / 1024 / 1024) },
  });

const RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

/**
 * Photos, videos, photos per room type, the photographer request (spec §7 hotel content) and the
 * stored files under /media/hotels/…. Every hotel-scoped call follows the tenant rule.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  // Multipart only in this plugin's scope; each route passes its own file limits.
  // preservePath: the name as the browser sent it, so that a path-like name is refused, not trimmed.
  await app.register(multipart, {
    preservePath: true,
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: PHOTO_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
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
    async (request) => media.photos(request.params.hotelId),
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
      return reply.status(201).send(await media.uploadPhotos(request.params.hotelId, fields, body.files));
    },
  );

  app.get(
    '/api/hotel/:hotelId/photo/rooms',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Room types and apartments with the ids of the photos each shows, in order',
        params: hotelParamsSchema,
        response: { 200: z.array(roomPhotosSchema) },
      },
    },
    async (request) => media.roomsWithPhotos(request.params.hotelId),
  );

  app.get(
    '/api/hotel/:hotelId/photo/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 200: photoSchema } } },
    async (request) => media.photo(request.params.hotelId, request.params.id),
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
      media.updatePhoto(currentUser(request), request.params.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/api/hotel/:hotelId/photo/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await media.deletePhoto(request.params.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['room', 'apartment'] as const) {
    const isApartment = kind === 'apartment';
    app.get(
      `/api/hotel/:hotelId/${kind}/:roomId/photo/`,
      {
        preHandler: owned,
        schema: { tags, params: mediaRoomParamsSchema, response: { 200: roomPhotosSchema } },
      },
      async (request) => media.roomPhotos(request.params.hotelId, request.params.roomId, isApartment),
    );
    app.patch(
      `/api/hotel/:hotelId/${kind}/:roomId/photo/:photoId`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: `Show a photo for the ${kind} at this place (order from 1)`,
          params: roomPhotoParamsSchema,
          body: roomPhotoUpdateSchema,
          response: { 200: roomPhotosSchema },
        },
      },
      async (request) =>
        media.placeRoomPhoto(
          request.params.hotelId,
          request.params.roomId,
          isApartment,
          request.params.photoId,
          request.body.order,
        ),
    );
    app.delete(
      `/api/hotel/:hotelId/${kind}/:roomId/photo/:photoId`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: `Stop showing a photo for the ${kind}`,
          params: roomPhotoParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await media.removeRoomPhoto(
          request.params.hotelId,
          request.params.roomId,
          isApartment,
          request.params.photoId,
        );
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/hotel/:hotelId/video/',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'The hotel videos in order (from 0)',
        params: hotelParamsSchema,
        response: { 200: z.array(videoSchema) },
      },
    },
    async (request) => media.videos(request.params.hotelId),
  );

  app.post(
    '/api/hotel/:hotelId/video/',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Add a YouTube or Vimeo video by its URL (url_type, url, category, order)',
        params: hotelParamsSchema,
        body: videoCreateSchema,
        response: { 201: videoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await media.addVideo(request.params.hotelId, request.body)),
  );

  app.post(
    '/api/hotel/:hotelId/video/upload',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Upload a video file (multipart: category, order, file): AVI, MPEG or MP4',
        consumes: ['multipart/form-data'],
        params: hotelParamsSchema,
        response: { 201: videoSchema },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(
        request,
        { fileField: 'file', fileSize: VIDEO_MAX_BYTES, files: 1 },
        videoTooLarge,
      );
      const fields = parseFields(videoUploadFieldsSchema, body.fields);
      return reply.status(201).send(await media.uploadVideo(request.params.hotelId, fields, body.files[0]));
    },
  );

  app.get(
    '/api/hotel/:hotelId/video/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 200: videoSchema } } },
    async (request) => media.video(request.params.hotelId, request.params.id),
  );

  app.delete(
    '/api/hotel/:hotelId/video/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await media.deleteVideo(request.params.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/hotel/:hotelId/photographerrequest',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Ask for a professional photographer; the group staff are emailed',
        params: hotelParamsSchema,
        response: {
          201: z.object({ id: z.number(), hotel: z.number(), price_eur: z.number(), created_at: z.string() }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await media.requestPhotographer(currentUser(request), request.params.hotelId)),
  );

  // The stored files: public, immutable (a new upload gets a new random name), never sniffed.
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
      const object = await media.file(`hotels/${request.params.hotelId}/${request.params.file}`, range);
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
