import multipart from '@fastify/multipart';
import {
  hotelParamsSchema,
  mediaParamsSchema,
  VIDEO_MAX_BYTES,
  videoCreateSchema,
  videoSchema,
  videoUploadFieldsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import { MEDIA_MULTIPART, parseFields } from '../media/index.ts';
import { type VideosService, videoTooLarge } from './videos.service.ts';

/** The hotel videos (spec §7 hotel content). Every call follows the tenant rule. */
export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideosService }> = async (app, { videos }) => {
  await app.register(multipart, MEDIA_MULTIPART);
  const owned = [app.requireUser, app.requireHotel];
  const tags = ['media'];

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
    async (request) => videos.list(request.params.hotelId),
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
      reply.status(201).send(await videos.add(currentUser(request).id, request.params.hotelId, request.body)),
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
      return reply
        .status(201)
        .send(await videos.upload(currentUser(request).id, request.params.hotelId, fields, body.files[0]));
    },
  );

  app.get(
    '/api/hotel/:hotelId/video/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 200: videoSchema } } },
    async (request) => videos.get(request.params.hotelId, request.params.id),
  );

  app.delete(
    '/api/hotel/:hotelId/video/:id',
    { preHandler: owned, schema: { tags, params: mediaParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await videos.delete(currentUser(request).id, request.params.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
